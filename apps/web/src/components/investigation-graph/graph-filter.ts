import { assignSlots, type GraphModel, type GraphNode } from './graph-model.ts';

/** The graph filter; null leaves a bound out. */
export type GraphFilter = {
  hops: number | null;
  minUsd: number | null;
  maxUsd: number | null;
  types: string[];
  subtypes: string[];
};
export const NO_GRAPH_FILTER: GraphFilter = {
  hops: null,
  minUsd: null,
  maxUsd: null,
  types: [],
  subtypes: [],
};

export function isGraphFilterEmpty(filter: GraphFilter): boolean {
  return (
    filter.hops === null &&
    filter.minUsd === null &&
    filter.maxUsd === null &&
    filter.types.length === 0 &&
    filter.subtypes.length === 0
  );
}

export type GraphFilterErrors = Partial<Record<'hops' | 'minUsd' | 'maxUsd', string>>;

/** Spec part 2 §5: hops > 0 and at most the max depth; minimum USD > 0; maximum USD > minimum. */
export function validateGraphFilter(filter: GraphFilter, maxDepth: number): GraphFilterErrors {
  const errors: GraphFilterErrors = {};
  if (filter.hops !== null && (!Number.isInteger(filter.hops) || filter.hops < 1 || filter.hops > maxDepth)) {
    errors.hops = `Hops must be between 1 and ${maxDepth}`;
  }
  if (filter.minUsd !== null && !(filter.minUsd > 0)) errors.minUsd = 'Minimum USD must be greater than 0';
  if (filter.maxUsd !== null) {
    if (!(filter.maxUsd > 0)) errors.maxUsd = 'Maximum USD must be greater than 0';
    else if (filter.minUsd !== null && !(filter.maxUsd > filter.minUsd)) {
      errors.maxUsd = 'Maximum USD must be greater than minimum USD';
    }
  }
  return errors;
}

/**
 * The part of the graph the filter keeps: links within the hop and value bounds, nodes of the chosen types and
 * subtypes (the origin always), and of those only what still connects to the origin.
 */
export function applyGraphFilter(graph: GraphModel, filter: GraphFilter): GraphModel {
  if (isGraphFilterEmpty(filter)) return graph;
  const nodeOk = (node: GraphNode) =>
    node.kind === 'origin' ||
    ((filter.types.length === 0 || filter.types.includes(node.entityType)) &&
      (filter.subtypes.length === 0 || filter.subtypes.includes(node.entitySubtype)));
  const kept = new Set(graph.nodes.filter(nodeOk).map((n) => n.id));
  const links = graph.links.filter(
    (l) =>
      kept.has(l.source) &&
      kept.has(l.target) &&
      (filter.hops === null || l.depth <= filter.hops) &&
      (filter.minUsd === null || l.valueUsd >= filter.minUsd) &&
      (filter.maxUsd === null || l.valueUsd <= filter.maxUsd),
  );
  const neighbours = new Map<string, string[]>();
  for (const l of links) {
    neighbours.set(l.source, [...(neighbours.get(l.source) ?? []), l.target]);
    neighbours.set(l.target, [...(neighbours.get(l.target) ?? []), l.source]);
  }
  const reached = new Set([graph.originId]);
  const queue = [graph.originId];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    for (const next of neighbours.get(id) ?? []) {
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  const nodes = graph.nodes.filter((n) => reached.has(n.id)).map((n) => ({ ...n }));
  assignSlots(nodes);
  return {
    ...graph,
    nodes,
    links: links.filter((l) => reached.has(l.source) && reached.has(l.target)),
  };
}
