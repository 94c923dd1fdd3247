export type { GraphFilter } from './graph-filter.ts';
export {
  INVESTIGATION_NOT_IN_PLAN,
  InvestigationGraph,
  TREE_LOAD_ERROR,
  treeErrorText,
} from './investigation-graph.tsx';
