import type { ExposureType } from '@riskscreen/shared';
import { type ResolvedAttribution, resolveAttribution, type TraceAttribution } from './attribution.ts';
import { BestPaths, type RecordedFigure, withAddresses } from './best-paths.ts';
import { summariseDirection } from './counterparty-summary.ts';
import { ExposureInputError } from './errors.ts';
import { buildFlowGraph } from './flow-graph.ts';
import { type RawDirectionTrace, traceDirection } from './trace-direction.ts';
import {
  type AttributionLookup,
  EXPOSURE_DIRECTIONS,
  type ExplainedFigure,
  type ExposureDirection,
  type ExposureResult,
  type FlowEdge,
  type FlowGraphOptions,
  type TraceOptions,
  UNKNOWN_REASONS,
} from './types.ts';

/** Everything one screening needs, as plain data (the one-call form of the prepared API below). */
export type ExposureInput = {
  edges: readonly FlowEdge[];
  labels: AttributionLookup;
  /** The address screened, or every address of its cluster. */
  origin: readonly string[];
  megahubs?: Iterable<string>;
  megahubDegree?: number;
  options: TraceOptions & { minEdgeUsd?: number; asOf?: number };
};

export function computeExposure(input: ExposureInput): ExposureResult {
  const graphOptions: FlowGraphOptions = {
    minEdgeUsd: input.options.minEdgeUsd ?? 0,
    megahubDegree: input.megahubDegree ?? Number.POSITIVE_INFINITY,
  };
  if (input.megahubs) graphOptions.megahubs = input.megahubs;
  const graph = buildFlowGraph(input.edges, graphOptions);
  const attribution = resolveAttribution(graph, input.labels, input.options.asOf);
  return traceExposure(attribution, input.origin, input.options);
}

/** Exposure of one origin on a prepared graph and attribution (reuse both for many origins). */
export function traceExposure(
  attribution: ResolvedAttribution,
  origin: readonly string[],
  options: TraceOptions,
): ExposureResult {
  checkTraceOptions(origin, options);
  return finishExposure(
    attribution,
    traceRawExposure(attribution, originIndices(attribution, origin), options),
    options,
  );
}

/**
 * The propagation of both directions over node indices, with the best paths when asked for: the part of a
 * screening that reads the graph, and all a trace thread computes (it has no addresses). Plain data, so it crosses
 * a message port unchanged; `finishExposure` turns it into the result.
 */
export type RawExposure = {
  incoming: RawDirectionTrace;
  outgoing: RawDirectionTrace;
  /** Per direction (incoming, outgoing), when explainTopN > 0. */
  figures?: [RecordedFigure[], RecordedFigure[]];
};

export function traceRawExposure(
  attribution: TraceAttribution,
  origin: readonly number[],
  options: Pick<TraceOptions, 'maxHops' | 'explainTopN'>,
): RawExposure {
  const topN = options.explainTopN ?? 0;
  const figures: RecordedFigure[][] = [];
  const [incoming, outgoing] = EXPOSURE_DIRECTIONS.map((direction) => {
    const recorder = topN > 0 ? new BestPaths(topN) : undefined;
    const raw = traceDirection(attribution, origin, direction, options.maxHops, recorder);
    if (recorder) figures.push(recorder.recordedFigures());
    return raw;
  }) as [RawDirectionTrace, RawDirectionTrace];
  const raw: RawExposure = { incoming, outgoing };
  if (topN > 0) raw.figures = [figures[0]!, figures[1]!];
  return raw;
}

/** The result of a raw trace: summary rows, category totals and explanations, named by the attribution. */
export function finishExposure(
  attribution: ResolvedAttribution,
  raw: RawExposure,
  options: TraceOptions,
): ExposureResult {
  const topN = options.explainTopN ?? 0;
  const explanations: ExplainedFigure[] = [];
  const traced = [raw.incoming, raw.outgoing].map((direction, i) => {
    const figures = raw.figures?.[i];
    if (figures) explanations.push(...explainDirection(direction, figures, attribution, topN));
    return summariseDirection(direction, attribution.entities, options.describeSubtype);
  });
  const result: ExposureResult = { incoming: traced[0]!, outgoing: traced[1]! };
  if (topN > 0) result.explanations = explanations;
  return result;
}

/** Throws ExposureInputError for options a trace cannot run with (before any work is done or handed off). */
export function checkTraceOptions(origin: readonly string[], options: TraceOptions): void {
  const { maxHops } = options;
  if (!Number.isInteger(maxHops) || maxHops < 1) {
    throw new ExposureInputError('maxHops must be a whole number ≥ 1');
  }
  if (origin.length === 0) throw new ExposureInputError('The origin must hold at least one address');
  const topN = options.explainTopN ?? 0;
  if (!Number.isInteger(topN) || topN < 0)
    throw new ExposureInputError('explainTopN must be a whole number ≥ 0');
}

/** The graph's node indices of the origin's addresses (those not in the graph have no flow and are left out). */
export function originIndices(attribution: ResolvedAttribution, origin: readonly string[]): number[] {
  return origin.flatMap((address) => {
    const index = attribution.graph.indexOf.get(address);
    return index === undefined ? [] : [index];
  });
}

function explainDirection(
  raw: RawDirectionTrace,
  recorded: readonly RecordedFigure[],
  attribution: ResolvedAttribution,
  topN: number,
): ExplainedFigure[] {
  // Unknown figures are explained per exposure type, across reasons (each path says its own reason).
  const byFigure = new Map<string, ExplainedFigure>();
  for (const { key, paths } of recorded) {
    const exposureType: ExposureType = key.slot === 0 ? 'direct' : 'indirect';
    const entity = key.kind === 'entity' ? attribution.entities[key.entity]! : null;
    const id = `${entity?.entityId ?? ''}\u0000${exposureType}`;
    let figure = byFigure.get(id);
    if (!figure) {
      figure = {
        direction: raw.direction,
        entityId: entity?.entityId ?? null,
        exposureType,
        value: figureValue(raw, attribution, entity?.entityId ?? null, key.slot),
        explainedValue: 0,
        paths: [],
      };
      byFigure.set(id, figure);
    }
    figure.paths.push(...paths.map((path) => withAddresses(path, attribution.graph.addresses)));
  }
  return [...byFigure.values()]
    .filter((figure) => figure.value > 0)
    .map((figure) => {
      const paths = figure.paths.sort((a, b) => b.value - a.value).slice(0, topN);
      return { ...figure, paths, explainedValue: paths.reduce((sum, path) => sum + path.value, 0) };
    });
}

/** The figure of an entity id (all entity rows sharing it) or of Unknown, for one exposure-type slot. */
function figureValue(
  raw: RawDirectionTrace,
  attribution: ResolvedAttribution,
  entityId: string | null,
  slot: number,
): number {
  if (entityId === null) {
    return UNKNOWN_REASONS.reduce((sum, _reason, r) => sum + raw.unknownValues[r * 2 + slot]!, 0);
  }
  let sum = 0;
  for (const [index, values] of raw.entityValues) {
    if (attribution.entities[index]!.entityId === entityId) sum += values[slot]!;
  }
  return sum;
}

/** The top paths behind one figure, or undefined when the figure is zero or explanations were not asked for. */
export function findExplanation(
  result: ExposureResult,
  direction: ExposureDirection,
  entityId: string | null,
  exposureType: ExposureType,
): ExplainedFigure | undefined {
  return result.explanations?.find(
    (figure) =>
      figure.direction === direction && figure.entityId === entityId && figure.exposureType === exposureType,
  );
}
