import { TAG_CATEGORIES } from '@riskscreen/shared';
import { MEGAHUB_END, type TraceAttribution } from './attribution.ts';
import type { Adjacency } from './flow-graph.ts';
import {
  BLOCK_HEADER,
  DEAD_END,
  directionScratch,
  END_HOP_LIMIT,
  END_MEGAHUB,
  type NodeBlocks,
  PASS_THROUGH_WITH_DUST,
  reserveStamps,
  TOUCH_CHUNK,
  traceScratch,
} from './trace-scratch.ts';
import { type ExposureDirection, UNKNOWN_REASONS, type UnknownReason } from './types.ts';

/** How many frontier nodes ahead the trace fetches a node's pairs (far enough to hide a miss, near enough to hit). */
const FETCH_AHEAD = 4;
const CATEGORY_COUNT = TAG_CATEGORIES.length;
const REASON = Object.fromEntries(UNKNOWN_REASONS.map((reason, i) => [reason, i])) as Record<
  UnknownReason,
  number
>;
// Plain constants for the hot loop (a keyed lookup per node is measurable).
const REASON_HOP_LIMIT = REASON.hop_limit;
const REASON_MEGAHUB = REASON.megahub;
const REASON_DEAD_END = REASON.dead_end;
const REASON_BELOW_MINIMUM = REASON.below_minimum;
const REASON_RETURNED = REASON.returned_to_origin;
/** Exposure-type slot: 0 direct (hop 1), 1 indirect (hop ≥ 2). */
const DIRECT = 0;
const INDIRECT = 1;

/** Where a unit of value ended: an entity or an Unknown reason, and direct or indirect. */
export type FigureKey =
  | { kind: 'entity'; entity: number; slot: number }
  | { kind: 'unknown'; reason: number; slot: number };

/** Receives the trace's events to keep the best paths (explain mode only; the hot loop checks it per node). */
export type PathRecorder = {
  /** Hop 1: the pair (origin o, counterparty y) carries `traced` followable USD and `dust` USD not followed. */
  seed(origin: number, y: number, traced: number, dust: number, total: number): void;
  /** The paths reaching (x, hop) end here; `fraction` of their value goes to `key`. */
  end(x: number, hop: number, key: FigureKey, fraction: number): void;
  /** The paths reaching (x, hop) continue to each followable neighbour of x at hop + 1. */
  extend(x: number, hop: number, adjacency: Adjacency): void;
};

export type RawDirectionTrace = {
  direction: ExposureDirection;
  total: number;
  /** entity index → [direct, indirect]. */
  entityValues: Map<number, [number, number]>;
  /** [category i * 2 + slot]. */
  categoryValues: Float64Array;
  /** [reason i * 2 + slot]. */
  unknownValues: Float64Array;
  edgeVisits: number;
};

/**
 * Layered haircut propagation for one direction. Mass is aggregated per node per depth (never per path), so the
 * work is O(followable pairs × hops). Every unit of the origin's flow ends exactly once: at an attributed
 * address (exposure), or as Unknown with a reason, so direct + indirect + unknown = total.
 *
 * Indices read from the CSR arrays and node blocks are in range by construction, hence the `!` on reads.
 */
