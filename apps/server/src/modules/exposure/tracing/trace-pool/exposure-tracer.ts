import {
  checkTraceOptions,
  type ExposureResult,
  finishExposure,
  originIndices,
  type RawExposure,
  type ResolvedAttribution,
  type TraceOptions,
  traceExposure,
} from '@riskscreen/engine';
import { Piscina } from 'piscina';
import { traceGraphMessage } from './trace-graph-message.ts';
import type { GraphMissing, TraceTask } from './trace-thread.ts';

/** A prepared graph and the chain and minimum it is for (`key`: one graph per key is current at a time). */
export type TracedGraph = { key: string; attribution: ResolvedAttribution };

/**
 * Runs the exposure trace of a screening: on the event loop (`inline`), or in a pool of worker threads over the
 * graph in shared memory, so the event loop only parses, routes and answers while the trace runs on other cores.
 * Both give the same result bit for bit (the threads run the same core on the same arrays).
 */
export type ExposureTracer = {
  trace(graph: TracedGraph, origin: readonly string[], options: TraceOptions): Promise<ExposureResult>;
  /** Stops the threads (a pending trace is refused). */
  close(): Promise<void>;
  /** Trace threads running (0: the trace runs on the event loop). */
  readonly threads: number;
};

export const INLINE_TRACER: ExposureTracer = {
  threads: 0,
  trace: async ({ attribution }, origin, options) => traceExposure(attribution, origin, options),
  close: async () => {},
};

/** The pool's thread count from the configuration: 0 traces on the event loop. */
export function createExposureTracer(threads: number): ExposureTracer {
  return threads > 0 ? new TracePool(threads) : INLINE_TRACER;
}

/**
 * The pool (piscina): a task names the graph and carries the origin as node indices and the options; a thread
 * that does not hold the graph yet is sent its shared arrays (handles, not copies) once. The thread answers with
 * the raw trace over node indices, which is named here (summary rows, explanations with addresses). The main
 * thread never holds the trace's working memory.
 */
export class TracePool implements ExposureTracer {
  private readonly pool: Piscina<TraceTask, RawExposure | GraphMissing>;
  private readonly ids = new WeakMap<ResolvedAttribution, number>();
  private nextId = 1;

  constructor(readonly threads: number) {
    this.pool = new Piscina({
      filename: new URL('./trace-thread-entry.mjs', import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      // Not the parent's flags (a test runner's loaders): the entry registers the TypeScript loader itself.
      execArgv: [],
    });
  }

  async trace(graph: TracedGraph, origin: readonly string[], options: TraceOptions): Promise<ExposureResult> {
    checkTraceOptions(origin, options);
    const { attribution } = graph;
    let id = this.ids.get(attribution);
    if (id === undefined) {
      id = this.nextId++;
      this.ids.set(attribution, id);
    }
    const task: TraceTask = {
      graphId: id,
      key: graph.key,
      origin: originIndices(attribution, origin),
      maxHops: options.maxHops,
      explainTopN: options.explainTopN ?? 0,
    };
    let answer = await this.pool.run(task);
    // Each thread is sent a graph's arrays once (the first task it gets on that graph).
    if ('missing' in answer) answer = await this.pool.run({ ...task, graph: traceGraphMessage(attribution) });
    if ('missing' in answer) throw new Error('A trace thread refused a graph it was sent');
    return finishExposure(attribution, answer, options);
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
