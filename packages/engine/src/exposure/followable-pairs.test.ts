import { TAG_CATEGORIES } from '@riskscreen/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveAttribution } from './attribution.ts';
import { traceExposure } from './compute-exposure.ts';
import { buildCompactFlowGraph } from './flow-graph.ts';
import { label } from './test-helpers.ts';
import type { AddressLabel } from './types.ts';

/**
 * A store hands the core pre-aggregated pairs (one row per sender and receiver), split into the sum of the
 * transfers at or above the minimum and the sum of those below, flagged followable or not. The trace must equal
 * the one on the individual transfers with minEdgeUsd: a dust pair whose summed value exceeds the minimum is still
 * dust.
 */
const NODES = 7;
const names = Array.from({ length: NODES }, (_, i) => `n${i}`);

type Transfer = { from: number; to: number; value: number };

function perTransfer(transfers: Transfer[], minEdgeUsd: number) {
  return buildCompactFlowGraph(
    {
      from: Int32Array.from(transfers.map((t) => t.from)),
      to: Int32Array.from(transfers.map((t) => t.to)),
      valueUsd: Float64Array.from(transfers.map((t) => t.value)),
    },
    names,
    { minEdgeUsd },
  );
}

function preAggregated(transfers: Transfer[], minEdgeUsd: number) {
  const pairs = new Map<string, { from: number; to: number; followed: number; dust: number }>();
  for (const t of transfers) {
    const key = `${t.from}>${t.to}`;
    const pair = pairs.get(key) ?? { from: t.from, to: t.to, followed: 0, dust: 0 };
    if (t.value >= minEdgeUsd) pair.followed += t.value;
    else pair.dust += t.value;
    pairs.set(key, pair);
  }
  const rows = [...pairs.values()].flatMap((p) => [
    ...(p.followed > 0 ? [{ ...p, value: p.followed, followable: 1 }] : []),
    ...(p.dust > 0 ? [{ ...p, value: p.dust, followable: 0 }] : []),
  ]);
  return buildCompactFlowGraph(
    {
      from: Int32Array.from(rows.map((r) => r.from)),
      to: Int32Array.from(rows.map((r) => r.to)),
      valueUsd: Float64Array.from(rows.map((r) => r.value)),
      followable: Uint8Array.from(rows.map((r) => r.followable)),
    },
    names,
    { minEdgeUsd },
  );
}

describe('pre-aggregated pairs with followable flags', () => {
  it('keeps dust that adds up above the minimum out of the trace', () => {
    // S sends X ten transfers of $20 (dust at a $50 minimum, $200 together); X pays O $100.
    const transfers: Transfer[] = [
      ...Array.from({ length: 10 }, () => ({ from: 1, to: 2, value: 20 })),
      { from: 2, to: 0, value: 100 },
    ];
    const labels = new Map<string, AddressLabel[]>([['n1', [label('S', 'Sanctions')]]]);
    const graph = preAggregated(transfers, 50);
    const result = traceExposure(resolveAttribution(graph, labels), ['n0'], { maxHops: 3 });
    expect(result.incoming.total).toBe(100);
    expect(result.incoming.indirect).toBe(0);
    expect(result.incoming.unknownByReason.below_minimum).toBe(100);
    // Without the flags the summed $200 would pass the minimum and count as Sanctions.
    const unflagged = buildCompactFlowGraph(
      { from: Int32Array.of(1, 2), to: Int32Array.of(2, 0), valueUsd: Float64Array.of(200, 100) },
      names,
      { minEdgeUsd: 50 },
    );
    expect(
      traceExposure(resolveAttribution(unflagged, labels), ['n0'], { maxHops: 3 }).incoming.indirect,
    ).toBe(100);
  });

  it('traces exactly as the individual transfers do', () => {
    const transfer = fc.record({
      from: fc.nat(NODES - 1),
      to: fc.nat(NODES - 1),
      value: fc.constantFrom(1, 5, 20, 49.5, 50, 120, 900),
    });
    fc.assert(
      fc.property(
        fc.array(transfer, { maxLength: 25 }),
        fc.array(fc.record({ node: fc.nat(NODES - 1), category: fc.constantFrom(...TAG_CATEGORIES) }), {
          maxLength: 3,
        }),
        fc.constantFrom(0, 50),
        fc.integer({ min: 1, max: 4 }),
        (transfers, labelled, minEdgeUsd, maxHops) => {
          const labels = new Map<string, AddressLabel[]>(
            labelled.map((l) => [names[l.node] as string, [label(`e${l.node}`, l.category)]]),
          );
          const expected = traceExposure(
            resolveAttribution(perTransfer(transfers, minEdgeUsd), labels),
            ['n0'],
            {
              maxHops,
            },
          );
          const actual = traceExposure(
            resolveAttribution(preAggregated(transfers, minEdgeUsd), labels),
            ['n0'],
            {
              maxHops,
            },
          );
          for (const side of ['incoming', 'outgoing'] as const) {
            for (const key of ['total', 'direct', 'indirect', 'unknown'] as const) {
              expect(actual[side][key]).toBeCloseTo(expected[side][key], 6);
            }
            for (const [reason, value] of Object.entries(expected[side].unknownByReason)) {
              expect(actual[side].unknownByReason[reason as 'hop_limit']).toBeCloseTo(value, 6);
            }
          }
        },
      ),
    );
  });
});
