import { type RuleCondition, ruleConditionSchema, type TagCategory } from '@riskscreen/shared';
import { expect } from 'vitest';
import type { EntityExposure } from '../exposure/types.ts';
import { evaluateCondition } from './evaluate-condition.ts';
import type { RuleDirectionExposure, RuleInput, RuleTransfer } from './types.ts';

/** Test-only builders (kept out of index.ts). */

export const DAY = 86_400;
/** 2024-06-15 12:00 UTC. */
export const NOW = Date.UTC(2024, 5, 15, 12) / 1000;

/** Parses through the real condition schema, so the tests use conditions as the server stores them. */
export function condition(raw: Record<string, unknown>): RuleCondition {
  return ruleConditionSchema.parse(raw);
}

/**
 * A count threshold is inclusive: the condition fires when its threshold is the count the input holds (its first
 * clause records both) and not at one more. `withThreshold(n)` is the condition with threshold n.
 */
export function expectFiresAtCount(
  withThreshold: (threshold: number) => RuleCondition,
  ruleInput: RuleInput,
  count: number,
): void {
  const result = evaluateCondition(withThreshold(count), ruleInput);
  expect(result.fired).toBe(true);
  expect(result.clauses[0]).toMatchObject({ observed: count, threshold: count });
  expect(evaluateCondition(withThreshold(count + 1), ruleInput).fired).toBe(false);
}

export function entity(
  entityId: string,
  category: TagCategory,
  direct: number,
  indirect = 0,
  subtype: number | null = null,
): EntityExposure {
  return { entityId, name: entityId, category, subtype, direct, indirect };
}

/**
 * One direction of exposure made consistent from its entities (primary category only) plus unknown value, the
 * way summariseDirection builds it.
 */
export function side(entities: EntityExposure[], unknown = 0): RuleDirectionExposure {
  const direct = entities.reduce((s, e) => s + e.direct, 0);
  const indirect = entities.reduce((s, e) => s + e.indirect, 0);
  const categoryTotals: RuleDirectionExposure['categoryTotals'] = {};
  const rows: RuleDirectionExposure['rows'][number][] = [];
  for (const e of entities) {
    const split = categoryTotals[e.category] ?? { direct: 0, indirect: 0, total: 0 };
    categoryTotals[e.category] = {
      direct: split.direct + e.direct,
      indirect: split.indirect + e.indirect,
      total: split.total + e.direct + e.indirect,
    };
    const base = {
      tag_type_verbose: e.category,
      tag_subtype_verbose: e.subtype === null ? 'Unknown' : String(e.subtype),
      tag_name_verbose: e.name,
      entity_id: e.entityId,
    };
    if (e.direct > 0) rows.push({ ...base, exposure_type: 'direct', total_value_usd: e.direct });
    if (e.indirect > 0) rows.push({ ...base, exposure_type: 'indirect', total_value_usd: e.indirect });
  }
  return { total: direct + indirect + unknown, direct, indirect, unknown, rows, categoryTotals, entities };
}

export const EMPTY_SIDE = side([]);

let txCounter = 0;

export function transfer(partial: Partial<RuleTransfer> & Pick<RuleTransfer, 'valueUsd'>): RuleTransfer {
  txCounter += 1;
  return {
    txHash: `tx${txCounter}`,
    time: NOW - DAY,
    direction: 1,
    counterparty: `cp${txCounter}`,
    counterpartyCategories: [],
    tokenSymbol: 'BTC',
    ...partial,
  };
}

export function input(partial: Partial<RuleInput> = {}): RuleInput {
  return {
    exposure: { incoming: EMPTY_SIDE, outgoing: EMPTY_SIDE },
    subject: { kind: 'address', ownCategories: [], customTags: [], customLists: [] },
    transfers: [],
    now: NOW,
    ...partial,
  };
}
