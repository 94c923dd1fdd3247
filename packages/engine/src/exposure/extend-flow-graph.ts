import { ExposureInputError } from './errors.ts';
import {
  type Adjacency,
  type FlowGraph,
  partitionTraced,
  sharedFloat64Array,
  sharedInt32Array,
  withTotals,
} from './flow-graph.ts';

/** New flow of one address pair: what can be followed (≥ the graph's minimum per edge) and what is dust. */
export type PairAddition = { from: string; to: string; followedUsd: number; belowMinimumUsd: number };

/**
 * The graph with new flow added: each pair's value grows by its addition, pairs and addresses not yet in the graph
 * are appended, and the megahubs given join the old ones (a megahub stays one: an address's counterparties only
 * grow). Equal to building the graph again from all the flow, but costs a copy of the arrays instead of summing
 * every transfer and renumbering every address: a new block of a synced chain reaches screening in milliseconds.
 * New addresses take the next node numbers instead of a place by activity (which only packs the cache better).
 * The given graph is left as it is, so traces still running on it finish on what they started with.
 */
export function extendFlowGraph(
  graph: FlowGraph,
  additions: readonly PairAddition[],
  options: { megahubs?: Iterable<string> } = {},
): FlowGraph {
  const n = graph.nodeCount;
  const added = new Map<string, number>();
  const nodeOf = (address: string): number => {
    const known = graph.indexOf.get(address) ?? added.get(address);
    if (known !== undefined) return known;
    const x = n + added.size;
    added.set(address, x);
    return x;
  };
  const entries: Entry[] = [];
  for (const a of additions) {
    const followed = Math.max(0, a.followedUsd);
    const below = Math.max(0, a.belowMinimumUsd);
    if (!Number.isFinite(followed + below)) {
      throw new ExposureInputError(`Flow from ${a.from} to ${a.to} has an invalid USD value`);
    }
    // Named addresses join the graph even when the pair carries nothing, as when the graph is built.
    const from = nodeOf(a.from);
    const to = nodeOf(a.to);
    if (from === to || !(followed + below > 0)) continue;
    entries.push({ from, to, value: followed + below, traced: followed });
  }
  const nodeCount = n + added.size;

  const outgoing = mergeSide(graph.outgoing, n, nodeCount, entries, 'from', 'to');
  const incoming = mergeSide(graph.incoming, n, nodeCount, entries, 'to', 'from');

  const isMegahub = new Uint8Array(new SharedArrayBuffer(nodeCount));
  isMegahub.set(graph.isMegahub);
  for (const address of options.megahubs ?? []) {
    const x = graph.indexOf.get(address) ?? added.get(address);
    if (x !== undefined) isMegahub[x] = 1;
  }

  const addresses = graph.addresses.concat([...added.keys()]);
  const nodeOfInput = new Int32Array(nodeCount);
  nodeOfInput.set(graph.nodeOfInput);
  for (let x = n; x < nodeCount; x++) nodeOfInput[x] = x;
  return {
    nodeCount,
    pairCount: outgoing.neighbours.length,
    addresses,
    indexOf: extendedIndex(graph.indexOf, added),
    nodeOfInput,
    incoming,
    outgoing,
    isMegahub,
    minEdgeUsd: graph.minEdgeUsd,
  };
}

type Entry = { from: number; to: number; value: number; traced: number };

/**
 * One side of the graph with the entries merged in: for each node that gains flow, its old segment is copied with
 * the matching pairs grown, then its new pairs appended; the untouched stretches between are copied whole.
 */
