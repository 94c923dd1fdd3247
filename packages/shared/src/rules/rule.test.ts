import { describe, expect, it } from 'vitest';
import { PolicyCategory, PolicyType } from '../enums/entities.ts';
import { RULE_TEMPLATE_NUMBERS, RULE_TEMPLATES, templatesFor } from './catalogue.ts';
import { RULE_MESSAGES } from './messages.ts';
import { POLICY_TEXT_LIMITS, policyCreateSchema, policyUpdateSchema } from './policy.ts';
import { RULE_NAME_MAX_LENGTH, ruleCreateSchema, ruleCreateSchemaFor, ruleUpdateSchema } from './rule.ts';
import { MAX_RULE_CONDITIONS } from './rule-conditions.ts';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const condition = {
  rule_condition_type: 1,
  risk_types: 1,
  entity_types: ['Sanctions'],
  threshold_amount_usd: 1,
};
const rule = { rule_name: 'Sanctions exposure', alert_level: 5, rule_conditions: [condition] };

describe('rule catalogue', () => {
  it('groups the 28 templates into the three categories of the specification', () => {
    const numbers = (category: number | null) =>
      RULE_TEMPLATE_NUMBERS.filter((n) => RULE_TEMPLATES[n].category === category);
    expect(numbers(PolicyCategory.SourceOfFunds)).toEqual([1, 2, 3, 4, 5, 6, 18, 19, 20, 21]);
    expect(numbers(PolicyCategory.Behaviour)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 27, 28]);
    expect(numbers(PolicyCategory.SourceOfFundsAdvanced)).toEqual([22, 23, 24]);
    expect(numbers(null)).toEqual([25, 26]);
    expect(RULE_TEMPLATES[25].isSystem && RULE_TEMPLATES[26].isSystem).toBe(true);
  });

  it('offers transaction policies only 1–3 and 18–20', () => {
    const offered = (type: PolicyType, category: PolicyCategory) =>
      templatesFor(type, category).map((t) => t.number);
    expect(offered(PolicyType.Transaction, PolicyCategory.SourceOfFunds)).toEqual([1, 2, 3, 18, 19, 20]);
    expect(offered(PolicyType.Transaction, PolicyCategory.Behaviour)).toEqual([]);
    expect(offered(PolicyType.Address, PolicyCategory.SourceOfFunds)).toEqual([
      1, 2, 3, 4, 5, 6, 18, 19, 20, 21,
    ]);
    expect(offered(PolicyType.Customer, PolicyCategory.Behaviour)).toHaveLength(13);
    expect(offered(PolicyType.Address, PolicyCategory.SourceOfFundsAdvanced)).toEqual([22, 23, 24]);
  });
});