export function traceDirection(
  attribution: TraceAttribution,
  origin: readonly number[],
  direction: ExposureDirection,
  maxHops: number,
  recorder?: PathRecorder,
): RawDirectionTrace {
  const graph = attribution.graph;
  // Imported constants read in the hot loop, as locals: a loader may compile module imports to getter calls
  // (tsx does), which costs a call per read.
  const header = BLOCK_HEADER;
  const endHopLimit = END_HOP_LIMIT;
  const endMegahub = END_MEGAHUB;
  const passThroughWithDust = PASS_THROUGH_WITH_DUST;
  const megahubEnd = MEGAHUB_END;
  const deadEnd = DEAD_END;
  const adjacency = direction === 'incoming' ? graph.incoming : graph.outgoing;
  const { offsets, neighbours, value, traced } = adjacency;
  const s = traceScratch(attribution);
  const d = directionScratch(s, attribution, direction);
  const { originMark, entityMark, entityDirect, entityIndirect } = s;
  const { f: blockF, i: blockI } = d.blocks;
  // Graphs far bigger than the cache take the batched form of the layer loop (see DirectionScratch.batched).
  const touchMask = d.batched ? TOUCH_CHUNK - 1 : -1;
  const blockOf = d.blockOf;
  reserveStamps(s, maxHops + 2);
  const originStamp = ++s.stamp;
  for (const o of origin) originMark[o] = originStamp;
  // A single-address origin (the common case) is recognised without touching memory.
  const soleOrigin = origin.length === 1 ? origin[0]! : -1;
  const soleOriginBlock = soleOrigin >= 0 ? blockOf[soleOrigin]! : -1;
  const categoryValues = new Float64Array(CATEGORY_COUNT * 2);
  const unknownValues = new Float64Array(UNKNOWN_REASONS.length * 2);
  const touchedEntities: number[] = [];
  let edgeVisits = 0;
  const credit: Credit = {
    stamp: originStamp,
    entityMark,
    entityDirect,
    entityIndirect,
    touchedEntities,
    categoryValues,
  };

  let curFront = d.frontA;
  let nextFront = d.frontB;
  let curLen = 0;
  let total = 0;
  let dustTotal = 0;
  let ahead = 0;
  const { pushBlock, pushValue } = s;
  const pushBatch = pushBlock.length;
  let pending = 0;

  // Hop 1: the origin's own pairs (internal pairs between origin addresses are not flow of the origin).
  const firstStamp = ++s.stamp;
  const seen = origin.length > 1 ? new Set<number>() : undefined;
  for (const o of origin) {
    if (seen) {
      if (seen.has(o)) continue;
      seen.add(o);
    }
    const end = offsets[o + 1]!;
    edgeVisits += end - offsets[o]!;
    // The followable pairs come first in the segment and in the same order in o's block, which holds the
    // neighbours' blocks: reading them there saves a lookup per neighbour. Only addresses a trace can pass
    // through keep their pairs in their block; an attributed or megahub origin looks its neighbours' blocks up.
    const toBlockPair = 2 * (blockOf[o]! + header) - 4 * offsets[o]!;
    const pairsInBlock = blockI[2 * blockOf[o]! + 6]! > blockOf[o]! + header;
    for (let p = offsets[o]!; p < end; p++) {
      const y = neighbours[p]!;
      if (soleOrigin >= 0 ? y === soleOrigin : originMark[y] === originStamp) continue;
      const v = value[p]!;
      const t = traced[p]!;
      total += v;
      dustTotal += v - t;
      if (t > 0) {
        const yb = pairsInBlock ? blockI[toBlockPair + 4 * p]! : blockOf[y]!;
        if (touchMask >= 0) {
          if (pending === pushBatch) {
            curLen = applyPushes(d.blocks, pushBlock, pushValue, pending, firstStamp, 1, curFront, curLen);
            pending = 0;
          }
          pushBlock[pending] = yb;
          pushValue[pending++] = t;
          continue;
        }
        if (blockI[2 * yb + 4] !== firstStamp) {
          blockI[2 * yb + 4] = firstStamp;
          curFront[curLen++] = yb;
        }
        blockF[yb + 1]! += t; // hop 1 is odd
      }
    }
  }
  if (pending > 0) {
    curLen = applyPushes(d.blocks, pushBlock, pushValue, pending, firstStamp, 1, curFront, curLen);
    pending = 0;
  }
  unknownValues[REASON_BELOW_MINIMUM * 2 + DIRECT] = dustTotal;
  if (recorder) seedRecorder(recorder, origin, adjacency, originMark, originStamp, total);

  for (let hop = 1; hop <= maxHops && curLen > 0; hop++) {
    const slot = hop === 1 ? DIRECT : INDIRECT;
    const isLastHop = hop === maxHops;
    // Explain mode needs every (node, hop) queued, so it keeps the general path.
    const endsNextHop = hop + 1 === maxHops && !recorder;
    let returned = 0;
    let megahub = 0;
    let hopLimit = 0;
    const layerStamp = ++s.stamp;
    const curSlot = hop & 1;
    const nextSlot = curSlot ^ 1;
    let nextLen = 0;
    for (let k = 0; k < curLen; k++) {
      if (touchMask < 0) {
        // Fetch the pairs of a node a few places ahead now, so that cache miss overlaps with this node's work.
        if (k + FETCH_AHEAD < curLen) ahead ^= blockI[2 * (curFront[k + FETCH_AHEAD]! + header) + 2]!;
      } else if ((k & touchMask) === 0) {
        ahead ^= touchBlocks(blockI, curFront, k, Math.min(curLen, k + touchMask + 1), isLastHop);
      }
      const xb = curFront[k]!;
      const m = blockF[xb + curSlot]!;
      blockF[xb + curSlot] = 0;
      const cls = blockI[2 * xb + 5]!;
      const x = blockI[2 * xb + 7]!;
      const isOrigin = soleOrigin >= 0 ? xb === soleOriginBlock : originMark[x] === originStamp;
      let reason = -1;
      if (isOrigin) reason = REASON_RETURNED;
      else if (cls >= 0) {
        creditEntity(credit, cls, blockI[2 * xb + 8]!, slot, m);
        if (recorder) recorder.end(x, hop, { kind: 'entity', entity: cls, slot }, 1);
        continue;
      } else if (cls === megahubEnd) reason = REASON_MEGAHUB;
      else if (isLastHop) reason = REASON_HOP_LIMIT;
      else if (cls === deadEnd) reason = REASON_DEAD_END;
      if (reason >= 0) {
        unknownValues[reason * 2 + slot]! += m;
        if (recorder) recorder.end(x, hop, { kind: 'unknown', reason, slot }, 1);
        continue;
      }
      // Haircut: x's mass goes to each source (destination) in proportion to its share of x's flow.
      const f = m / blockF[xb + 4]!;
      const start = xb + header;
      const end = blockI[2 * xb + 6]!;
      edgeVisits += (end - start) >> 1;
      if (endsNextHop) {
        // Value pushed to the last hop ends there: account for it at once instead of queueing it. The pair
        // carries the neighbour's end code, so nothing about the neighbour is read unless it is attributed.
        for (let q = start; q < end; q += 2) {
          const v = blockF[q + 1]! * f;
          const yCode = blockI[2 * q + 1]!;
          const y = yCode >>> 2;
          const code = yCode & 3;
          if (soleOrigin >= 0 ? y === soleOrigin : originMark[y] === originStamp) returned += v;
          else if (code === endHopLimit) hopLimit += v;
          else if (code === endMegahub) megahub += v;
          else {
            const yb = blockI[2 * q]!;
            creditEntity(credit, blockI[2 * yb + 5]!, blockI[2 * yb + 8]!, INDIRECT, v);
          }
        }
      } else if (touchMask < 0) {
        for (let q = start; q < end; q += 2) {
          const yb = blockI[2 * q]!;
          if (blockI[2 * yb + 4] !== layerStamp) {
            blockI[2 * yb + 4] = layerStamp;
            nextFront[nextLen++] = yb;
          }
          blockF[yb + nextSlot]! += blockF[q + 1]! * f;
        }
      } else {
        // Queue the pushes and add them in a tight loop later, where their cache misses overlap.
        for (let q = start; q < end; q += 2) {
          if (pending === pushBatch) {
            nextLen = applyPushes(
              d.blocks,
              pushBlock,
              pushValue,
              pending,
              layerStamp,
              nextSlot,
              nextFront,
              nextLen,
            );
            pending = 0;
          }
          pushBlock[pending] = blockI[2 * q]!;
          pushValue[pending++] = blockF[q + 1]! * f;
        }
      }
      if (cls === passThroughWithDust) {
        const dust = m * blockF[xb + 5]!;
        unknownValues[REASON_BELOW_MINIMUM * 2 + INDIRECT]! += dust;
        if (recorder) {
          recorder.end(x, hop, { kind: 'unknown', reason: REASON_BELOW_MINIMUM, slot: INDIRECT }, dust / m);
        }
      }
      if (recorder) recorder.extend(x, hop, adjacency);
    }
    if (pending > 0) {
      nextLen = applyPushes(
        d.blocks,
        pushBlock,
        pushValue,
        pending,
        layerStamp,
        nextSlot,
        nextFront,
        nextLen,
      );
      pending = 0;
    }
    unknownValues[REASON_RETURNED * 2 + INDIRECT]! += returned;
    unknownValues[REASON_MEGAHUB * 2 + INDIRECT]! += megahub;
    unknownValues[REASON_HOP_LIMIT * 2 + INDIRECT]! += hopLimit;
    const swapFront = curFront;
    curFront = nextFront;
    nextFront = swapFront;
    curLen = nextLen;
  }

  s.ahead = ahead;
  const entityValues = new Map<number, [number, number]>();
  for (const e of touchedEntities) entityValues.set(e, [entityDirect[e]!, entityIndirect[e]!]);
  return { direction, total, entityValues, categoryValues, unknownValues, edgeVisits };
}

