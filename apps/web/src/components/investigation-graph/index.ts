export type { GraphFilter } from './graph-model.ts';
export { InvestigationGraph, TREE_LOAD_ERROR, treeErrorText } from './investigation-graph.tsx';
