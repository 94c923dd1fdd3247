import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASS_THROUGH, resolveAttribution } from './attribution.ts';
import { computeExposure, traceExposure } from './compute-exposure.ts';
import { buildFlowGraph } from './flow-graph.ts';
import { edge, label } from './test-helpers.ts';
import { traceDirection } from './trace-direction.ts';
import { directionScratch, traceScratch } from './trace-scratch.ts';
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

  it('the batched loop (taken on graphs bigger than the cache) gives exactly what the direct loop gives', () => {
    const arb = fc.record({
      edges: fc.array(fc.tuple(fc.nat(15), fc.nat(15), fc.integer({ min: 1, max: 100_000 })), {
        maxLength: 70,
      }),
      labelled: fc.uniqueArray(
        fc.tuple(fc.nat(15), fc.constantFrom('Scam', 'Sanctions', 'Exchange' as const)),
        {
          maxLength: 4,
          selector: ([x]) => x,
        },
      ),
      origins: fc.array(fc.uniqueArray(fc.nat(15), { minLength: 1, maxLength: 3 }), {
        minLength: 1,
        maxLength: 4,
      }),
      maxHops: fc.integer({ min: 1, max: 6 }),
      minEdgeUsd: fc.constantFrom(0, 5_000),
      megahubDegree: fc.constantFrom(Number.POSITIVE_INFINITY, 8),
      pushBatch: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(arb, ({ edges, labelled, origins, maxHops, minEdgeUsd, megahubDegree, pushBatch }) => {
        const flow = edges.map(([a, b, v]) => edge(`n${a}`, `n${b}`, v / 100));
        const labels = new Map<string, AddressLabel[]>(
          labelled.map(([x, category]) => [`n${x}`, [label(`e${x}`, category)]]),
        );
        const graph = buildFlowGraph(flow, { minEdgeUsd, megahubDegree });
        const direct = resolveAttribution(graph, labels);
        const batched = resolveAttribution(graph, labels);
        const scratch = traceScratch(batched);
        // A queue of a few pushes, so that it fills and is emptied in the middle of a layer.
        scratch.pushBlock = new Int32Array(pushBatch);
        scratch.pushValue = new Float64Array(pushBatch);
        for (const direction of ['incoming', 'outgoing'] as const) {
          expect(directionScratch(scratch, direct, direction).batched).toBe(false);
          directionScratch(scratch, batched, direction).batched = true;
        }
        for (const origin of origins.map((o) => o.map((x) => `n${x}`))) {
          const options = { maxHops, explainTopN: 3 };
          expect(traceExposure(batched, origin, options)).toEqual(traceExposure(direct, origin, options));
          const indices = origin.map((a) => graph.indexOf.get(a)).filter((x) => x !== undefined);
          for (const direction of ['incoming', 'outgoing'] as const) {
            expect(traceDirection(batched, indices, direction, maxHops)).toEqual(
              traceDirection(direct, indices, direction, maxHops),
            );
          }
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