/**
 * Adds the queued pushes to their nodes in queue order (so every sum is bit-for-bit the one adding at once would
 * give), queueing each node the first time the layer reaches it. The loop is short and its loads independent, so
 * the processor keeps many of its cache misses in flight at once, which the per-node work in between prevents.
 */
function applyPushes(
  { f: blockF, i: blockI }: NodeBlocks,
  pushBlock: Int32Array,
  pushValue: Float64Array,
  count: number,
  layerStamp: number,
  nextSlot: number,
  nextFront: Int32Array,
  nextLen: number,
): number {
  for (let j = 0; j < count; j++) {
    const yb = pushBlock[j]!;
    if (blockI[2 * yb + 4] !== layerStamp) {
      blockI[2 * yb + 4] = layerStamp;
      nextFront[nextLen++] = yb;
    }
    blockF[yb + nextSlot]! += pushValue[j]!;
  }
  return nextLen;
}

/**
 * Reads one word of every cache line the layer is about to need for frontier nodes [from, to): their headers,
 * then (unless the layer is the last, which reads no pairs) their pairs. JavaScript has no prefetch instruction;
 * a load whose value is only XORed into a sink is the closest thing, and in a loop this short many of them are in
 * flight at once. The node work that follows then finds its data in the cache.
 */
function touchBlocks(
  blockI: Int32Array,
  front: Int32Array,
  from: number,
  to: number,
  headerOnly: boolean,
): number {
  let sum = 0;
  for (let k = from; k < to; k++) {
    const b = front[k]!;
    sum ^= blockI[2 * b]! ^ blockI[2 * b + 10]!; // first and last slot of the 48-byte header
  }
  if (headerOnly) return sum;
  for (let k = from; k < to; k++) {
    const b = front[k]!;
    const end = blockI[2 * b + 6]!;
    // Every 8th slot and the last one: each 64-byte line of the pairs, however the buffer is aligned.
    for (let q = b + 8; q < end; q += 8) sum ^= blockI[2 * q]!;
    sum ^= blockI[2 * end - 2]!;
  }
  return sum;
}

