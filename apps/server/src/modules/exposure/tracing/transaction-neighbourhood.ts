import type { FlowGraph } from '@riskscreen/engine';
import type { Db } from '../../../db/client.ts';
import { type FlowEdgeRow, type FlowWindow, loadWindowedFlows } from './transaction-flows.repo.ts';

export type SideWalk = {
  /** `in`: each address's senders (source of funds); `out`: its receivers (destination of funds). */
  direction: 'in' | 'out';
  /** Steps walked from the start addresses (the transaction's hop limit less the virtual origin's hop). */
  hops: number;
  /** Attributed addresses and megahubs end paths: they are reached but never walked through. */
  isExpandable: (address: string) => boolean;
  /** Reads what isExpandable needs for addresses a hop reached (the column store classifies them on demand). */
  prepare?: (addresses: readonly string[]) => Promise<void>;
  window: FlowWindow;
  /** Transfers worth less are read (their value counts) but not walked through, as tracing will not follow them. */
  minEdgeUsd?: number;
};

/**
 * The flows around one side of a transaction within its window: from the start addresses, `hops` steps in one
 * direction, walking on only through expandable addresses. The chain's in-memory graph (all time), when there is
 * one, says which addresses the walk can reach; their windowed flows are then read in one query and the walk is
 * replayed on them, so the edges are exactly those of a walk over the windowed transfers, without a query per hop.
 * Without it (the column store) the walk reads one query per hop.
 */
export async function loadSideFlows(
  db: Db,
  blockchain: number,
  graph: FlowGraph | undefined,
  start: readonly string[],
  walk: SideWalk,
): Promise<FlowEdgeRow[]> {
  const flowsOf = new Map<string, FlowEdgeRow[]>();
  const ensureLoaded = async (addresses: readonly string[]) => {
    const missing = addresses.filter((a) => !flowsOf.has(a));
    if (missing.length === 0) return;
    for (const a of missing) flowsOf.set(a, []);
    for (const row of await loadWindowedFlows(
      db,
      blockchain,
      missing,
      walk.direction,
      walk.window,
      walk.minEdgeUsd,
    )) {
      flowsOf.get(walk.direction === 'in' ? row.to : row.from)?.push(row);
    }
  };
  // Without the chain's graph in memory, the walk reads one hop at a time.
  if (graph) await ensureLoaded(reachableOnGraph(graph, start, walk));

  const edges = new Map<string, FlowEdgeRow>();
  const seen = new Set(start);
  let frontier = [...start];
  for (let hop = 1; hop <= walk.hops && frontier.length > 0; hop++) {
    // Normally loaded already; a pair the graph leaves out (zero USD) can still lead the windowed walk elsewhere.
    await ensureLoaded(frontier);
    const next: string[] = [];
    for (const address of frontier) {
      for (const row of flowsOf.get(address) ?? []) {
        edges.set(`${row.from}>${row.to}`, row);
        const other = walk.direction === 'in' ? row.from : row.to;
        if (row.followedUsd > 0 && !seen.has(other)) {
          seen.add(other);
          next.push(other);
        }
      }
    }
    if (hop === walk.hops) break;
    await walk.prepare?.(next);
    frontier = next.filter(walk.isExpandable);
  }
  return [...edges.values()];
}

/**
 * The addresses a windowed walk could expand: the start and every expandable address fewer than `hops` steps from
 * it on the all-time graph. Removing flows (the window) only lengthens distances, so this is a superset.
 */
function reachableOnGraph(graph: FlowGraph, start: readonly string[], walk: SideWalk): string[] {
  const { offsets, neighbours } = walk.direction === 'in' ? graph.incoming : graph.outgoing;
  const expanded = [...start];
  const seen = new Set<number>();
  let frontier: number[] = [];
  for (const a of start) {
    const x = graph.indexOf.get(a);
    if (x !== undefined) {
      seen.add(x);
      frontier.push(x);
    }
  }
  for (let hop = 1; hop < walk.hops && frontier.length > 0; hop++) {
    const next: number[] = [];
    for (const x of frontier) {
      for (let p = offsets[x]!; p < offsets[x + 1]!; p++) {
        const y = neighbours[p]!;
        if (seen.has(y)) continue;
        seen.add(y);
        if (!walk.isExpandable(graph.addresses[y]!)) continue;
        next.push(y);
        expanded.push(graph.addresses[y]!);
      }
    }
    frontier = next;
  }
  return expanded;
}
