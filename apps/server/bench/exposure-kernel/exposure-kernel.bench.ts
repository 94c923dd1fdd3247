import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  buildCompactFlowGraph,
  type ExposureDirection,
  MEGAHUB_END,
  prepareTrace,
  type ResolvedAttribution,
  resolveAttribution,
  traceDirection,
  UNKNOWN_REASONS,
} from '@riskscreen/engine';
import { DEAD_END, PASS_THROUGH_WITH_DUST, traceScratch } from '@riskscreen/engine/exposure/trace-scratch';
import { TAG_CATEGORIES } from '@riskscreen/shared';
import { generateBenchGraph } from '../exposure-bench-graph.ts';
import { random } from '../harness/random.ts';

/**
 * The compiled kernel against the JavaScript core (decision 0052): the layer loop of traceDirection in C built to
 * WebAssembly (trace-hops.c, Debian's clang and lld), over the same node blocks copied into its linear memory, the
 * first hop seeded from JavaScript as the core does. Every origin's result is checked equal to the JavaScript's,
 * then both are timed in alternating batches (edge visits per CPU-second, as `bench -- exposure` counts them).
 * BENCH_EXPOSURE_SIZES as there (default 1e7 only).
 */
const BATCHES = 8;
const BATCH_SECONDS = 0.5;
const MIN_EDGE_USD = 10;
const MEGAHUB_DEGREE = 1000;
const REASON = Object.fromEntries(UNKNOWN_REASONS.map((r, i) => [r, i])) as Record<
  (typeof UNKNOWN_REASONS)[number],
  number
>;

type Hops = (...args: number[]) => void;
type Side = {
  F: Float64Array;
  I: Int32Array;
  fPtr: number;
  frontA: Int32Array;
  frontAPtr: number;
  frontBPtr: number;
};
type Kernel = {
  hops: Hops;
  sides: Record<ExposureDirection, Side>;
  stamp: number;
  originMark: Int32Array;
  originMarkPtr: number;
  unknown: Float64Array;
  unknownPtr: number;
  categories: Float64Array;
  categoriesPtr: number;
  entityMarkPtr: number;
  entityDirect: Float64Array;
  entityDirectPtr: number;
  entityIndirect: Float64Array;
  entityIndirectPtr: number;
  touched: Int32Array;
  touchedPtr: number;
  io: Int32Array;
  ioPtr: number;
  constsPtr: number;
};

export async function run(): Promise<void> {
  const wasm = buildKernel();
  if (!wasm) return;
  const sizes = (process.env.BENCH_EXPOSURE_SIZES ?? '1e7').split(',').map(Number);
  for (const size of sizes) {
    console.log(`\n== exposure kernel: ${size.toExponential(0)} transfers ==`);
    const bench = generateBenchGraph(size);
    const graph = buildCompactFlowGraph(bench.transfers, bench.addresses, {
      minEdgeUsd: MIN_EDGE_USD,
      megahubDegree: MEGAHUB_DEGREE,
    });
    const attribution = resolveAttribution(graph, bench.labels);
    prepareTrace(attribution);
    const kernel = await loadKernel(wasm, attribution);
    const origins = sampleOrigins(attribution, bench.transfers.to, 20_000, 11);
    for (const maxHops of [3, 6]) {
      const checked = checkEqual(kernel, attribution, origins.slice(0, 300), maxHops);
      const js = (o: number) =>
        traceDirection(attribution, [o], 'incoming', maxHops).edgeVisits +
        traceDirection(attribution, [o], 'outgoing', maxHops).edgeVisits;
      const compiled = (o: number) =>
        traceKernel(kernel, attribution, o, 'incoming', maxHops).edgeVisits +
        traceKernel(kernel, attribution, o, 'outgoing', maxHops).edgeVisits;
      const rates = { js: [] as number[], wasm: [] as number[] };
      let next = 0;
      for (let b = 0; b < BATCHES; b++) {
        rates.js.push(batchRate(js, origins, next));
        rates.wasm.push(batchRate(compiled, origins, next));
        next += 500;
      }
      const line = (name: string, values: number[]) => {
        const sorted = [...values].sort((a, b) => a - b);
        return `${name} median ${fmt(sorted[Math.floor(sorted.length / 2)] as number)}, best ${fmt(sorted[sorted.length - 1] as number)}`;
      };
      console.log(
        `    ${maxHops} hops (${checked} origins equal bit for bit): visits/CPU-s ${line('JavaScript', rates.js)} | ` +
          `${line('WebAssembly (C)', rates.wasm)}; load average ${loadavg()
            .map((l) => l.toFixed(1))
            .join(' ')} on ${cpus().length} cores`,
      );
    }
  }
}

