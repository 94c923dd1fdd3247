import { TAG_CATEGORIES } from '@riskscreen/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveAttribution } from './attribution.ts';
import { traceExposure } from './compute-exposure.ts';
import { extendFlowGraph, type PairAddition } from './extend-flow-graph.ts';
import { type Adjacency, buildFlowGraph, type FlowGraph } from './flow-graph.ts';
import { edge, expectSameFigures, fingerprint, label } from './test-helpers.ts';
import type { AddressLabel, FlowEdge } from './types.ts';

const NODES = 10;
const name = (i: number) => `n${i}`;
const edgeArb = fc.record({
  from: fc.nat(NODES - 1),
  to: fc.nat(NODES - 1),
  value: fc.double({ min: 0.01, max: 10_000, noNaN: true }),
});
const scenarioArb = fc.record({
  base: fc.array(edgeArb, { minLength: 1, maxLength: 25 }),
  // Later blocks: pairs the graph has, new pairs, and addresses it has never seen (n10 upwards).
  added: fc.array(
    fc.record({ from: fc.nat(NODES + 3), to: fc.nat(NODES + 3), value: edgeArb.map((e) => e.value) }),
    { maxLength: 12 },
  ),
  labelled: fc.array(
    fc.record({
      node: fc.nat(NODES + 3),
      category: fc.constantFrom(...TAG_CATEGORIES),
      entity: fc.nat(3),
    }),
    { maxLength: 6 },
  ),
  megahubs: fc.uniqueArray(fc.nat(NODES + 3), { maxLength: 2 }),
  origin: fc.nat(NODES + 3),
  maxHops: fc.integer({ min: 1, max: 4 }),
  minEdgeUsd: fc.constantFrom(0, 0, 50),
});

type Raw = { from: number; to: number; value: number };
const flowEdges = (raw: readonly Raw[]): FlowEdge[] =>
  raw.map((e) => edge(name(e.from), name(e.to), e.value));

/** New transfers summed per pair and split at the minimum, as the chain store hands them over. */
function pairAdditions(raw: readonly Raw[], minEdgeUsd: number): PairAddition[] {
  const sums = new Map<string, PairAddition>();
  for (const e of raw) {
    const key = `${e.from}>${e.to}`;
    const sum = sums.get(key) ?? { from: name(e.from), to: name(e.to), followedUsd: 0, belowMinimumUsd: 0 };
    if (e.value >= minEdgeUsd) sum.followedUsd += e.value;
    else sum.belowMinimumUsd += e.value;
    sums.set(key, sum);
  }
  return [...sums.values()];
}

