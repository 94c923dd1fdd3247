import { type RawExposure, type TraceAttribution, traceRawExposure } from '@riskscreen/engine';
import { type TraceGraphMessage, traceAttributionOf } from './trace-graph-message.ts';

/**
 * One trace handed to a thread: which graph, the origin as node indices, the options. The graph's arrays come
 * along only when the thread asked for them (it answered `missing`): a thread keeps what it was sent.
 */
export type TraceTask = {
  graphId: number;
  key: string;
  graph?: TraceGraphMessage;
  origin: number[];
  maxHops: number;
  explainTopN: number;
};

/** The thread does not hold the task's graph: send the task again with it. */
export type GraphMissing = { missing: true };

/**
 * Graphs this thread traces, one per chain and minimum (a newer graph of the same key replaces the older, whose
 * working memory goes with it). More keys than this are not in use at once in one process (a few chains, a few
 * minimums each); the least recently used goes first, and a graph no task asked for in IDLE_MS (a minimum no
 * workspace uses any more, which the main thread's cache dropped too) is let go with its working memory.
 */
const MAX_GRAPHS = 16;
const IDLE_MS = 10 * 60 * 1000;
const graphs = new Map<string, { id: number; attribution: TraceAttribution; usedAt: number }>();

function attributionFor(task: TraceTask): TraceAttribution | undefined {
  const now = Date.now();
  let entry = graphs.get(task.key);
  if (entry?.id !== task.graphId) {
    if (!task.graph) return undefined;
    entry = { id: task.graphId, attribution: traceAttributionOf(task.graph), usedAt: now };
  }
  entry.usedAt = now;
  graphs.delete(task.key);
  graphs.set(task.key, entry);
  for (const [key, other] of graphs) if (now - other.usedAt > IDLE_MS) graphs.delete(key);
  for (const key of [...graphs.keys()].slice(0, Math.max(0, graphs.size - MAX_GRAPHS))) graphs.delete(key);
  return entry.attribution;
}

/**
 * The thread's task: the propagation of both directions (and the best paths when asked), as plain data for the
 * main thread to name. The trace's working memory is this thread's own, kept per graph between tasks.
 */
export function traceTask(task: TraceTask): RawExposure | GraphMissing {
  const attribution = attributionFor(task);
  if (!attribution) return { missing: true };
  return traceRawExposure(attribution, task.origin, {
    maxHops: task.maxHops,
    explainTopN: task.explainTopN,
  });
}
