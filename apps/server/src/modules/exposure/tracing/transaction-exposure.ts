import {
  buildFlowGraph,
  buildInvestigationTree,
  type DirectionExposure,
  type EntityExposure,
  type FlowEdge,
  isLabelValidAt,
  type ResolvedAttribution,
  resolveAttribution,
  traceExposure,
} from '@riskscreen/engine';
import type { ExposureType, InvestigationTreeDto } from '@riskscreen/shared';
import type { StoredLabel } from '../../attribution/index.ts';
import type { DirectionSnapshot, ExposureSnapshot } from './address-exposure.ts';
import type { ExposureDeps } from './chain-access.ts';
import { describeSubtype } from './own-attribution.ts';
import { type ReachedValue, type RiskDetected, risksDetected } from './risks-detected.ts';
import { EXPLAIN_TOP_PATHS } from './screening-settings.ts';
import { loadSideFlows } from './transaction-neighbourhood.ts';

/** Unattributed parties whose own flows are traced to tell 'indirect' from no exposure (bounds one screening). */
const MAX_PARTY_TRACES = 200;

export type PartyExposure = ExposureType | null;

export type TransactionExposure = {
  snapshot: ExposureSnapshot;
  /** Labels valid now of every address met (parties first). */
  labels: Map<string, StoredLabel[]>;
  /** Per sender: attributed itself (direct), exposure reached it through its inflows (indirect), or neither. */
  senders: Map<string, PartyExposure>;
  /** Per receiver, the same through its outflows. */
  receivers: Map<string, PartyExposure>;
  /** Every category of every attributed address reached, per entity, exposure type and direction. */
  risks: RiskDetected[];
};

/**
 * Exposure of one transaction, drawn as a virtual origin node named by its hash: each sender → origin with the
 * USD it paid to others in the transaction, origin → each receiver with the USD it received. Incoming (source of
 * funds) traces the senders back through their own inflows; outgoing traces the receivers forward. Each side is
 * its own graph, so a party on both sides never feeds one trace with the other's virtual edge, and the
 * transaction's own transfers are left out of the loaded neighbourhood (the virtual edges stand for them). Flows
 * are loaded up to the transaction's block time on the incoming side and from it on the outgoing side. Labels and
 * megahubs come from the chain's classification (the in-memory graph, which also says which flows to read ahead,
 * or the column store, read one hop at a time; see loadSideFlows).
 */
export async function computeTransactionExposure(
  { db, chains }: ExposureDeps,
  blockchain: number,
  tx: { id: number; hash: string; blockTime: Date | null },
  flows: { sent: ReadonlyMap<string, number>; received: ReadonlyMap<string, number> },
  options: { maxHops: number; minEdgeUsd?: number; now: Date },
): Promise<TransactionExposure> {
  const minEdgeUsd = options.minEdgeUsd ?? 0;
  const chain = await chains.graphs.classify(blockchain, options.now);
  const asOf = Math.floor(options.now.getTime() / 1000);
  const labels = new Map<string, StoredLabel[]>();
  const labelsOf = (address: string): StoredLabel[] => {
    let valid = labels.get(address);
    if (!valid) {
      valid = chain.labelsOf(address).filter((label) => isLabelValidAt(label, asOf));
      labels.set(address, valid);
    }
    return valid;
  };
  const isMegahub = (address: string) => chain.isMegahub(address);
  const parties = [...new Set([...flows.sent.keys(), ...flows.received.keys()])];
  await chain.prepare(parties);
  for (const a of parties) labelsOf(a);
  const isExpandable = (a: string) => labelsOf(a).length === 0 && !isMegahub(a);

  const traceSide = async (side: 'incoming' | 'outgoing') => {
    const weights = side === 'incoming' ? flows.sent : flows.received;
    const start = [...weights.keys()].filter(isExpandable);
    const hood =
      options.maxHops > 1 && start.length > 0
        ? await loadSideFlows(db, blockchain, chain.graph, start, {
            direction: side === 'incoming' ? 'in' : 'out',
            hops: options.maxHops - 1,
            isExpandable,
            prepare: (addresses) => chain.prepare(addresses),
            minEdgeUsd,
            // Source of funds precedes the transaction, destination follows it (one bound for every hop).
            window: {
              excludeTxId: tx.id,
              ...(tx.blockTime ? (side === 'incoming' ? { to: tx.blockTime } : { from: tx.blockTime }) : {}),
            },
          })
        : [];
    // Every address of the neighbourhood is classified (labels, megahub) before the graph is resolved.
    await chain.prepare([...new Set(hood.flatMap((e) => [e.from, e.to]))]);
    const edges: FlowEdge[] = [...weights].map(([address, valueUsd], i) => ({
      from: side === 'incoming' ? address : tx.hash,
      to: side === 'incoming' ? tx.hash : address,
      valueUsd,
      time: 0,
      txHash: tx.hash,
      transferId: `v${i}`,
    }));
    for (const [i, e] of hood.entries()) {
      // A pair sums many transfers: the part of those under the workspace's minimum is counted, never followed
      // (as address screening does). The transaction's own legs are judged by their value.
      const parts = [
        { valueUsd: e.followedUsd, followable: true },
        { valueUsd: e.valueUsd - e.followedUsd, followable: false },
      ];
      for (const [k, part] of parts.entries()) {
        if (part.valueUsd <= 0) continue;
        edges.push({
          from: e.from,
          to: e.to,
          valueUsd: part.valueUsd,
          followable: part.followable,
          time: e.lastTime,
          txHash: '',
          transferId: `${i}.${k}`,
        });
      }
    }
    const addresses = new Set(edges.flatMap((e) => [e.from, e.to]));
    addresses.delete(tx.hash);
    const megahubs = [...addresses].filter(isMegahub);
    const attribution = resolveAttribution(
      buildFlowGraph(edges, { megahubs, minEdgeUsd }),
      (a) => labelsOf(a),
      asOf,
    );
    const traced = traceExposure(attribution, [tx.hash], {
      maxHops: options.maxHops,
      explainTopN: EXPLAIN_TOP_PATHS,
      describeSubtype: (subtype) => describeSubtype(subtype),
    });
    const reached = reachedValues(
      attribution,
      traced[side].entities,
      labelsOf,
      () =>
        // The same trace with every attributed address as its own entity: where each unit of value ended, so every
        // label of that address can be named in risks_detected (the summary rows keep the primary label only).
        traceExposure(
          resolveAttribution(
            attribution.graph,
            (a) => {
              const first = labelsOf(a)[0];
              return (
                first && [{ entityId: a, name: a, category: first.category, subtype: null, confidence: 100 }]
              );
            },
            asOf,
          ),
          [tx.hash],
          { maxHops: options.maxHops },
        )[side].entities,
    );
    const tree = buildInvestigationTree(attribution, [tx.hash], {
      maxDepth: options.maxHops,
      describeSubtype: (subtype) => describeSubtype(subtype),
    });
    return {
      direction: toSnapshot(traced[side]),
      reached,
      explanations: (traced.explanations ?? []).filter((e) => e.direction === side),
      tree,
      parties: partyExposure(attribution, [...weights.keys()], side, {
        isAttributed: (a) => labelsOf(a).length > 0,
        isExpandable,
        maxHops: options.maxHops,
      }),
    };
  };

  const incoming = await traceSide('incoming');
  const outgoing = await traceSide('outgoing');
  const tree: InvestigationTreeDto = {
    nodes: [...incoming.tree.nodes, ...outgoing.tree.nodes.filter((n) => n.type !== 'origin')],
    incoming_edges: incoming.tree.incoming_edges,
    outgoing_edges: outgoing.tree.outgoing_edges,
    truncated: incoming.tree.truncated || outgoing.tree.truncated,
  };
  return {
    snapshot: {
      incoming: incoming.direction,
      outgoing: outgoing.direction,
      investigation_tree: tree,
      explanations: [...incoming.explanations, ...outgoing.explanations],
      max_hops: options.maxHops,
      min_edge_usd: minEdgeUsd,
    },
    labels,
    senders: incoming.parties,
    receivers: outgoing.parties,
    risks: risksDetected({ incoming: incoming.reached, outgoing: outgoing.reached }),
  };
}