/** Each address pair's value and traced part on one side, by address (node numbers differ between the graphs). */
function pairsOf(graph: FlowGraph, side: 'incoming' | 'outgoing'): Map<string, [number, number]> {
  const adjacency: Adjacency = graph[side];
  const pairs = new Map<string, [number, number]>();
  for (let x = 0; x < graph.nodeCount; x++) {
    for (let p = adjacency.offsets[x]!; p < adjacency.offsets[x + 1]!; p++) {
      const key = `${graph.addresses[x]}|${graph.addresses[adjacency.neighbours[p]!]}`;
      pairs.set(key, [adjacency.value[p]!, adjacency.traced[p]!]);
    }
  }
  return pairs;
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

function expectSameGraph(extended: FlowGraph, rebuilt: FlowGraph): void {
  expect(new Set(extended.addresses)).toEqual(new Set(rebuilt.addresses));
  expect(extended.pairCount).toBe(rebuilt.pairCount);
  for (const side of ['incoming', 'outgoing'] as const) {
    const a = pairsOf(extended, side);
    const b = pairsOf(rebuilt, side);
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    for (const [key, [value, traced]] of a) {
      expect(close(value, b.get(key)![0])).toBe(true);
      expect(close(traced, b.get(key)![1])).toBe(true);
    }
    const adjacency = extended[side];
    for (let x = 0; x < extended.nodeCount; x++) {
      const y = rebuilt.indexOf.get(extended.addresses[x]!)!;
      expect(extended.indexOf.get(extended.addresses[x]!)).toBe(x);
      expect(close(adjacency.totals[2 * x]!, rebuilt[side].totals[2 * y]!)).toBe(true);
      expect(close(adjacency.totals[2 * x + 1]!, rebuilt[side].totals[2 * y + 1]!)).toBe(true);
      expect(extended.isMegahub[x]).toBe(rebuilt.isMegahub[y]);
      // The trace reads only the front of a segment: every followable pair sits before every dust-only one.
      const [start, end] = [adjacency.segments[2 * x]!, adjacency.segments[2 * x + 1]!];
      for (let p = start; p < adjacency.offsets[x + 1]!; p++) expect(adjacency.traced[p]! > 0).toBe(p < end);
    }
  }
}

describe('extending a flow graph with new flow', () => {
  it('gives the graph, and the exposure, of building it again from all the flow', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const megahubs = s.megahubs.map(name);
        const options = { minEdgeUsd: s.minEdgeUsd };
        const base = buildFlowGraph(flowEdges(s.base), { ...options, megahubs });
        const extended = extendFlowGraph(base, pairAdditions(s.added, s.minEdgeUsd), { megahubs });
        const rebuilt = buildFlowGraph(flowEdges([...s.base, ...s.added]), { ...options, megahubs });
        expectSameGraph(extended, rebuilt);

        const labels = new Map<string, AddressLabel[]>();
        for (const l of s.labelled) {
          const list = labels.get(name(l.node)) ?? [];
          list.push(label(`${l.category}-${l.entity}`, l.category));
          labels.set(name(l.node), list);
        }
        const origin = name(s.origin);
        if (!rebuilt.indexOf.has(origin)) return;
        const trace = { maxHops: s.maxHops, minEdgeUsd: s.minEdgeUsd };
        const a = traceExposure(resolveAttribution(extended, labels), [origin], trace);
        const b = traceExposure(resolveAttribution(rebuilt, labels), [origin], trace);
        for (const side of ['incoming', 'outgoing'] as const) {
          expectSameFigures(fingerprint(a[side]), fingerprint(b[side]), close);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('leaves the graph it extends as it was', () => {
    const base = buildFlowGraph(flowEdges([{ from: 0, to: 1, value: 10 }]));
    const extended = extendFlowGraph(base, [
      { from: 'n0', to: 'n1', followedUsd: 5, belowMinimumUsd: 0 },
      { from: 'n1', to: 'new', followedUsd: 7, belowMinimumUsd: 0 },
    ]);
    expect(base.nodeCount).toBe(2);
    expect(base.indexOf.has('new')).toBe(false);
    expect(base.outgoing.value[0]).toBe(10);
    expect(extended.nodeCount).toBe(3);
    expect(extended.outgoing.totals[2 * extended.indexOf.get('n0')!]).toBe(15);
    expect(extended.incoming.totals[2 * extended.indexOf.get('new')!]).toBe(7);
  });

  it('keeps its address index current over many small extensions', () => {
    let graph = buildFlowGraph(
      flowEdges(Array.from({ length: 40 }, (_, i) => ({ from: i, to: i + 1, value: 1 }))),
    );
    for (let block = 0; block < 30; block++) {
      graph = extendFlowGraph(graph, [{ from: 'n0', to: `b${block}`, followedUsd: 1, belowMinimumUsd: 0 }]);
    }
    expect(graph.indexOf.size).toBe(41 + 30);
    expect([...graph.indexOf.keys()]).toHaveLength(71);
    for (let x = 0; x < graph.nodeCount; x++) expect(graph.indexOf.get(graph.addresses[x]!)).toBe(x);
    expect(graph.outgoing.totals[2 * graph.indexOf.get('n0')!]).toBe(31);
  });
});
