export {
  categoryBit,
  comparePrimary,
  type GraphStructure,
  isLabelValidAt,
  MEGAHUB_END,
  PASS_THROUGH,
  type ResolvedAttribution,
  resolveAttribution,
  severityRank,
  type TraceAttribution,
} from './attribution.ts';
export type { IndexedPath, RecordedFigure } from './best-paths.ts';
export {
  checkTraceOptions,
  computeExposure,
  type ExposureInput,
  findExplanation,
  finishExposure,
  originIndices,
  type RawExposure,
  traceExposure,
  traceRawExposure,
} from './compute-exposure.ts';
export {
  type CounterpartyGroup,
  type CounterpartyGroupMode,
  type DescribeSubtype,
  groupCounterpartyRows,
  summariseDirection,
  taintPercent,
} from './counterparty-summary.ts';
export { ExposureInputError } from './errors.ts';
export { extendFlowGraph, type PairAddition } from './extend-flow-graph.ts';
export {
  type Adjacency,
  buildCompactFlowGraph,
  buildFlowGraph,
  type CompactTransfers,
  type FlowGraph,
} from './flow-graph.ts';
export {
  buildInvestigationTree,
  type InvestigationTree,
  type InvestigationTreeEdge,
  type InvestigationTreeNode,
  type InvestigationTreeOptions,
  MAX_LISTED_ADDRESSES,
} from './investigation-tree.ts';
export { type RawDirectionTrace, traceDirection } from './trace-direction.ts';
export { prepareTrace } from './trace-scratch.ts';
export * from './types.ts';