/** Distinct (category, entity) pairs among labels. */
function entityCategories(labels: readonly StoredLabel[]): number {
  return new Set(labels.map((l) => `${l.category}\u0000${l.name.trim().toLowerCase()}`)).size;
}

/**
 * Where the traced value ended, with every label there. When no attributed address met carries more than one
 * (category, entity), the entity rows say it all; otherwise `traceByAddress` traces again per address.
 */
function reachedValues(
  attribution: ResolvedAttribution,
  entities: readonly EntityExposure[],
  labelsOf: (address: string) => StoredLabel[],
  traceByAddress: () => readonly EntityExposure[],
): ReachedValue[] {
  if (entities.length === 0) return [];
  const addresses = attribution.graph.addresses;
  const multiLabelled = [...attribution.primaryLabel.keys()].some(
    (x) => entityCategories(labelsOf(addresses[x] ?? '')) > 1,
  );
  if (!multiLabelled) {
    return entities.map((e) => ({
      labels: [
        { entityId: e.entityId, name: e.name, category: e.category, subtype: e.subtype, confidence: 100 },
      ],
      direct: e.direct,
      indirect: e.indirect,
    }));
  }
  return traceByAddress().map((e) => ({
    labels: labelsOf(e.entityId),
    direct: e.direct,
    indirect: e.indirect,
  }));
}

function toSnapshot(d: DirectionExposure): DirectionSnapshot {
  return {
    total: d.total,
    direct: d.direct,
    indirect: d.indirect,
    unknown: d.unknown,
    rows: d.rows.map(({ entity_id: _entity, ...row }) => row),
    category_totals: d.categoryTotals,
  };
}

/**
 * 'direct' for an attributed party; 'indirect' when tracing the party's own flows (one hop fewer than the
 * transaction's, as it sits one hop from the origin) reaches attributed value; otherwise null.
 */
function partyExposure(
  attribution: ResolvedAttribution,
  parties: readonly string[],
  side: 'incoming' | 'outgoing',
  rules: { isAttributed: (a: string) => boolean; isExpandable: (a: string) => boolean; maxHops: number },
): Map<string, PartyExposure> {
  const result = new Map<string, PartyExposure>();
  let traces = 0;
  for (const address of parties) {
    if (rules.isAttributed(address)) {
      result.set(address, 'direct');
      continue;
    }
    if (rules.maxHops < 2 || !rules.isExpandable(address) || traces >= MAX_PARTY_TRACES) {
      result.set(address, null);
      continue;
    }
    traces += 1;
    const own = traceExposure(attribution, [address], { maxHops: rules.maxHops - 1 })[side];
    result.set(address, own.direct + own.indirect > 0 ? 'indirect' : null);
  }
  return result;
}
