import type { TagCategory } from '@riskscreen/shared';
import type { AddressLabel, FlowEdge } from './types.ts';

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
