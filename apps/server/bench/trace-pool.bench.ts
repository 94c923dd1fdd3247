import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildCompactFlowGraph, type ResolvedAttribution, resolveAttribution } from '@riskscreen/engine';
import { createExposureTracer, type ExposureTracer } from '../src/modules/exposure/index.ts';
import { generateBenchGraph } from './exposure-bench-graph.ts';
import { random } from './harness/random.ts';

/**
 * Address traces (the full result, as screening asks for it) on the event loop and on the trace pool with 1 and 2
 * threads, over one synthetic graph (BENCH_TRACE_POOL_SIZE transfers, default 10^6): traces per second with
 * BENCH_TRACE_POOL_CONCURRENCY traces in flight (default 8), latency per trace, and how busy the event loop was
 * (its utilisation: what is left for parsing, routing and answering). Named apart from `-- exposure` on purpose.
 */
const SECONDS = Number(process.env.BENCH_TRACE_POOL_SECONDS ?? 8);
const MAX_HOPS = 3;

export async function run(): Promise<void> {
  const size = Number(process.env.BENCH_TRACE_POOL_SIZE ?? 1e6);
  const concurrency = Number(process.env.BENCH_TRACE_POOL_CONCURRENCY ?? 8);
  const bench = generateBenchGraph(size);
  const graph = buildCompactFlowGraph(bench.transfers, bench.addresses, {
    minEdgeUsd: 10,
    megahubDegree: 1000,
  });
  const attribution = resolveAttribution(graph, bench.labels);
  const rnd = random(5);
  const origins = Array.from(
    { length: 5000 },
    () => graph.addresses[graph.nodeOfInput[bench.transfers.to[Math.floor(rnd() * size)]!]!]!,
  );
  console.log(
    `\n== trace pool: ${size.toExponential(0)} transfers, ${MAX_HOPS} hops, ${concurrency} traces in flight ==`,
  );
  for (const threads of [0, 1, 2]) {
    const tracer = createExposureTracer(threads);
    try {
      const figure = await measure(tracer, attribution, origins, concurrency);
      console.log(
        `    ${threads === 0 ? 'event loop ' : `${threads} thread${threads > 1 ? 's' : ' '} `}: ` +
          `${figure.perSecond.toFixed(0)} traces/s, p50 ${figure.p50.toFixed(2)} ms, p95 ${figure.p95.toFixed(2)} ms, ` +
          `event loop busy ${(figure.loopBusy * 100).toFixed(0)}% (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`,
      );
    } finally {
      await tracer.close();
    }
  }
}

async function measure(
  tracer: ExposureTracer,
  attribution: ResolvedAttribution,
  origins: readonly string[],
  concurrency: number,
) {
  const trace = (origin: string) =>
    tracer.trace({ key: 'bench', attribution }, [origin], { maxHops: MAX_HOPS });
  // Warm-up: threads started, the graph sent and each thread's working memory built.
  await Promise.all(origins.slice(0, 200).map(trace));
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const loopBefore = performance.eventLoopUtilization();
  const client = async () => {
    while (performance.now() - started < SECONDS * 1000) {
      const at = performance.now();
      await trace(origins[next++ % origins.length]!);
      latencies.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const loop = performance.eventLoopUtilization(loopBefore);
  const wall = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / wall,
    p50: latencies[Math.floor(latencies.length * 0.5)]!,
    p95: latencies[Math.floor(latencies.length * 0.95)]!,
    loopBusy: loop.utilization,
  };
}
