import type { TagCategory } from '@riskscreen/shared';
import { expect } from 'vitest';
import type { AddressLabel, DirectionExposure, FlowEdge } from './types.ts';

/** Test-only builders (kept out of index.ts). */
let transferCounter = 0;

export function edge(from: string, to: string, valueUsd: number, time = 1_700_000_000): FlowEdge {
  transferCounter++;
  return { from, to, valueUsd, time, txHash: `tx${transferCounter}`, transferId: `t${transferCounter}` };
}

export function label(
  entityId: string,
  category: TagCategory,
  extra: Partial<Omit<AddressLabel, 'entityId' | 'category'>> = {},
): AddressLabel {
  return { entityId, name: entityId, category, subtype: null, confidence: 60, ...extra };
}

/** Per-entity snapshot that does not depend on internal ordering. */
export function fingerprint(d: DirectionExposure): Record<string, number> {
  const out: Record<string, number> = {
    total: d.total,
    direct: d.direct,
    indirect: d.indirect,
    unknown: d.unknown,
  };
  for (const e of d.entities) {
    out[`${e.entityId}/${e.category}/d`] = e.direct;
    out[`${e.entityId}/${e.category}/i`] = e.indirect;
  }
  for (const [category, v] of Object.entries(d.categoryTotals)) out[`cat:${category}`] = v.total;
  for (const [reason, v] of Object.entries(d.unknownByReason)) out[`unknown:${reason}`] = v;
  return out;
}

/**
 * Two sets of figures (fingerprints, path sums) name the same keys and agree on each figure by `close` (each test
 * says how close: summing in another order moves the last digits).
 */
export function expectSameFigures(
  actual: Record<string, number>,
  expected: Record<string, number>,
  close: (a: number, b: number) => boolean,
): void {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const key of Object.keys(expected)) expect(close(actual[key]!, expected[key]!)).toBe(true);
}
