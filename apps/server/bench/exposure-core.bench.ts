import { cpus, loadavg } from 'node:os';
import {
  buildCompactFlowGraph,
  PASS_THROUGH,
  prepareTrace,
  type ResolvedAttribution,
  resolveAttribution,
  traceDirection,
  traceExposure,
} from '@riskscreen/engine';
import { type BenchGraph, generateBenchGraph } from './exposure-bench-graph.ts';
import { openSqlBench, type SqlBench } from './exposure-bench-sql.ts';
import { random } from './harness/random.ts';

/**
 * Exposure core benchmark: edge visits per second of the layered haircut on synthetic power-law graphs, and the
 * same computation as a recursive SQL query in PostgreSQL. Sizes: BENCH_EXPOSURE_SIZES (default 1e5,1e6,1e7);
 * the SQL side runs up to BENCH_EXPOSURE_SQL_MAX transfers (default 1e6).
 */
const TARGET_VISITS_PER_SECOND = 20e6;
const TARGET_SQL_RATIO = 20;
const MIN_EDGE_USD = 10;
const MEGAHUB_DEGREE = 1000;
const SQL_HOPS = 3;
const BATCHES = 8;
const BATCH_SECONDS = 0.5;

const log = (line: string) => console.log(line);

export async function run(): Promise<void> {
  const sizes = (process.env.BENCH_EXPOSURE_SIZES ?? '1e5,1e6,1e7').split(',').map(Number);
  const sqlMax = Number(process.env.BENCH_EXPOSURE_SQL_MAX ?? 1e6);
  const summary: string[] = [];
  let isOk = true;
  for (const size of sizes) {
    log(`\n== exposure core: ${size.toExponential(0)} transfers ==`);
    let started = performance.now();
    const bench = generateBenchGraph(size);
    log(`    generated ${bench.addresses.length.toLocaleString()} addresses in ${seconds(started)} s`);
    started = performance.now();
    const graph = buildCompactFlowGraph(bench.transfers, bench.addresses, {
      minEdgeUsd: MIN_EDGE_USD,
      megahubDegree: MEGAHUB_DEGREE,
    });
    log(`    CSR graph: ${graph.pairCount.toLocaleString()} address pairs, built in ${seconds(started)} s`);
    started = performance.now();
    const attribution = resolveAttribution(graph, bench.labels);
    const megahubs = graph.isMegahub.reduce((sum, flag) => sum + flag, 0);
    prepareTrace(attribution);
    log(
      `    attribution: ${bench.labels.size.toLocaleString()} labelled addresses, ${megahubs} megahubs, ` +
        `trace memory prepared, ${seconds(started)} s; rss ${(process.memoryUsage().rss / 2 ** 30).toFixed(2)} GiB`,
    );
    for (const maxHops of [3, 6]) {
      checkVisitCount(attribution, bench, maxHops);
      const figure = measureCore(attribution, bench, maxHops);
      const line =
        `${size.toExponential(0)} transfers, ${maxHops} hops: propagation over ${figure.origins} traces ` +
        `(both directions, ${fmt(figure.visits)} edge visits): median batch ${fmt(figure.median)} visits/CPU-s, ` +
        `best ${fmt(figure.best)}, ${fmt(figure.perWallSecond)}/wall-s | full result (traceExposure): ` +
        `${figure.fullCpuMsPerOrigin.toFixed(3)} CPU-ms/origin, ${fmt(figure.fullPerSecond)} visits/CPU-s`;
      log(`    core ${line}`);
      summary.push(`core  ${line}`);
      if (figure.best < TARGET_VISITS_PER_SECOND) isOk = false;
    }
    if (size <= sqlMax) {
      const line = await compareWithSql(bench, attribution);
      summary.push(`sql   ${size.toExponential(0)} transfers, ${SQL_HOPS} hops: ${line.text}`);
      if (line.ratio < TARGET_SQL_RATIO || line.maxRelativeDifference > 1e-9) isOk = false;
    }
  }
  log('\n== exposure core summary ==');
  log(
    `  load average during the run: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
  for (const line of summary) log(`  ${line}`);
  log(
    `  targets (best batch): ≥ ${fmt(TARGET_VISITS_PER_SECOND)} visits/CPU-s and ≥ ${TARGET_SQL_RATIO}× recursive SQL: ` +
      (isOk ? 'met' : 'NOT MET'),
  );
}

/** Origins: half drawn by activity (the receiver of a random transfer), half uniformly among active addresses. */
function sampleOrigins(
  bench: BenchGraph,
  attribution: ResolvedAttribution,
  count: number,
  seed: number,
): number[] {
  const rnd = random(seed);
  const { graph } = attribution;
  const origins: number[] = [];
  const transfers = bench.transfers.to.length;
  while (origins.length < count) {
    if (origins.length % 2 === 0)
      origins.push(graph.nodeOfInput[bench.transfers.to[Math.floor(rnd() * transfers)]!]!);
    else {
      const x = Math.floor(rnd() * graph.nodeCount);
      const degree = graph.incoming.offsets[x + 1]! - graph.incoming.offsets[x]!;
      if (degree > 0) origins.push(x);
    }
  }
  return origins;
}

/**
 * The figures divide edge visits by CPU time, so the count must be honest: recount, for a sample of traces, the
 * adjacency entries a trace has to read with a plain layered walk (every pair of the origin, then every followable
 * pair of each distinct pass-through address reached before the last hop) and require the core's count to match.
 */
function checkVisitCount(attribution: ResolvedAttribution, bench: BenchGraph, maxHops: number): void {
  const { graph, nodeClass } = attribution;
  const origins = sampleOrigins(bench, attribution, 50, 3 + maxHops);
  for (const o of origins) {
    for (const direction of ['incoming', 'outgoing'] as const) {
      const adjacency = direction === 'incoming' ? graph.incoming : graph.outgoing;
      const followable = (x: number, visit: (y: number) => void) => {
        for (let p = adjacency.segments[2 * x]!; p < adjacency.segments[2 * x + 1]!; p++) {
          visit(adjacency.neighbours[p]!);
        }
      };
      let expected = adjacency.offsets[o + 1]! - adjacency.offsets[o]!;
      let layer = new Set<number>();
      followable(o, (y) => y !== o && layer.add(y));
      for (let hop = 1; hop < maxHops; hop++) {
        const next = new Set<number>();
        for (const x of layer) {
          if (x === o || nodeClass[x] !== PASS_THROUGH) continue;
          followable(x, (y) => {
            expected++;
            next.add(y);
          });
        }
        layer = next;
      }
      const counted = traceDirection(attribution, [o], direction, maxHops).edgeVisits;
      if (counted !== expected) {
        throw new Error(
          `Edge visit count of ${direction} trace from ${o}: core ${counted}, recount ${expected}`,
        );
      }
    }
  }
}

/** Wall-clock and CPU time of this process (CPU time is the fair figure when other work shares the machine). */
function stopwatch() {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(cpu);
    return { wall: (performance.now() - wall) / 1000, cpu: (used.user + used.system) / 1e6 };
  };
}

/**
 * The propagation (traceDirection, both directions) in batches of origins, keeping each batch's rate: the median
 * says what a typical stretch got, the best what the code does when other processes leave the CPU and its caches
 * alone (this machine is shared). Then the full result (traceExposure: propagation + summary rows + category
 * totals) per origin, the latency a screening pays.
 */
function measureCore(attribution: ResolvedAttribution, bench: BenchGraph, maxHops: number) {
  const addresses = attribution.graph.addresses;
  const origins = sampleOrigins(bench, attribution, 20_000, 7 + maxHops);
  const propagate = (o: number) =>
    traceDirection(attribution, [o], 'incoming', maxHops).edgeVisits +
    traceDirection(attribution, [o], 'outgoing', maxHops).edgeVisits;
  for (const o of origins.slice(0, 200)) propagate(o); // JIT warm-up
  const rates: number[] = [];
  let visits = 0;
  let done = 0;
  const stop = stopwatch();
  while (rates.length < BATCHES) {
    const batch = stopwatch();
    let batchVisits = 0;
    while (batch().wall < BATCH_SECONDS) batchVisits += propagate(origins[done++ % origins.length]!);
    rates.push(batchVisits / batch().cpu);
    visits += batchVisits;
  }
  const time = stop();
  rates.sort((a, b) => a - b);

  for (const o of origins.slice(0, 200)) traceExposure(attribution, [addresses[o]!], { maxHops });
  const full = stopwatch();
  let fullOrigins = 0;
  let fullVisits = 0;
  while (fullOrigins < origins.length && full().wall < 2) {
    const result = traceExposure(attribution, [addresses[origins[fullOrigins++]!]!], { maxHops });
    fullVisits += result.incoming.edgeVisits + result.outgoing.edgeVisits;
  }
  const fullTime = full();
  return {
    origins: done,
    visits,
    ...time,
    median: rates[Math.floor(rates.length / 2)]!,
    best: rates[rates.length - 1]!,
    perWallSecond: visits / time.wall,
    fullCpuMsPerOrigin: (fullTime.cpu / fullOrigins) * 1000,
    fullPerSecond: fullVisits / fullTime.cpu,
  };
}

async function compareWithSql(bench: BenchGraph, attribution: ResolvedAttribution) {
  const sql = await openSqlBench(
    bench,
    attribution.graph.nodeOfInput,
    attribution.nodeClass,
    MIN_EDGE_USD,
    log,
  );
  try {
    const rnd = random(99);
    const origins: number[] = [];
    const { offsets } = attribution.graph.incoming;
    while (origins.length < 20) {
      const x = Math.floor(rnd() * attribution.graph.nodeCount);
      if (offsets[x + 1]! > offsets[x]!) origins.push(x);
    }
    await sql.traceIncoming(origins[0]!, SQL_HOPS); // warm the buffer cache and the plan
    let maxDifference = 0;
    let maxRelativeDifference = 0;
    let visits = 0;
    for (const o of origins) {
      const fromSql = await sql.traceIncoming(o, SQL_HOPS);
      const core = traceDirection(attribution, [o], 'incoming', SQL_HOPS);
      visits += core.edgeVisits;
      const pairs: [number, number][] = [[core.total, fromSql.total]];
      for (const key of new Set([...core.entityValues.keys(), ...fromSql.entityValues.keys()])) {
        const a = core.entityValues.get(key) ?? [0, 0];
        const b = fromSql.entityValues.get(key) ?? [0, 0];
        pairs.push([a[0], b[0]], [a[1], b[1]]);
      }
      for (const [a, b] of pairs) {
        maxDifference = Math.max(maxDifference, Math.abs(a - b));
        maxRelativeDifference = Math.max(maxRelativeDifference, Math.abs(a - b) / Math.max(1, Math.abs(a)));
      }
    }
    const sqlTime = await timeSql(sql, origins);
    const coreTime = timeCore(attribution, origins);
    const wallRatio = sqlTime.wall / coreTime.wall;
    const cpuRatio = sqlTime.cpu === undefined ? undefined : sqlTime.cpu / coreTime.cpu;
    const perOrigin = (secondsPerRound: number) => ((secondsPerRound / origins.length) * 1000).toFixed(3);
    const text =
      `${origins.length} origins (incoming): core ${fmt(visits / coreTime.cpu)} visits/CPU-s ` +
      `(${fmt(visits / coreTime.wall)}/wall-s, ${perOrigin(coreTime.wall)} ms/origin) | recursive SQL ` +
      (sqlTime.cpu === undefined ? '' : `${fmt(visits / sqlTime.cpu)} visits/CPU-s `) +
      `(${fmt(visits / sqlTime.wall)}/wall-s, ${perOrigin(sqlTime.wall)} ms/origin) | core faster: ` +
      `${wallRatio.toFixed(0)}× wall` +
      (cpuRatio === undefined ? '' : `, ${cpuRatio.toFixed(0)}× CPU`) +
      ` | max difference $${maxDifference.toExponential(2)} (relative ${maxRelativeDifference.toExponential(2)})`;
    log(`    ${text}`);
    return { text, ratio: Math.min(wallRatio, cpuRatio ?? wallRatio), maxRelativeDifference };
  } finally {
    await sql.close();
  }
}

/** SQL time per round of the origins (backend CPU from /proc when the server is local). */
async function timeSql(sql: SqlBench, origins: readonly number[]) {
  let rounds = 0;
  const cpuBefore = sql.backendCpuSeconds();
  const started = performance.now();
  while (performance.now() - started < 2000 || rounds < 1) {
    for (const o of origins) await sql.traceIncoming(o, SQL_HOPS);
    rounds++;
  }
  const wall = (performance.now() - started) / 1000 / rounds;
  const cpuAfter = sql.backendCpuSeconds();
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / rounds;
  return { wall, cpu };
}

/** Core time per round of the same origins, repeated until the clock reads something meaningful. */
function timeCore(attribution: ResolvedAttribution, origins: readonly number[]) {
  let rounds = 0;
  const stop = stopwatch();
  const started = performance.now();
  while (performance.now() - started < 1000 || rounds < 3) {
    for (const o of origins) traceDirection(attribution, [o], 'incoming', SQL_HOPS);
    rounds++;
  }
  const time = stop();
  return { wall: time.wall / rounds, cpu: time.cpu / rounds };
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

function fmt(value: number): string {
  if (value >= 1e6) return `${(value / 1e6).toFixed(1)}M`;
  if (value >= 1e3) return `${(value / 1e3).toFixed(1)}k`;
  return value.toFixed(0);
}
