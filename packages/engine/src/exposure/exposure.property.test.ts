import { isRiskCategory, TAG_CATEGORIES } from '@riskscreen/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeExposure } from './compute-exposure.ts';
import { edge, expectSameFigures, fingerprint, label } from './test-helpers.ts';
import type { AddressLabel, DirectionExposure, ExposureResult, FlowEdge } from './types.ts';

type Scenario = {
  edges: FlowEdge[];
  labels: Map<string, AddressLabel[]>;
  origin: string[];
  megahubs: string[];
  maxHops: number;
  minEdgeUsd: number;
};

const NODES = 9;
const name = (i: number) => `n${i}`;

const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    edges: fc.array(
      fc.record({
        from: fc.nat(NODES - 1),
        to: fc.nat(NODES - 1),
        value: fc.double({ min: 0.01, max: 10_000, noNaN: true }),
      }),
      { maxLength: 30 },
    ),
    labelled: fc.array(
      fc.record({
        node: fc.nat(NODES - 1),
        category: fc.constantFrom(...TAG_CATEGORIES),
        entity: fc.nat(3),
        confidence: fc.constantFrom(10, 20, 60, 100),
      }),
      { maxLength: 6 },
    ),
    origin: fc.uniqueArray(fc.nat(NODES - 1), { minLength: 1, maxLength: 2 }),
    megahubs: fc.uniqueArray(fc.nat(NODES - 1), { maxLength: 2 }),
    maxHops: fc.integer({ min: 1, max: 5 }),
    minEdgeUsd: fc.constantFrom(0, 0, 50),
  })
  .map(({ edges, labelled, origin, megahubs, maxHops, minEdgeUsd }) => {
    const labels = new Map<string, AddressLabel[]>();
    for (const l of labelled) {
      const list = labels.get(name(l.node)) ?? [];
      list.push(label(`${l.category}-${l.entity}`, l.category, { confidence: l.confidence }));
      labels.set(name(l.node), list);
    }
    return {
      edges: edges.map((e) => edge(name(e.from), name(e.to), e.value)),
      labels,
      origin: origin.map(name),
      megahubs: megahubs.map(name),
      maxHops,
      minEdgeUsd,
    };
  });

function exposureOf(s: Scenario, overrides: Partial<Scenario> = {}): ExposureResult {
  const t = { ...s, ...overrides };
  return computeExposure({
    edges: t.edges,
    labels: t.labels,
    origin: t.origin,
    megahubs: t.megahubs,
    options: { maxHops: t.maxHops, minEdgeUsd: t.minEdgeUsd },
  });
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));
const directions = (r: ExposureResult): DirectionExposure[] => [r.incoming, r.outgoing];

/** What the origin received (sent) from (to) outside itself, straight from the edges. */
function flowOf(s: Scenario, direction: 'incoming' | 'outgoing'): number {
  const inOrigin = new Set(s.origin);
  return s.edges
    .filter((e) => e.from !== e.to)
    .filter((e) =>
      direction === 'incoming'
        ? inOrigin.has(e.to) && !inOrigin.has(e.from)
        : inOrigin.has(e.from) && !inOrigin.has(e.to),
    )
    .reduce((sum, e) => sum + e.valueUsd, 0);
}

