import { buildInvestigationTree, type ExplainedFigure, type ExposureResult } from '@riskscreen/engine';
import type { CounterpartySummaryRowDto, InvestigationTreeDto, TagCategory } from '@riskscreen/shared';
import type { StoredLabel } from '../../attribution/index.ts';
import type { ChainAccess } from './chain-access.ts';
import { describeSubtype } from './own-attribution.ts';
import { EXPLAIN_TOP_PATHS } from './screening-settings.ts';

export type DirectionSnapshot = {
  total: number;
  direct: number;
  indirect: number;
  unknown: number;
  rows: CounterpartySummaryRowDto[];
  /** Every category of a counterparty counts here (not a partition): what category rules look at. */
  category_totals: Partial<Record<TagCategory, { direct: number; indirect: number; total: number }>>;
};

export type ExposureSnapshot = {
  incoming: DirectionSnapshot;
  outgoing: DirectionSnapshot;
  investigation_tree: InvestigationTreeDto;
  explanations: ExplainedFigure[];
  max_hops: number;
  /** The workspace's minimum value per edge the trace ran with (USD; absent on reports made before it existed). */
  min_edge_usd?: number;
};

/** How a workspace traces: hop limit and minimum value per edge (see screening-settings.ts). */
export type TraceSettings = { maxHops: number; minEdgeUsd?: number };

export const EMPTY_DIRECTION: DirectionSnapshot = {
  total: 0,
  direct: 0,
  indirect: 0,
  unknown: 0,
  rows: [],
  category_totals: {},
};

/**
 * Exposure of an origin (an address or its cluster) on one chain, traced by the core on a flow graph holding the
 * origin's neighbourhood (the chain's in-memory graph, or the part read from the column store; attributed addresses
 * and megahubs end paths), with the investigation tree and the "why" paths. Clustered
 * counterparties (UTXO common-input clusters) are drawn as one Cluster node each.
 */
export async function computeAddressExposure(
  chains: Pick<ChainAccess, 'graphs' | 'tracer'>,
  blockchain: number,
  origin: string[],
  options: TraceSettings & { now: Date; explain?: boolean },
): Promise<{ snapshot: ExposureSnapshot; labels: ReadonlyMap<string, StoredLabel[]> }> {
  const minEdgeUsd = options.minEdgeUsd ?? 0;
  const { graph, attribution, labels, clusterOf } = await chains.graphs.around(
    blockchain,
    origin,
    options.now,
    {
      minEdgeUsd,
      maxHops: options.maxHops,
    },
  );
  const presentOrigin = origin.filter((a) => graph.indexOf.has(a));
  if (presentOrigin.length === 0) {
    return {
      snapshot: {
        incoming: EMPTY_DIRECTION,
        outgoing: EMPTY_DIRECTION,
        investigation_tree: emptyTree(origin[0] ?? ''),
        explanations: [],
        max_hops: options.maxHops,
        min_edge_usd: minEdgeUsd,
      },
      labels,
    };
  }
  // The trace runs on the tracer's threads (the event loop goes on answering); the tree is drawn meanwhile.
  const traced = chains.tracer.trace({ key: `${blockchain}:${minEdgeUsd}`, attribution }, presentOrigin, {
    maxHops: options.maxHops,
    // Explanations cost more than the trace itself: screening skips them; the "why" endpoint asks for them.
    explainTopN: options.explain ? EXPLAIN_TOP_PATHS : 0,
    describeSubtype: (subtype) => describeSubtype(subtype),
  });
  // Should drawing the tree throw, the trace's own failure (awaited below otherwise) must not go unhandled.
  traced.catch(() => undefined);
  const tree = buildInvestigationTree(attribution, presentOrigin, {
    maxDepth: options.maxHops,
    clusterOf,
    // The origin keeps the screened address (origin[0]) as its id even when it is clustered.
    originId: origin[0] as string,
    describeSubtype: (subtype) => describeSubtype(subtype),
  });
  const result = await traced;
  return {
    snapshot: {
      incoming: direction(result.incoming),
      outgoing: direction(result.outgoing),
      investigation_tree: tree,
      explanations: result.explanations ?? [],
      max_hops: options.maxHops,
      min_edge_usd: minEdgeUsd,
    },
    labels,
  };
}

type TracedDirection = ExposureResult['incoming'];

function direction(d: TracedDirection): DirectionSnapshot {
  return {
    total: d.total,
    direct: d.direct,
    indirect: d.indirect,
    unknown: d.unknown,
    // entity_id stays: the summary's 'Why?' asks /exposure-explanation/ for the figure of that entity.
    rows: d.rows,
    category_totals: d.categoryTotals,
  };
}

/**
 * Exposure only (no tree, no explanations) traced with another hop limit: what a rule with its own hop limit
 * reads (templates 18–21).
 */
export async function traceDirectionsAt(
  chains: Pick<ChainAccess, 'graphs' | 'tracer'>,
  blockchain: number,
  origin: string[],
  options: TraceSettings & { now: Date },
): Promise<{ incoming: DirectionSnapshot; outgoing: DirectionSnapshot }> {
  const minEdgeUsd = options.minEdgeUsd ?? 0;
  const { graph, attribution } = await chains.graphs.around(blockchain, origin, options.now, {
    minEdgeUsd,
    maxHops: options.maxHops,
  });
  const presentOrigin = origin.filter((a) => graph.indexOf.has(a));
  if (presentOrigin.length === 0) return { incoming: EMPTY_DIRECTION, outgoing: EMPTY_DIRECTION };
  const result = await chains.tracer.trace(
    { key: `${blockchain}:${minEdgeUsd}`, attribution },
    presentOrigin,
    {
      maxHops: options.maxHops,
      explainTopN: 0,
      describeSubtype: (subtype) => describeSubtype(subtype),
    },
  );
  return { incoming: direction(result.incoming), outgoing: direction(result.outgoing) };
}

/** The tree of an origin nothing was traced from: the origin alone, unattributed. */
export function emptyTree(origin: string): InvestigationTreeDto {
  return {
    nodes: [
      {
        id: origin,
        type: 'origin',
        addresses: [origin],
        address_count: 1,
        name: origin,
        tag_type_verbose: 'Unknown',
        tag_subtype_verbose: 'Unknown',
        tag_name_verbose: 'Unknown',
        is_megahub: false,
      },
    ],
    incoming_edges: [],
    outgoing_edges: [],
    truncated: false,
  };
}
