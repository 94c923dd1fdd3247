import { MEGAHUB_END, PASS_THROUGH, type TraceAttribution } from './attribution.ts';
import type { Adjacency } from './flow-graph.ts';
import type { ExposureDirection } from './types.ts';

/**
 * Working memory of the trace, laid out for the cache: one block per node and side, a 48-byte header holding
 * everything the trace reads or writes about the node, followed by the node's followable pairs when a trace can
 * pass through the node (attributed addresses and megahubs end every path, so their pairs would only take room).
 * Pushing value to a node touches its header; processing the node later finds the header still cached from the
 * push and its pairs right behind it, so a node costs about one cache miss instead of one per array. Both depths in
 * flight live in the same header (even and odd hop), which halves the memory a trace sweeps compared with two sets.
 *
 * Block of node x, at Float64 index b (Int32 index 2b), b = blockOf[x]:
 *   f[b] value at an even hop · f[b + 1] value at an odd hop · i[2b + 4] stamp of the layer x is queued for ·
 *   i[2b + 5] class (entity index, MEGAHUB_END, PASS_THROUGH, PASS_THROUGH_WITH_DUST when part of x's flow is
 *   under minEdgeUsd, DEAD_END when x has no flow on this side) · i[2b + 6] end of the pairs (Float64 index) ·
 *   i[2b + 7] x · f[b + 4] total flow of x on this side · f[b + 5] the share of it under minEdgeUsd ·
 *   from b + 6, pair q (Float64 index, 2 slots each): i[2q] block of the neighbour y, i[2q + 1] y << 2 | y's end
 *   code (END_*), f[q + 1] traced USD of the pair.
 * An attributed node is never passed through, so its flow fields are free: i[2b + 8] holds its category mask
 * instead (crediting it then reads one header, not two node-indexed arrays).
 */
export const BLOCK_HEADER = 6;
/** Class of a pass-through node some of whose flow is not followed (transfers under minEdgeUsd). */
export const PASS_THROUGH_WITH_DUST = -3;
/** Class of an unattributed node with no flow on this side: value reaching it ends as Unknown (dead end). */
export const DEAD_END = -4;

export type NodeBlocks = { f: Float64Array; i: Int32Array };

export type DirectionScratch = {
  blocks: NodeBlocks;
  /** Node → Float64 index of its block. */
  blockOf: Int32Array;
  /**
   * The blocks are far bigger than the processor's caches: the trace then fetches each stretch of the frontier
   * with a short loop of loads before working on it, and queues pushes to add them in a batch (more cache misses
   * in flight at once). On smaller graphs, where most blocks are cached, those extra passes cost more than they
   * save.
   */
  batched: boolean;
  /** The frontier (blocks) of the current depth and of the next one, swapped per hop. */
  frontA: Int32Array;
  frontB: Int32Array;
};

/** How a path ends at a node reached on the last hop: END_FOLLOW means unattributed (hop limit). */
export const END_HOP_LIMIT = 0;
export const END_MEGAHUB = 1;
export const END_ATTRIBUTED = 2;

export type TraceScratch = {
  /** End code (END_*) per node, copied into every pair that leads to the node. */
  endCode: Uint8Array;
  incoming?: DirectionScratch;
  outgoing?: DirectionScratch;
  originMark: Int32Array;
  stamp: number;
  /** Sink of the loads that fetch memory ahead of use (stored so the loads are not optimised away). */
  ahead: number;
  entityDirect: Float64Array;
  entityIndirect: Float64Array;
  entityMark: Int32Array;
  /** Pushes queued by a batched trace: block of the receiving node, USD. */
  pushBlock: Int32Array;
  pushValue: Float64Array;
};

/** Pushes queued before they are added (12 bytes each: they stay in the L1/L2 cache). */
export const PUSH_BATCH = 2048;
/** Frontier nodes fetched per stretch by a batched trace (a power of two). */
export const TOUCH_CHUNK = 64;
/**
 * Block memory per side above which the trace is batched: twice the 32 MiB last-level cache of the bench machine
 * (measured break-even: about 2·10^6 transfers on the benchmark graph, ~43 MiB per side).
 */
const BATCHED_ABOVE_BYTES = 64 * 2 ** 20;

// Sized to the graph and reused between calls: allocating (and zeroing) O(nodes) memory per origin would cost
// more than the trace itself on big graphs. Calls are synchronous, so sharing is safe.
const scratchByAttribution = new WeakMap<TraceAttribution, TraceScratch>();