describe('rule schema', () => {
  it('fills the defaults: live, alert, AND conditions', () => {
    expect(ruleCreateSchema.parse(rule)).toMatchObject({
      rule_name: 'Sanctions exposure',
      alert_level: 5,
      action: 'alert',
      is_enabled: true,
      is_only_or_conditions: false,
      rule_conditions: [{ rule_condition_type: 1, risk_types: [1] }],
    });
  });

  it('requires a rule name and an alert level 1–5', () => {
    expect(messages(ruleCreateSchema.safeParse({ ...rule, rule_name: '  ' }))).toEqual({
      rule_name: 'Required',
    });
    expect(messages(ruleCreateSchema.safeParse({ ...rule, alert_level: null }))).toEqual({
      alert_level: 'Required',
    });
    expect(messages(ruleCreateSchema.safeParse({ ...rule, alert_level: 0 }))).toEqual({
      alert_level: '"0" is not a valid choice.',
    });
    expect(messages(ruleCreateSchema.safeParse({ ...rule, alert_level: 6 }))).toEqual({
      alert_level: '"6" is not a valid choice.',
    });
  });

  it('says what is wrong with a field rather than "Required": too long, or the wrong type', () => {
    expect(
      messages(ruleCreateSchema.safeParse({ ...rule, rule_name: 'x'.repeat(RULE_NAME_MAX_LENGTH) })),
    ).toEqual({});
    expect(
      messages(ruleCreateSchema.safeParse({ ...rule, rule_name: 'x'.repeat(RULE_NAME_MAX_LENGTH + 1) })),
    ).toEqual({ rule_name: 'Ensure this field has no more than 200 characters.' });
    expect(
      messages(
        ruleCreateSchema.safeParse({
          ...rule,
          rule_name: 123,
          alert_level: 'high',
          is_enabled: 'yes',
          rule_conditions: 'abc',
          custom_tag: 'seven',
        }),
      ),
    ).toEqual({
      rule_name: RULE_MESSAGES.notAString,
      alert_level: RULE_MESSAGES.notANumber,
      is_enabled: RULE_MESSAGES.notABoolean,
      rule_conditions: RULE_MESSAGES.notAList,
      custom_tag: RULE_MESSAGES.notANumber,
    });
    const conditionOf = (fields: object) => ({ ...rule, rule_conditions: [{ ...condition, ...fields }] });
    expect(messages(ruleCreateSchema.safeParse(conditionOf({ entity_types: 'Sanctions' })))).toEqual({
      'rule_conditions.0.entity_types': RULE_MESSAGES.notAList,
    });
    expect(
      messages(
        ruleCreateSchema.safeParse({
          ...rule,
          rule_conditions: [{ rule_condition_type: 3, risk_types: 1, entity_names: ['x'.repeat(301)] }],
        }),
      ),
    ).toMatchObject({
      'rule_conditions.0.entity_names.0': 'Ensure this field has no more than 300 characters.',
    });
  });

  it('takes at most 20 conditions, refused with one message before any condition is read', () => {
    const conditions = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ ...condition, threshold_amount_usd: i + 1 }));
    expect(
      ruleCreateSchema.safeParse({ ...rule, rule_conditions: conditions(MAX_RULE_CONDITIONS) }).success,
    ).toBe(true);
    const tooMany = ruleCreateSchema.safeParse({ ...rule, rule_conditions: conditions(5000) });
    expect(tooMany.error?.issues).toHaveLength(1);
    expect(messages(tooMany)).toEqual({ rule_conditions: 'A rule can have at most 20 conditions' });
  });

  it('refuses a condition that repeats an earlier one, in any order of its lists', () => {
    const twoTypes = { ...condition, entity_types: ['Sanctions', 'Darknet'] };
    const sameAgain = {
      ...condition,
      risk_types: [1],
      entity_types: ['Darknet', 'Sanctions'],
      threshold_amount_usd: '1',
    };
    const other = { ...condition, threshold_amount_usd: 2 };
    expect(
      messages(ruleCreateSchema.safeParse({ ...rule, rule_conditions: [twoTypes, other, sameAgain, other] })),
    ).toEqual({
      'rule_conditions.2': 'This condition is the same as condition 1',
      'rule_conditions.3': 'This condition is the same as condition 2',
    });
    expect(ruleUpdateSchema.safeParse({ ...rule, rule_conditions: [condition, condition] }).success).toBe(
      false,
    );
  });

  it('needs at least one condition, on create and on edit', () => {
    const none = { ...rule, rule_conditions: [] };
    expect(messages(ruleCreateSchema.safeParse(none))).toEqual({
      rule_conditions: RULE_MESSAGES.atLeastOneCondition,
    });
    expect(messages(ruleUpdateSchema.safeParse(none))).toEqual({
      rule_conditions: RULE_MESSAGES.atLeastOneCondition,
    });
  });

  it('reports a bad condition at its place', () => {
    const bad = { ...rule, rule_conditions: [condition, { ...condition, threshold_amount_usd: 0 }] };
    expect(messages(ruleCreateSchema.safeParse(bad))).toEqual({
      'rule_conditions.1.threshold_amount_usd': RULE_MESSAGES.amountMinimum,
    });
  });

  it('alert_and_tag needs a custom tag; edit drops the locked action and tag', () => {
    expect(messages(ruleCreateSchema.safeParse({ ...rule, action: 'alert_and_tag' }))).toEqual({
      custom_tag: RULE_MESSAGES.customTagRequired,
    });
    expect(ruleCreateSchema.parse({ ...rule, action: 'alert_and_tag', custom_tag: 9 })).toMatchObject({
      custom_tag: 9,
    });
    expect(messages(ruleCreateSchema.safeParse({ ...rule, action: 'block' }))).toHaveProperty('action');
    expect(ruleUpdateSchema.parse({ ...rule, action: 'alert_and_tag', custom_tag: 9 })).not.toHaveProperty(
      'action',
    );
  });

  it('rejects a template the policy does not offer', () => {
    const transactionPolicy = { type: PolicyType.Transaction, category: PolicyCategory.SourceOfFunds };
    const behaviour = { rule_condition_type: 11, risk_types: 1, transaction_amount_threshold: 100 };
    expect(ruleCreateSchemaFor(transactionPolicy).safeParse(rule).success).toBe(true);
    expect(
      messages(ruleCreateSchemaFor(transactionPolicy).safeParse({ ...rule, rule_conditions: [behaviour] })),
    ).toEqual({ 'rule_conditions.0.rule_condition_type': RULE_MESSAGES.templateNotOffered });
  });

  it('offers the object itself (risk type 3) on direct exposure outside Transaction policies only', () => {
    const self = { ...rule, rule_conditions: [{ ...condition, risk_types: 3 }] };
    const addressPolicy = { type: PolicyType.Address, category: PolicyCategory.SourceOfFunds };
    const transactionPolicy = { type: PolicyType.Transaction, category: PolicyCategory.SourceOfFunds };
    expect(ruleCreateSchemaFor(addressPolicy).safeParse(self).success).toBe(true);
    expect(messages(ruleCreateSchemaFor(transactionPolicy).safeParse(self))).toEqual({
      'rule_conditions.0.risk_types': RULE_MESSAGES.selfNotOffered,
    });
  });
});

