export type { GraphFilter } from './graph-filter.ts';
export { InvestigationGraph, TREE_LOAD_ERROR, treeErrorText } from './investigation-graph.tsx';
