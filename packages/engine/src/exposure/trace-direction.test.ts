import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASS_THROUGH, resolveAttribution } from './attribution.ts';
import { computeExposure, traceExposure } from './compute-exposure.ts';
import { buildFlowGraph } from './flow-graph.ts';
import { edge, label } from './test-helpers.ts';
import { traceDirection } from './trace-direction.ts';
import { traceScratch } from './trace-scratch.ts';
import type { AddressLabel, ExposureResult } from './types.ts';

const summary = (r: ExposureResult) =>
  [r.incoming, r.outgoing].map((d) => ({
    total: d.total,
    direct: d.direct,
    indirect: d.indirect,
    unknownByReason: d.unknownByReason,
    entities: d.entities,
    categoryTotals: d.categoryTotals,
  }));

describe('trace working memory', () => {
  it('many origins traced on one prepared graph give what fresh computations give', () => {
    const arb = fc.record({
      edges: fc.array(fc.tuple(fc.nat(7), fc.nat(7), fc.integer({ min: 1, max: 1000 })), { maxLength: 25 }),
      labelled: fc.uniqueArray(fc.nat(7), { maxLength: 3 }),
      origins: fc.array(fc.uniqueArray(fc.nat(7), { minLength: 1, maxLength: 2 }), {
        minLength: 2,
        maxLength: 6,
      }),
      maxHops: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(arb, ({ edges, labelled, origins, maxHops }) => {
        const flow = edges.map(([a, b, v]) => edge(`n${a}`, `n${b}`, v));
        const labels = new Map<string, AddressLabel[]>(
          labelled.map((x) => [`n${x}`, [label(`e${x}`, 'Scam')]]),
        );
        const attribution = resolveAttribution(buildFlowGraph(flow, { minEdgeUsd: 50 }), labels);
        for (const origin of origins.map((o) => o.map((x) => `n${x}`))) {
          const reused = traceExposure(attribution, origin, { maxHops });
          const fresh = computeExposure({
            edges: flow,
            labels,
            origin,
            options: { maxHops, minEdgeUsd: 50 },
          });
          expect(summary(reused)).toEqual(summary(fresh));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('counts as edge visits exactly the pairs a plain layered walk reads (the benchmark divides by it)', () => {
    const arb = fc.record({
      edges: fc.array(fc.tuple(fc.nat(9), fc.nat(9), fc.integer({ min: 1, max: 1000 })), { maxLength: 40 }),
      labelled: fc.uniqueArray(fc.nat(9), { maxLength: 3 }),
      origin: fc.uniqueArray(fc.nat(9), { minLength: 1, maxLength: 2 }),
      maxHops: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(arb, ({ edges, labelled, origin, maxHops }) => {
        const flow = edges.map(([a, b, v]) => edge(`n${a}`, `n${b}`, v));
        const labels = new Map(labelled.map((x) => [`n${x}`, [label(`e${x}`, 'Scam')]]));
        const graph = buildFlowGraph(flow, { minEdgeUsd: 50, megahubDegree: 6 });
        const attribution = resolveAttribution(graph, labels);
        const origins = [...new Set(origin.map((x) => graph.indexOf.get(`n${x}`)))].filter(
          (x): x is number => x !== undefined,
        );
        for (const direction of ['incoming', 'outgoing'] as const) {
          const adjacency = graph[direction];
          const followable = (x: number) =>
            Array.from(adjacency.neighbours.subarray(adjacency.offsets[x], adjacency.segments[2 * x + 1]));
          let expected = 0;
          let layer = new Set<number>();
          for (const o of origins) {
            expected += adjacency.offsets[o + 1]! - adjacency.offsets[o]!;
            for (const y of followable(o)) if (!origins.includes(y)) layer.add(y);
          }
          for (let hop = 1; hop < maxHops; hop++) {
            const next = new Set<number>();
            for (const x of layer) {
              if (origins.includes(x) || attribution.nodeClass[x] !== PASS_THROUGH) continue;
              for (const y of followable(x)) {
                expected++;
                next.add(y);
              }
            }
            layer = next;
          }
          expect(traceDirection(attribution, origins, direction, maxHops).edgeVisits).toBe(expected);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('stays right when the layer stamp counter wraps around', () => {
    const flow = [edge('X', 'O', 100), edge('S', 'X', 300), edge('U', 'X', 100), edge('O', 'X', 10)];
    const labels = new Map([['S', [label('s', 'Sanctions')]]]);
    const attribution = resolveAttribution(buildFlowGraph(flow), labels);
    const before = traceExposure(attribution, ['O'], { maxHops: 3 });
    traceScratch(attribution).stamp = 2 ** 31 - 3;
    for (let i = 0; i < 3; i++) {
      expect(summary(traceExposure(attribution, ['O'], { maxHops: 3 }))).toEqual(summary(before));
    }
    expect(traceScratch(attribution).stamp).toBeLessThan(100);
  });
});