/** Where exposure to entities accumulates during one trace (a plain object: no closure per call). */
type Credit = {
  stamp: number;
  entityMark: Int32Array;
  entityDirect: Float64Array;
  entityIndirect: Float64Array;
  touchedEntities: number[];
  categoryValues: Float64Array;
};

/** Credits `m` to entity `cls` and to each category of `categoryMask` (both read from the node's block header). */
function creditEntity(credit: Credit, cls: number, categoryMask: number, slot: number, m: number): void {
  if (credit.entityMark[cls] !== credit.stamp) {
    credit.entityMark[cls] = credit.stamp;
    credit.entityDirect[cls] = 0;
    credit.entityIndirect[cls] = 0;
    credit.touchedEntities.push(cls);
  }
  if (slot === DIRECT) credit.entityDirect[cls]! += m;
  else credit.entityIndirect[cls]! += m;
  for (let mask = categoryMask, c = 0; mask !== 0; mask >>>= 1, c++) {
    if (mask & 1) credit.categoryValues[c * 2 + slot]! += m;
  }
}

function seedRecorder(
  recorder: PathRecorder,
  origin: readonly number[],
  adjacency: Adjacency,
  originMark: Int32Array,
  originStamp: number,
  total: number,
): void {
  const seen = new Set<number>();
  for (const o of origin) {
    if (seen.has(o)) continue;
    seen.add(o);
    for (let p = adjacency.offsets[o]!; p < adjacency.offsets[o + 1]!; p++) {
      const y = adjacency.neighbours[p]!;
      if (originMark[y] === originStamp) continue;
      const t = adjacency.traced[p]!;
      recorder.seed(o, y, t, adjacency.value[p]! - t, total);
    }
  }
}
