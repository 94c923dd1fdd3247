import type { RuleInput } from '@riskscreen/engine';
import { type RuleConditionInput, ruleConditionSchema } from '@riskscreen/shared';
import { describe, expect, it } from 'vitest';
import type { LoadedRule } from '../policies/index.ts';
import { evaluateLoadedRules } from './evaluate-rules.ts';

const NOW = Date.UTC(2026, 10, 1) / 1000;
const emptySide = { total: 0, direct: 0, indirect: 0, unknown: 0, rows: [], categoryTotals: {} };
const input = (overrides: Partial<RuleInput> = {}): RuleInput => ({
  exposure: { incoming: emptySide, outgoing: emptySide },
  subject: { kind: 'address', ownCategories: [], customTags: [], customLists: [] },
  transfers: [],
  now: NOW,
  ...overrides,
});
/** An address on a sanctions list, with no chain data. */
const sanctionedAddress = input({
  subject: {
    kind: 'address',
    ownCategories: ['Sanctions'],
    attribution: [{ name: 'Marlo Vance', category: 'Sanctions', subtypeName: 'Unknown' }],
    customTags: [],
    customLists: [],
  },
});
let nextId = 1;
const rule = (
  level: 1 | 2 | 3 | 4 | 5,
  conditions: RuleConditionInput[],
  extra: Partial<LoadedRule> = {},
): LoadedRule => ({
  id: nextId++,
  policyId: 1,
  policyCategory: 1,
  ruleName: `rule ${nextId}`,
  alertLevel: level,
  conditions: conditions.map((c) => ruleConditionSchema.parse(c)),
  isOnlyOrConditions: false,
  action: 'alert',
  customTagId: null,
  ...extra,
});
const sanctionsAny: RuleConditionInput = {
  rule_condition_type: 1,
  risk_types: [1, 2],
  entity_types: ['Sanctions'],
  threshold_amount_usd: 0.02,
};
const sanctionedItself: RuleConditionInput = {
  rule_condition_type: 1,
  risk_types: [3],
  entity_types: ['Sanctions'],
};
const largeTransfer: RuleConditionInput = {
  rule_condition_type: 11,
  risk_types: [1, 2],
  transaction_amount_threshold: 1_000,
};

describe('evaluating loaded rules', () => {
  it('does not meet an exposure condition with the object’s own attribution (direction and thresholds hold)', () => {
    const narrow = rule(5, [
      {
        rule_condition_type: 1,
        risk_types: [2],
        entity_types: ['Sanctions'],
        threshold_amount_usd: 50_000_000,
        upper_threshold_amount_usd: 50_000_001,
        taint_percent_upper_threshold: 0.5,
      },
    ]);
    expect(evaluateLoadedRules([narrow], sanctionedAddress).firings).toEqual([]);
    for (const condition of [
      sanctionsAny,
      { ...sanctionsAny, rule_condition_type: 3, entity_names: ['marlo vance'] },
      { ...sanctionsAny, rule_condition_type: 21 },
      { ...sanctionsAny, rule_condition_type: 18 },
    ] as RuleConditionInput[]) {
      expect(evaluateLoadedRules([rule(5, [condition])], sanctionedAddress).riskLevel).toBe(0);
    }
  });

  it('flags an object attributed to a sanctioned entity through a condition on the object itself', () => {
    const outcome = evaluateLoadedRules([rule(5, [sanctionedItself])], sanctionedAddress);
    expect(outcome.riskLevel).toBe(5);
    expect(outcome.firings[0]?.clauses).toEqual([
      expect.objectContaining({
        passed: true,
        text: 'The object itself is attributed to Sanctions (Marlo Vance)',
      }),
    ]);
    expect(outcome.firings[0]?.context).toMatchObject({ risk_type: 3, tag_name_verbose: 'Marlo Vance' });
    expect(evaluateLoadedRules([rule(5, [sanctionedItself])], input()).riskLevel).toBe(0);
  });

  it('combines a condition on the object itself with the others as the engine does (all, or any)', () => {
    const all = rule(5, [sanctionedItself, largeTransfer]);
    expect(evaluateLoadedRules([all], sanctionedAddress).firings).toHaveLength(0);
    const any = rule(5, [sanctionedItself, largeTransfer], { isOnlyOrConditions: true });
    expect(evaluateLoadedRules([any], sanctionedAddress).riskLevel).toBe(5);
    const transfers = [
      {
        txHash: '0xabc',
        time: NOW - 3_600,
        direction: 1 as const,
        counterparty: '0xdef',
        counterpartyCategories: [],
        valueUsd: 5_000,
        tokenSymbol: 'USDT',
      },
    ];
    const outcome = evaluateLoadedRules([all], { ...sanctionedAddress, transfers });
    expect(outcome.riskLevel).toBe(5);
    expect(outcome.firings[0]?.clauses.map((c) => c.field)).toEqual([
      'entity_types',
      'transaction_amount_threshold',
    ]);
  });

  it('names the custom tag to apply only for alert_and_tag rules', () => {
    const tagging = rule(5, [sanctionedItself], { action: 'alert_and_tag', customTagId: 42 });
    const plain = rule(4, [sanctionedItself], { customTagId: 43 });
    const outcome = evaluateLoadedRules([tagging, plain], sanctionedAddress);
    expect(outcome.firings.map((f) => f.applyTagId)).toEqual([42, null]);
  });

  it('takes the highest level of the firing rules as the risk level', () => {
    const transfers = [
      {
        txHash: '0xabc',
        time: NOW - 60,
        direction: -1 as const,
        counterparty: '0xdef',
        counterpartyCategories: [],
        valueUsd: 50_000,
        tokenSymbol: 'USDC',
      },
    ];
    const rules = [
      rule(2, [largeTransfer]),
      rule(3, [{ ...largeTransfer, transaction_amount_threshold: 10_000 }]),
    ];
    const outcome = evaluateLoadedRules(
      [...rules, rule(4, [{ ...largeTransfer, transaction_amount_threshold: 100_000 }])],
      input({ transfers }),
    );
    expect(outcome.firings.map((f) => f.level)).toEqual([2, 3]);
    expect(outcome.riskLevel).toBe(3);
    expect(outcome.evaluatedRules).toBe(3);
  });
});