describe('exposure properties', () => {
  it('direct + indirect + unknown = total per direction, and total is the origin’s flow', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const r = exposureOf(s);
        for (const d of directions(r)) {
          expect(close(d.direct + d.indirect + d.unknown, d.total)).toBe(true);
          const rowSum = d.rows.reduce((sum, row) => sum + row.total_value_usd, 0);
          expect(close(rowSum, d.total)).toBe(true);
        }
        expect(close(r.incoming.total, flowOf(s, 'incoming'))).toBe(true);
        expect(close(r.outgoing.total, flowOf(s, 'outgoing'))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('exposure never exceeds the flow', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        for (const d of directions(exposureOf(s))) {
          const limit = d.total * (1 + 1e-9) + 1e-9;
          expect(d.direct + d.indirect).toBeLessThanOrEqual(limit);
          for (const e of d.entities) {
            expect(e.direct).toBeGreaterThanOrEqual(0);
            expect(e.indirect).toBeGreaterThanOrEqual(0);
            expect(e.direct + e.indirect).toBeLessThanOrEqual(limit);
          }
          for (const v of Object.values(d.categoryTotals)) expect(v.total).toBeLessThanOrEqual(limit);
          for (const v of Object.values(d.unknownByReason)) expect(v).toBeGreaterThanOrEqual(-1e-9);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('does not depend on the order of the edges', () => {
    fc.assert(
      fc.property(
        scenarioArb.chain((s) =>
          fc.tuple(fc.constant(s), fc.shuffledSubarray(s.edges, { minLength: s.edges.length })),
        ),
        ([s, shuffled]) => {
          const a = exposureOf(s);
          const b = exposureOf(s, { edges: shuffled });
          for (const [da, db] of [
            [a.incoming, b.incoming],
            [a.outgoing, b.outgoing],
          ] as const) {
            expectSameFigures(fingerprint(db), fingerprint(da), close);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('raising maxHops never decreases direct exposure and never increases unknown', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const lower = exposureOf(s);
        const higher = exposureOf(s, { maxHops: s.maxHops + 1 });
        for (const [lo, hi] of [
          [lower.incoming, higher.incoming],
          [lower.outgoing, higher.outgoing],
        ] as const) {
          expect(hi.direct).toBeGreaterThanOrEqual(lo.direct - 1e-9 * Math.max(1, lo.total));
          expect(hi.unknown).toBeLessThanOrEqual(lo.unknown + 1e-9 * Math.max(1, lo.total));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a graph without labels has only Unknown', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        for (const d of directions(exposureOf(s, { labels: new Map() }))) {
          expect(d.direct).toBe(0);
          expect(d.indirect).toBe(0);
          expect(close(d.unknown, d.total)).toBe(true);
          expect(d.rows.every((row) => row.tag_type_verbose === 'Unknown')).toBe(true);
          expect(d.categoryTotals).toEqual({});
        }
      }),
      { numRuns: 200 },
    );
  });

  it('equals the sum over every path (the layered trace enumerates nothing but loses nothing)', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const r = exposureOf(s);
        for (const direction of ['incoming', 'outgoing'] as const) {
          const expected = pathSum(s, direction);
          const d = r[direction];
          const got: Record<string, number> = {};
          for (const e of d.entities) {
            if (e.direct > 0) got[`${e.entityId}|d`] = e.direct;
            if (e.indirect > 0) got[`${e.entityId}|i`] = e.indirect;
          }
          expectSameFigures(got, expected, close);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('with enough paths kept, the explanation accounts for the whole figure', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const r = computeExposure({
          edges: s.edges,
          labels: s.labels,
          origin: s.origin,
          megahubs: s.megahubs,
          options: { maxHops: Math.min(s.maxHops, 3), minEdgeUsd: s.minEdgeUsd, explainTopN: 100_000 },
        });
        for (const figure of r.explanations ?? []) {
          expect(close(figure.explainedValue, figure.value)).toBe(true);
          for (const path of figure.paths) {
            expect(path.steps.length).toBeGreaterThan(0);
            expect(path.steps.at(-1)?.hop).toBe(path.steps.length);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

/**
 * Reference: the haircut by explicit path enumeration (exponential, fine for tiny graphs). Returns
 * entityId|d or entityId|i → USD for the primary label of each attributed end point.
 */
function pathSum(s: Scenario, direction: 'incoming' | 'outgoing'): Record<string, number> {
  const inOrigin = new Set(s.origin);
  const megahubs = new Set(s.megahubs);
  const pairs = new Map<string, Map<string, { value: number; traced: number }>>();
  for (const e of s.edges) {
    if (e.from === e.to || e.valueUsd <= 0) continue;
    const [at, other] = direction === 'incoming' ? [e.to, e.from] : [e.from, e.to];
    const byOther = pairs.get(at) ?? new Map();
    const pair = byOther.get(other) ?? { value: 0, traced: 0 };
    pair.value += e.valueUsd;
    if (e.valueUsd >= s.minEdgeUsd) pair.traced += e.valueUsd;
    byOther.set(other, pair);
    pairs.set(at, byOther);
  }
  const primary = (address: string): AddressLabel | undefined =>
    [...(s.labels.get(address) ?? [])].sort(
      (a, b) =>
        rank(a.category) - rank(b.category) ||
        b.confidence - a.confidence ||
        severity(a.category) - severity(b.category) ||
        (a.entityId < b.entityId ? -1 : 1),
    )[0];
  const out: Record<string, number> = {};
  const walk = (node: string, hop: number, mass: number): void => {
    if (inOrigin.has(node)) return;
    const entity = primary(node);
    if (entity) {
      const key = `${entity.entityId}|${hop === 1 ? 'd' : 'i'}`;
      out[key] = (out[key] ?? 0) + mass;
      return;
    }
    if (megahubs.has(node) || hop === s.maxHops) return;
    const sources = pairs.get(node);
    const total = [...(sources?.values() ?? [])].reduce((sum, p) => sum + p.value, 0);
    if (!sources || total <= 0) return;
    for (const [next, p] of sources) if (p.traced > 0) walk(next, hop + 1, (mass * p.traced) / total);
  };
  for (const o of new Set(s.origin)) {
    for (const [other, p] of pairs.get(o) ?? [])
      if (!inOrigin.has(other) && p.traced > 0) walk(other, 1, p.traced);
  }
  return out;
}

const SEVERITY = [
  'Sanctions',
  'Darknet',
  'Malware',
  'Extortion',
  'Theft',
  'Scam',
  'Coin Mixer',
  'High Risk Organization',
  'Gambling',
];
function severity(category: string): number {
  const i = SEVERITY.indexOf(category);
  return i >= 0 ? i : SEVERITY.length + TAG_CATEGORIES.indexOf(category as (typeof TAG_CATEGORIES)[number]);
}
/** Sanctions first, then the risk categories, then the rest: confidence decides only within a rank. */
function rank(category: string): number {
  if (category === 'Sanctions') return 0;
  return isRiskCategory(category) ? 1 : 2;
}