export function traceScratch(attribution: TraceAttribution): TraceScratch {
  let scratch = scratchByAttribution.get(attribution);
  if (!scratch) {
    const e = attribution.entityCount;
    const endCode = new Uint8Array(attribution.graph.nodeCount);
    attribution.nodeClass.forEach((cls, x) => {
      endCode[x] = cls >= 0 ? END_ATTRIBUTED : cls === MEGAHUB_END ? END_MEGAHUB : END_HOP_LIMIT;
    });
    scratch = {
      endCode,
      originMark: new Int32Array(attribution.graph.nodeCount),
      stamp: 0,
      ahead: 0,
      entityDirect: new Float64Array(e),
      entityIndirect: new Float64Array(e),
      entityMark: new Int32Array(e),
      pushBlock: new Int32Array(PUSH_BATCH),
      pushValue: new Float64Array(PUSH_BATCH),
    };
    scratchByAttribution.set(attribution, scratch);
  }
  return scratch;
}

/**
 * Reserves `count` fresh stamps. Stamps mark "queued for this layer" without clearing arrays between traces; when
 * the counter nears the Int32 limit, every stamp field is cleared once and counting restarts.
 */
export function reserveStamps(scratch: TraceScratch, count: number): void {
  if (scratch.stamp + count < 2 ** 31 - 1) return;
  scratch.stamp = 0;
  scratch.originMark.fill(0);
  scratch.entityMark.fill(0);
  for (const direction of [scratch.incoming, scratch.outgoing]) {
    if (!direction) continue;
    const stamps = direction.blocks.i;
    for (const b of direction.blockOf) stamps[2 * b + 4] = 0;
  }
}

/**
 * Builds the trace's working memory for both directions now rather than on the first trace (O(nodes + pairs);
 * worth calling once after loading a big graph so the first screening is not the slow one).
 */
export function prepareTrace(attribution: TraceAttribution): void {
  const scratch = traceScratch(attribution);
  directionScratch(scratch, attribution, 'incoming');
  directionScratch(scratch, attribution, 'outgoing');
}

export function directionScratch(
  scratch: TraceScratch,
  attribution: TraceAttribution,
  direction: ExposureDirection,
): DirectionScratch {
  const existing = scratch[direction];
  if (existing) return existing;
  const graph = attribution.graph;
  const adjacency = direction === 'incoming' ? graph.incoming : graph.outgoing;
  const n = graph.nodeCount;
  const { blocks, blockOf } = nodeBlocks(attribution, adjacency, scratch.endCode);
  const created: DirectionScratch = {
    blocks,
    blockOf,
    batched: blocks.f.byteLength > BATCHED_ABOVE_BYTES,
    frontA: new Int32Array(n),
    frontB: new Int32Array(n),
  };
  scratch[direction] = created;
  return created;
}

function nodeBlocks(attribution: TraceAttribution, adjacency: Adjacency, endCode: Uint8Array) {
  const n = attribution.graph.nodeCount;
  if (n >= 2 ** 29) throw new RangeError('A flow graph holds at most 2^29 addresses');
  const nodeClass = attribution.nodeClass;
  const passThrough = PASS_THROUGH;
  const followable = (x: number) =>
    nodeClass[x] === passThrough ? adjacency.segments[2 * x + 1]! - adjacency.segments[2 * x]! : 0;
  let size = 2; // two spare slots: reading just past the last block (to fetch it ahead) stays in range
  for (let x = 0; x < n; x++) size += BLOCK_HEADER + 2 * followable(x);
  const buffer = new ArrayBuffer(size * 8);
  const f = new Float64Array(buffer);
  const i = new Int32Array(buffer);
  const blockOf = new Int32Array(n);
  for (let x = 0, b = 0; x < n; x++) {
    blockOf[x] = b;
    b += BLOCK_HEADER + 2 * followable(x);
  }
  for (let x = 0; x < n; x++) {
    const block = blockOf[x]!;
    const flow = adjacency.totals[2 * x]!;
    const cls = nodeClass[x]!;
    let blockClass = cls;
    if (cls === PASS_THROUGH && !(flow > 0)) blockClass = DEAD_END;
    else if (cls === PASS_THROUGH && adjacency.totals[2 * x + 1]! < flow) blockClass = PASS_THROUGH_WITH_DUST;
    i[2 * block + 5] = blockClass;
    i[2 * block + 6] = block + BLOCK_HEADER + 2 * followable(x);
    i[2 * block + 7] = x;
    if (cls >= 0) i[2 * block + 8] = attribution.categoryMask[x]!;
    else {
      f[block + 4] = flow;
      // The expression the trace used to evaluate per node, so the dust it books is bit-for-bit the same.
      if (flow > 0) f[block + 5] = (flow - adjacency.totals[2 * x + 1]!) / flow;
    }
    const pairs = adjacency.segments[2 * x]!;
    let q = block + BLOCK_HEADER;
    for (let p = pairs; p < pairs + followable(x); p++, q += 2) {
      const y = adjacency.neighbours[p]!;
      i[2 * q] = blockOf[y]!;
      i[2 * q + 1] = (y << 2) | endCode[y]!;
      f[q + 1] = adjacency.traced[p]!;
    }
  }
  return { blocks: { f, i }, blockOf };
}