describe('policy schemas', () => {
  const policy = { name: 'Sanctions', description: 'OFAC exposure', type: 1, category: 1, is_enabled: true };

  it('requires every field on create', () => {
    expect(policyCreateSchema.parse(policy)).toEqual(policy);
    expect(messages(policyCreateSchema.safeParse({}))).toEqual({
      name: 'Required',
      description: 'Required',
      type: 'Required',
      category: 'Required',
      is_enabled: 'Required',
    });
    expect(messages(policyCreateSchema.safeParse({ ...policy, type: 3, category: 4 }))).toEqual({
      type: '"3" is not a valid choice.',
      category: '"4" is not a valid choice.',
    });
  });

  it('names the limit of a text that is too long, and the type a field expects', () => {
    const long = { ...policy, name: 'n'.repeat(101), description: 'd'.repeat(2001) };
    expect(messages(policyCreateSchema.safeParse(long))).toEqual({
      name: 'Ensure this field has no more than 100 characters.',
      description: 'Ensure this field has no more than 2000 characters.',
    });
    const limits = { name: 'n'.repeat(POLICY_TEXT_LIMITS.name), description: 'd'.repeat(2000) };
    expect(policyCreateSchema.safeParse({ ...policy, ...limits }).success).toBe(true);
    expect(
      messages(
        policyCreateSchema.safeParse({
          name: 123,
          description: [],
          type: '1',
          category: 'one',
          is_enabled: 1,
        }),
      ),
    ).toEqual({
      name: RULE_MESSAGES.notAString,
      description: RULE_MESSAGES.notAString,
      type: RULE_MESSAGES.notANumber,
      category: RULE_MESSAGES.notANumber,
      is_enabled: RULE_MESSAGES.notABoolean,
    });
    expect(messages(policyUpdateSchema.safeParse({ name: 'n'.repeat(101), description: 'ok' }))).toEqual({
      name: 'Ensure this field has no more than 100 characters.',
    });
  });

  it('a transaction policy is Source of Funds only', () => {
    expect(policyCreateSchema.safeParse({ ...policy, type: 0, category: 1 }).success).toBe(true);
    expect(messages(policyCreateSchema.safeParse({ ...policy, type: 0, category: 2 }))).toEqual({
      category: RULE_MESSAGES.transactionPolicyCategory,
    });
  });

  it('edit needs name and description and ignores type and category', () => {
    expect(policyUpdateSchema.parse({ ...policy, type: 0, category: 3 })).toEqual({
      name: 'Sanctions',
      description: 'OFAC exposure',
      is_enabled: true,
    });
    expect(messages(policyUpdateSchema.safeParse({ name: '', description: ' ' }))).toEqual({
      name: 'Required',
      description: 'Required',
    });
  });
});