/** Builds trace-hops.wasm into a temporary folder; undefined (and why) without clang and lld. */
function buildKernel(): Buffer | undefined {
  const out = join(mkdtempSync(join(tmpdir(), 'rs-kernel-')), 'trace-hops.wasm');
  try {
    execFileSync(resolve(import.meta.dirname, 'build.sh'), [out], { stdio: 'pipe' });
  } catch (error) {
    console.log(`    the kernel could not be built (apt-get install clang lld): ${(error as Error).message}`);
    return undefined;
  }
  return readFileSync(out);
}

async function loadKernel(wasm: Buffer, attribution: ResolvedAttribution): Promise<Kernel> {
  const n = attribution.graph.nodeCount;
  const e = Math.max(1, attribution.entities.length);
  const scratch = traceScratch(attribution);
  const incoming = scratch.incoming;
  const outgoing = scratch.outgoing;
  if (!incoming || !outgoing) throw new Error('prepareTrace first');
  const bytes =
    [incoming, outgoing].reduce((sum, d) => sum + d.blocks.f.byteLength + 8 * n + 64, 0) + 32 * e + 8 * n;
  const memory = new WebAssembly.Memory({
    initial: Math.ceil((bytes + 2 ** 20) / 65536) + 16,
    maximum: 65536,
  });
  const instance = await WebAssembly.instantiate(new WebAssembly.Module(new Uint8Array(wasm)), {
    env: { memory },
  });
  const exports = instance.exports as { heap_base: () => number; hops: Hops };
  let top = Math.ceil(exports.heap_base() / 8) * 8;
  const alloc = (size: number) => {
    const at = top;
    top += Math.ceil(size / 8) * 8;
    return at;
  };
  const side = (d: typeof incoming): Side => {
    const fPtr = alloc(d.blocks.f.byteLength);
    const F = new Float64Array(memory.buffer, fPtr, d.blocks.f.length);
    F.set(d.blocks.f);
    const frontAPtr = alloc(4 * n);
    const frontBPtr = alloc(4 * n);
    return {
      F,
      I: new Int32Array(memory.buffer, fPtr, 2 * d.blocks.f.length),
      fPtr,
      frontA: new Int32Array(memory.buffer, frontAPtr, n),
      frontAPtr,
      frontBPtr,
    };
  };
  const sides = { incoming: side(incoming), outgoing: side(outgoing) };
  const originMarkPtr = alloc(4 * n);
  const unknownPtr = alloc(8 * UNKNOWN_REASONS.length * 2);
  const categoriesPtr = alloc(8 * TAG_CATEGORIES.length * 2);
  const entityMarkPtr = alloc(4 * e);
  const entityDirectPtr = alloc(8 * e);
  const entityIndirectPtr = alloc(8 * e);
  const touchedPtr = alloc(4 * e);
  const ioPtr = alloc(16);
  const constsPtr = alloc(32);
  new Int32Array(memory.buffer, constsPtr, 8).set([
    MEGAHUB_END,
    DEAD_END,
    PASS_THROUGH_WITH_DUST,
    REASON.hop_limit,
    REASON.megahub,
    REASON.dead_end,
    REASON.below_minimum,
    REASON.returned_to_origin,
  ]);
  return {
    hops: exports.hops,
    sides,
    // Above every stamp left in the copied blocks.
    stamp: scratch.stamp + 1,
    originMark: new Int32Array(memory.buffer, originMarkPtr, n),
    originMarkPtr,
    unknown: new Float64Array(memory.buffer, unknownPtr, UNKNOWN_REASONS.length * 2),
    unknownPtr,
    categories: new Float64Array(memory.buffer, categoriesPtr, TAG_CATEGORIES.length * 2),
    categoriesPtr,
    entityMarkPtr,
    entityDirect: new Float64Array(memory.buffer, entityDirectPtr, e),
    entityDirectPtr,
    entityIndirect: new Float64Array(memory.buffer, entityIndirectPtr, e),
    entityIndirectPtr,
    touched: new Int32Array(memory.buffer, touchedPtr, e),
    touchedPtr,
    io: new Int32Array(memory.buffer, ioPtr, 4),
    ioPtr,
    constsPtr,
  };
}

