import { describe, expect, it } from 'vitest';
import { evaluateCondition } from './evaluate-condition.ts';
import { evaluateRule } from './evaluate-rule.ts';
import { condition, input, transfer } from './test-helpers.ts';
import type { RuleInput } from './types.ts';

const onLists = (customLists: RuleInput['subject']['customLists']) =>
  input({ subject: { kind: 'address', ownCategories: [], customTags: [], customLists } });

describe('templates 25 and 26: the object is on a custom list', () => {
  it('fires with the list risk level as the alert level', () => {
    const result = evaluateCondition(
      condition({ rule_condition_type: 25, custom_tag: 3 }),
      onLists([{ listId: 3, riskLevel: 5 }]),
    );
    expect(result).toMatchObject({
      fired: true,
      alertLevel: 5,
      context: { rule_condition_type: 25, risk_type: 3 },
    });
    expect(result.clauses[0]?.text).toBe('On blacklist #3 (risk level Critical)');
    const named = evaluateCondition(
      condition({ rule_condition_type: 25, custom_tag: 3 }),
      onLists([{ listId: 3, riskLevel: 5, name: 'Blacklist' }]),
    );
    expect(named.clauses[0]?.text).toBe('On blacklist "Blacklist" (risk level Critical)');
  });

  it('does not fire for another list, or for a list at No Risk', () => {
    const custom = condition({ rule_condition_type: 26, custom_tag: 4 });
    expect(evaluateCondition(custom, onLists([{ listId: 3, riskLevel: 5 }])).fired).toBe(false);
    const noRisk = evaluateCondition(custom, onLists([{ listId: 4, riskLevel: 0 }]));
    expect(noRisk.fired).toBe(false);
    expect(noRisk.alertLevel).toBeUndefined();
    expect(evaluateCondition(custom, onLists([{ listId: 4, riskLevel: 2 }])).alertLevel).toBe(2);
  });
});

describe('evaluateRule', () => {
  const large = condition({ rule_condition_type: 11, risk_types: 1, transaction_amount_threshold: 10_000 });
  const many = condition({
    rule_condition_type: 15,
    risk_types: 1,
    transaction_count_threshold: 3,
    analysis_window: 7,
  });
  const data = input({ transfers: [transfer({ valueUsd: 10_000 }), transfer({ valueUsd: 5 })] });

  it('AND: fires only when every condition fires, and then explains each', () => {
    const and = evaluateRule(
      { rule_conditions: [large, many], is_only_or_conditions: false, alert_level: 4 },
      data,
    );
    expect(and.fired).toBe(false);
    expect(and.conditions.map((c) => c.fired)).toEqual([true, false]);
    expect(and.clauses.map((c) => c.field)).toEqual([
      'transaction_amount_threshold',
      'transaction_count_threshold',
    ]);

    const both = input({ transfers: [...data.transfers, transfer({ valueUsd: 1 })] });
    const fired = evaluateRule(
      { rule_conditions: [large, many], is_only_or_conditions: false, alert_level: 4 },
      both,
    );
    expect(fired).toMatchObject({ fired: true, alertLevel: 4, context: { rule_condition_type: 11 } });
    expect(fired.clauses).toHaveLength(2);
  });

  it('OR: fires when any condition fires, with the clauses and context of those that did', () => {
    const or = evaluateRule(
      { rule_conditions: [many, large], is_only_or_conditions: true, alert_level: 3 },
      data,
    );
    expect(or.fired).toBe(true);
    expect(or.clauses.map((c) => c.field)).toEqual(['transaction_amount_threshold']);
    expect(or.context?.rule_condition_type).toBe(11);
    const none = evaluateRule({ rule_conditions: [many], is_only_or_conditions: true, alert_level: 3 }, data);
    expect(none.fired).toBe(false);
  });

  it('a firing custom list condition sets the alert level to the highest list level', () => {
    const lists = onLists([
      { listId: 3, riskLevel: 2 },
      { listId: 4, riskLevel: 4 },
    ]);
    const rule = {
      rule_conditions: [
        condition({ rule_condition_type: 25, custom_tag: 3 }),
        condition({ rule_condition_type: 26, custom_tag: 4 }),
      ],
      is_only_or_conditions: true,
      alert_level: 1 as const,
    };
    expect(evaluateRule(rule, lists)).toMatchObject({ fired: true, alertLevel: 4 });
  });

  it('a rule without conditions never fires', () => {
    expect(evaluateRule({ rule_conditions: [], is_only_or_conditions: false }, data)).toEqual({
      fired: false,
      conditions: [],
      clauses: [],
    });
  });
});