function mergeSide(
  old: Adjacency,
  oldCount: number,
  nodeCount: number,
  entries: readonly Entry[],
  owner: 'from' | 'to',
  other: 'from' | 'to',
): Adjacency {
  const byOwner = new Map<number, Entry[]>();
  for (const e of entries) {
    const list = byOwner.get(e[owner]);
    if (list) list.push(e);
    else byOwner.set(e[owner], [e]);
  }
  const oldStart = (x: number) => old.offsets[Math.min(x, oldCount)]!;
  // Per owner: where each counterparty sits in the old segment, and the counterparties it gains (in order).
  const owners = [...byOwner.keys()].sort((a, b) => a - b);
  const grown = new Map<number, { at: Map<number, number>; appended: Map<number, number> }>();
  let extra = 0;
  for (const x of owners) {
    const at = new Map<number, number>();
    for (let p = oldStart(x); p < oldStart(x + 1); p++) at.set(old.neighbours[p]!, p);
    const appended = new Map<number, number>();
    for (const e of byOwner.get(x)!) {
      const y = e[other];
      if (!at.has(y) && !appended.has(y)) appended.set(y, appended.size);
    }
    extra += appended.size;
    grown.set(x, { at, appended });
  }

  const oldPairs = old.offsets[oldCount]!;
  const offsets = sharedInt32Array(nodeCount + 1);
  const neighbours = sharedInt32Array(oldPairs + extra);
  const value = sharedFloat64Array(oldPairs + extra);
  const traced = sharedFloat64Array(oldPairs + extra);
  let shift = 0;
  let next = 0;
  for (const x of owners) {
    for (let z = next; z <= x; z++) offsets[z] = oldStart(z) + shift;
    next = x + 1;
    shift += grown.get(x)!.appended.size;
  }
  for (let z = next; z <= nodeCount; z++) offsets[z] = oldStart(z) + shift;

  // Copy the old segments (whole stretches between grown owners), then add the new flow in place.
  let copied = 0;
  for (const x of owners) {
    const end = oldStart(x + 1);
    copySlice(old, { neighbours, value, traced }, copied, end, offsets[x]! - oldStart(x));
    copied = end;
  }
  copySlice(old, { neighbours, value, traced }, copied, oldPairs, offsets[nodeCount]! - oldPairs);
  for (const x of owners) {
    const { at, appended } = grown.get(x)!;
    const shiftOf = offsets[x]! - oldStart(x);
    const tail = offsets[x]! + (oldStart(x + 1) - oldStart(x));
    for (const [y, k] of appended) neighbours[tail + k] = y;
    for (const e of byOwner.get(x)!) {
      const y = e[other];
      const p = at.get(y);
      const slot = p !== undefined ? p + shiftOf : tail + appended.get(y)!;
      value[slot]! += e.value;
      traced[slot]! += e.traced;
    }
  }
  const adjacency = withTotals(offsets, neighbours, value, traced, nodeCount);
  partitionTraced(adjacency, nodeCount);
  return adjacency;
}

function copySlice(
  old: Adjacency,
  into: { neighbours: Int32Array; value: Float64Array; traced: Float64Array },
  start: number,
  end: number,
  shift: number,
): void {
  if (end <= start) return;
  into.neighbours.set(old.neighbours.subarray(start, end), start + shift);
  into.value.set(old.value.subarray(start, end), start + shift);
  into.traced.set(old.traced.subarray(start, end), start + shift);
}

/**
 * The old index with the new addresses over it, without copying the old (a million-address map costs more to copy
 * than the rest of an extension). Layers do not stack: an extension of an extension flattens its additions, and
 * once they reach a quarter of the base the whole index is copied once.
 */
function extendedIndex(
  base: ReadonlyMap<string, number>,
  added: ReadonlyMap<string, number>,
): ReadonlyMap<string, number> {
  const lower = base instanceof LayeredIndex ? base.base : base;
  const upper = base instanceof LayeredIndex ? new Map([...base.added, ...added]) : new Map(added);
  if (upper.size === 0) return lower;
  if (upper.size * 4 > lower.size) return new Map([...lower, ...upper]);
  return new LayeredIndex(lower, upper);
}

class LayeredIndex implements ReadonlyMap<string, number> {
  constructor(
    readonly base: ReadonlyMap<string, number>,
    readonly added: ReadonlyMap<string, number>,
  ) {}
  get size(): number {
    return this.base.size + this.added.size;
  }
  get(key: string): number | undefined {
    return this.base.get(key) ?? this.added.get(key);
  }
  has(key: string): boolean {
    return this.base.has(key) || this.added.has(key);
  }
  *entries(): MapIterator<[string, number]> {
    yield* this.base.entries();
    yield* this.added.entries();
  }
  *keys(): MapIterator<string> {
    for (const [key] of this.entries()) yield key;
  }
  *values(): MapIterator<number> {
    for (const [, value] of this.entries()) yield value;
  }
  [Symbol.iterator](): MapIterator<[string, number]> {
    return this.entries();
  }
  forEach(callback: (value: number, key: string, map: ReadonlyMap<string, number>) => void): void {
    for (const [key, value] of this.entries()) callback(value, key, this);
  }
}
