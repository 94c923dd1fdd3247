import type { TagCategory } from '@riskscreen/shared';
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