/** traceDirection for one origin address: the first hop here (as the core seeds it), the layers in the kernel. */
function traceKernel(
  k: Kernel,
  attribution: ResolvedAttribution,
  o: number,
  direction: ExposureDirection,
  maxHops: number,
) {
  const adjacency = direction === 'incoming' ? attribution.graph.incoming : attribution.graph.outgoing;
  const d = traceScratch(attribution)[direction];
  if (!d) throw new Error('prepareTrace first');
  const blockOf = d.blockOf;
  const { offsets, neighbours, value, traced } = adjacency;
  const { F, I, frontA } = k.sides[direction];
  const originStamp = ++k.stamp;
  k.originMark[o] = originStamp;
  const firstStamp = ++k.stamp;
  k.unknown.fill(0);
  k.categories.fill(0);
  let total = 0;
  let dust = 0;
  let curLen = 0;
  const end = offsets[o + 1] as number;
  let visits = end - (offsets[o] as number);
  const toBlockPair = 2 * ((blockOf[o] as number) + 6) - 4 * (offsets[o] as number);
  const pairsInBlock = (I[2 * (blockOf[o] as number) + 6] as number) > (blockOf[o] as number) + 6;
  for (let p = offsets[o] as number; p < end; p++) {
    const y = neighbours[p] as number;
    if (y === o) continue;
    const v = value[p] as number;
    const t = traced[p] as number;
    total += v;
    dust += v - t;
    if (t > 0) {
      const yb = pairsInBlock ? (I[toBlockPair + 4 * p] as number) : (blockOf[y] as number);
      if (I[2 * yb + 4] !== firstStamp) {
        I[2 * yb + 4] = firstStamp;
        frontA[curLen++] = yb;
      }
      F[yb + 1] = (F[yb + 1] as number) + t;
    }
  }
  k.unknown[REASON.below_minimum * 2] = dust;
  k.io[0] = curLen;
  k.io[1] = k.stamp;
  const side = k.sides[direction];
  k.hops(
    side.fPtr,
    side.frontAPtr,
    side.frontBPtr,
    maxHops,
    o,
    blockOf[o] as number,
    k.originMarkPtr,
    originStamp,
    k.unknownPtr,
    k.categoriesPtr,
    k.entityMarkPtr,
    k.entityDirectPtr,
    k.entityIndirectPtr,
    k.touchedPtr,
    originStamp,
    k.ioPtr,
    k.constsPtr,
  );
  k.stamp = k.io[1] as number;
  visits += k.io[3] as number;
  const entityValues = new Map<number, [number, number]>();
  for (let t = 0; t < (k.io[2] as number); t++) {
    const entity = k.touched[t] as number;
    entityValues.set(entity, [k.entityDirect[entity] as number, k.entityIndirect[entity] as number]);
  }
  return { total, edgeVisits: visits, unknownValues: k.unknown, categoryValues: k.categories, entityValues };
}

/** Every figure of the kernel's trace equals the JavaScript's exactly (===, not within a tolerance). */
function checkEqual(k: Kernel, attribution: ResolvedAttribution, origins: number[], maxHops: number): number {
  for (const o of origins) {
    for (const direction of ['incoming', 'outgoing'] as const) {
      const js = traceDirection(attribution, [o], direction, maxHops);
      const wasm = traceKernel(k, attribution, o, direction, maxHops);
      const same =
        js.total === wasm.total &&
        js.edgeVisits === wasm.edgeVisits &&
        js.unknownValues.every((v, i) => v === wasm.unknownValues[i]) &&
        js.categoryValues.every((v, i) => v === wasm.categoryValues[i]) &&
        js.entityValues.size === wasm.entityValues.size &&
        [...js.entityValues].every(([e, [a, b]]) => {
          const other = wasm.entityValues.get(e);
          return other?.[0] === a && other[1] === b;
        });
      if (!same) throw new Error(`The kernel's ${direction} trace from ${o} differs from the JavaScript's`);
    }
  }
  return origins.length;
}

function batchRate(propagate: (o: number) => number, origins: number[], from: number): number {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  let visits = 0;
  for (let i = from; performance.now() - wall < BATCH_SECONDS * 1000; i++) {
    visits += propagate(origins[i % origins.length] as number);
  }
  const used = process.cpuUsage(cpu);
  return visits / ((used.user + used.system) / 1e6);
}

function sampleOrigins(
  attribution: ResolvedAttribution,
  to: Int32Array,
  count: number,
  seed: number,
): number[] {
  const rnd = random(seed);
  const { graph } = attribution;
  const origins: number[] = [];
  while (origins.length < count) {
    if (origins.length % 2 === 0)
      origins.push(graph.nodeOfInput[to[Math.floor(rnd() * to.length)] as number] as number);
    else {
      const x = Math.floor(rnd() * graph.nodeCount);
      if ((graph.incoming.offsets[x + 1] as number) > (graph.incoming.offsets[x] as number)) origins.push(x);
    }
  }
  return origins;
}

function fmt(value: number): string {
  return `${(value / 1e6).toFixed(1)}M`;
}
