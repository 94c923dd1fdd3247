import type { RuleInput } from '@riskscreen/engine';
import { type RuleConditionInput, ruleConditionSchema } from '@riskscreen/shared';
import { describe, expect, it } from 'vitest';
import type { LoadedRule } from './enabled-rules.repo.ts';
import { evaluateLoadedRules } from './evaluate-rules.ts';
import type { OwnAttribution } from './own-attribution-match.ts';

const NOW = Date.UTC(2026, 10, 1) / 1000;
const emptySide = { total: 0, direct: 0, indirect: 0, unknown: 0, rows: [], categoryTotals: {} };
const input = (overrides: Partial<RuleInput> = {}): RuleInput => ({
  exposure: { incoming: emptySide, outgoing: emptySide },
  subject: { kind: 'address', ownCategories: [], customTags: [], customLists: [] },
  transfers: [],
  now: NOW,
  ...overrides,
});
let nextId = 1;
const rule = (level: 1 | 2 | 3 | 4 | 5, conditions: RuleConditionInput[], anyOf = false): LoadedRule => ({
  id: nextId++,
  policyId: 1,
  policyCategory: 1,
  ruleName: `rule ${nextId}`,
  alertLevel: level,
  conditions: conditions.map((c) => ruleConditionSchema.parse(c)),
  isOnlyOrConditions: anyOf,
});
const sanctionsAny: RuleConditionInput = {
  rule_condition_type: 1,
  risk_types: [1, 2],
  entity_types: ['Sanctions'],
  threshold_amount_usd: 0.02,
};
const largeTransfer: RuleConditionInput = {
  rule_condition_type: 11,
  risk_types: [1, 2],
  transaction_amount_threshold: 1_000,
};
const sanctioned: OwnAttribution = {
  categories: ['Sanctions'],
  names: ['Marlo Vance'],
  subtypeNames: [],
  primary: { type: 'Sanctions', subtype: 'Unknown', name: 'Marlo Vance' },
};

describe('evaluating loaded rules', () => {
  it('flags an object attributed to a sanctioned entity, whatever its (missing) chain data', () => {
    const outcome = evaluateLoadedRules([rule(5, [sanctionsAny])], input(), sanctioned);
    expect(outcome.riskLevel).toBe(5);
    expect(outcome.firings[0]?.clauses).toEqual([
      expect.objectContaining({
        passed: true,
        text: 'The object itself is attributed to Sanctions (Marlo Vance)',
      }),
    ]);
    expect(outcome.firings[0]?.context).toMatchObject({ risk_type: 3, tag_name_verbose: 'Marlo Vance' });
    expect(evaluateLoadedRules([rule(5, [sanctionsAny])], input(), null).riskLevel).toBe(0);
    const byName = rule(4, [{ ...sanctionsAny, rule_condition_type: 3, entity_names: ['marlo vance'] }]);
    expect(evaluateLoadedRules([byName], input(), sanctioned).riskLevel).toBe(4);
    // Indirect exposure templates are not met by the object's own attribution.
    const indirect = rule(4, [{ ...sanctionsAny, rule_condition_type: 18 }]);
    expect(evaluateLoadedRules([indirect], input(), sanctioned).riskLevel).toBe(0);
  });

  it('combines own attribution with the other conditions as the engine does (all, or any)', () => {
    const all = rule(5, [sanctionsAny, largeTransfer]);
    expect(evaluateLoadedRules([all], input(), sanctioned).firings).toHaveLength(0);
    const any = rule(5, [sanctionsAny, largeTransfer], true);
    expect(evaluateLoadedRules([any], input(), sanctioned).riskLevel).toBe(5);
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
    const outcome = evaluateLoadedRules([all], input({ transfers }), sanctioned);
    expect(outcome.riskLevel).toBe(5);
    expect(outcome.firings[0]?.clauses.map((c) => c.field)).toEqual([
      'entity_types',
      'transaction_amount_threshold',
    ]);
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
      null,
    );
    expect(outcome.firings.map((f) => f.level)).toEqual([2, 3]);
    expect(outcome.riskLevel).toBe(3);
    expect(outcome.evaluatedRules).toBe(3);
  });
});
