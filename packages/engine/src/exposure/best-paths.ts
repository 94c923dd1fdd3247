import { type Adjacency, flowTotal, followableEnd } from './flow-graph.ts';
import type { FigureKey, PathRecorder } from './trace-direction.ts';
import { type ExposurePath, UNKNOWN_REASONS } from './types.ts';

/** A path prefix ending at (node, hop); `prev` is the back-pointer to the prefix one hop shorter. */
type Prefix = {
  node: number;
  hop: number;
  share: number;
  value: number;
  origin: number;
  prev: Prefix | null;
};

type Candidate = { value: number; prefix: Prefix };

/** A path over node indices (what a trace thread, which has no addresses, hands back). */
export type IndexedPath = {
  value: number;
  origin: number;
  steps: { node: number; hop: number; share: number; value: number }[];
  end: ExposurePath['end'];
};

export type RecordedFigure = { key: FigureKey; paths: IndexedPath[] };

/**
 * Keeps, per (node, hop), the N most valuable path prefixes (k-best dynamic programming with back-pointers), and
 * per figure the N most valuable complete paths. A top-N path's prefix is always among the top N prefixes of
 * its (node, hop) — otherwise N better prefixes with the same suffix would beat it — so nothing is enumerated.
 */
export class BestPaths implements PathRecorder {
  private readonly layers = new Map<number, Map<number, Prefix[]>>();
  private readonly figures = new Map<string, { key: FigureKey; best: Candidate[] }>();

  constructor(private readonly topN: number) {}

  seed(origin: number, y: number, traced: number, dust: number, total: number): void {
    if (traced > 0) {
      this.keep(1, { node: y, hop: 1, share: traced / total, value: traced, origin, prev: null });
    }
    if (dust > 0) {
      const prefix: Prefix = { node: y, hop: 1, share: dust / total, value: dust, origin, prev: null };
      const reason = UNKNOWN_REASONS.indexOf('below_minimum');
      this.addToFigure({ kind: 'unknown', reason, slot: 0 }, { value: dust, prefix });
    }
  }

  end(x: number, hop: number, key: FigureKey, fraction: number): void {
    for (const prefix of this.layers.get(hop)?.get(x) ?? []) {
      this.addToFigure(key, { value: prefix.value * fraction, prefix });
    }
  }

  extend(x: number, hop: number, adjacency: Adjacency): void {
    this.layers.delete(hop - 1); // layers are processed in order: hop - 1 is complete, prefixes keep what they need
    const prefixes = this.layers.get(hop)?.get(x);
    if (!prefixes) return;
    const total = flowTotal(adjacency, x);
    for (let p = adjacency.offsets[x]!; p < followableEnd(adjacency, x); p++) {
      const y = adjacency.neighbours[p]!;
      const share = adjacency.traced[p]! / total;
      for (const prev of prefixes) {
        const kept = this.keep(hop + 1, {
          node: y,
          hop: hop + 1,
          share,
          value: prev.value * share,
          origin: prev.origin,
          prev,
        });
        if (!kept) break; // prefixes are sorted by value: the next ones are smaller still
      }
    }
  }

  recordedFigures(): RecordedFigure[] {
    return [...this.figures.values()].map(({ key, best }) => ({
      key,
      paths: best.map((candidate) => toPath(candidate, key)),
    }));
  }

  private keep(hop: number, prefix: Prefix): boolean {
    let layer = this.layers.get(hop);
    if (!layer) {
      layer = new Map();
      this.layers.set(hop, layer);
    }
    let list = layer.get(prefix.node);
    if (!list) {
      list = [];
      layer.set(prefix.node, list);
    }
    return insertTop(list, prefix, this.topN);
  }

  private addToFigure(key: FigureKey, candidate: Candidate): void {
    const id = key.kind === 'entity' ? `e${key.entity}:${key.slot}` : `u${key.reason}:${key.slot}`;
    let figure = this.figures.get(id);
    if (!figure) {
      figure = { key, best: [] };
      this.figures.set(id, figure);
    }
    insertTop(figure.best, candidate, this.topN);
  }
}

/** Inserts into a list sorted by value (descending) holding at most `limit` items; false when not kept. */
function insertTop<T extends { value: number }>(list: T[], item: T, limit: number): boolean {
  const value = item.value;
  if (list.length >= limit && value <= list[list.length - 1]!.value) return false;
  let at = list.length;
  while (at > 0 && list[at - 1]!.value < value) at--;
  list.splice(at, 0, item);
  if (list.length > limit) list.pop();
  return true;
}

function toPath({ value, prefix }: Candidate, key: FigureKey): IndexedPath {
  const steps: IndexedPath['steps'] = [];
  for (let at: Prefix | null = prefix; at; at = at.prev) {
    steps.push({ node: at.node, hop: at.hop, share: at.share, value: at.value });
  }
  steps.reverse();
  return {
    value,
    origin: prefix.origin,
    steps,
    end: key.kind === 'entity' ? 'attributed' : UNKNOWN_REASONS[key.reason]!,
  };
}

/** The path with addresses in place of node indices. */
export function withAddresses(path: IndexedPath, addresses: readonly string[]): ExposurePath {
  return {
    value: path.value,
    origin: addresses[path.origin]!,
    steps: path.steps.map((step) => ({
      address: addresses[step.node]!,
      hop: step.hop,
      share: step.share,
      value: step.value,
    })),
    end: path.end,
  };
}
