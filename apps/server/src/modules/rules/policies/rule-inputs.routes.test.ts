import { beforeAll, describe, expect, it } from 'vitest';
import { alphaPolicyIds } from '../../../test-support/policies.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/** What the rule endpoints answer for oversized, mistyped, out-of-range, too many or repeated inputs. */
let addressPolicy: number;
let behaviourPolicy: number;
const ctx = useTestApp();
beforeAll(async () => {
  const idOf = await alphaPolicyIds(ctx);
  addressPolicy = idOf('Illicit activity exposure');
  behaviourPolicy = idOf('Behaviour');
});

const rulesUrl = (policy: number) => `/risk/api/v4/policies/${policy}/classifiers/`;
const create = (policy: number, payload: object) =>
  ctx.call('admin', { method: 'POST', url: `${rulesUrl(policy)}?workspace=alpha`, payload });
const exposure = (threshold_amount_usd: number) => ({
  rule_condition_type: 1,
  risk_types: [1],
  entity_types: ['Gambling'],
  threshold_amount_usd,
});
const rule = { rule_name: 'Gambling exposure', alert_level: 2, rule_conditions: [exposure(500)] };

describe('field messages', () => {
  it('names the limit of a too-long rule name and the type a field expects', async () => {
    const long = await create(addressPolicy, { ...rule, rule_name: 'r'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ rule_name: ['Ensure this field has no more than 200 characters.'] });
    const typed = await create(addressPolicy, {
      rule_name: 123,
      alert_level: 'high',
      is_enabled: 'yes',
      rule_conditions: 'abc',
    });
    expect(typed.json()).toEqual({
      rule_name: ['Not a valid string.'],
      alert_level: ['A valid number is required.'],
      is_enabled: ['Must be a valid boolean.'],
      rule_conditions: ['Expected a list of items.'],
    });
    const missing = await create(addressPolicy, { rule_name: 'No conditions', alert_level: 2 });
    expect(missing.json()).toEqual({ rule_conditions: ['This field is required.'] });
    const conditionFields = await create(addressPolicy, {
      ...rule,
      rule_conditions: [{ ...exposure(500), entity_types: 'Gambling' }],
    });
    expect(conditionFields.json()).toEqual({
      'rule_conditions.0.entity_types': ['Expected a list of items.'],
    });
  });
});

describe('number limits', () => {
  it('refuses amounts, windows, multipliers and counts beyond their limits with the builder messages', async () => {
    const huge = await create(behaviourPolicy, {
      rule_name: 'Huge',
      alert_level: 2,
      rule_conditions: [
        { rule_condition_type: 16, risk_types: [1], threshold_amount_usd: 1e308, analysis_window: 7 },
        { rule_condition_type: 7, risk_types: [1], analysis_window: 1e308, multiplier_threshold: 1e308 },
        { rule_condition_type: 9, risk_types: [1], counterparty_threshold: 1e12, analysis_window: 7 },
      ],
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({
      'rule_conditions.0.threshold_amount_usd': ['Please enter valid Amount between 0.01 and 1000000000000'],
      'rule_conditions.1.analysis_window': ['Please enter valid value in number'],
      'rule_conditions.1.multiplier_threshold': ['Please enter valid value in number'],
      'rule_conditions.2.counterparty_threshold': ['Please enter valid value in number'],
    });
    const largest = await create(behaviourPolicy, {
      rule_name: 'Largest',
      alert_level: 2,
      is_enabled: false,
      rule_conditions: [
        { rule_condition_type: 16, risk_types: [1], threshold_amount_usd: 1e12, analysis_window: 10_000 },
      ],
    });
    expect(largest.statusCode, largest.body).toBe(200);
    expect(largest.json().condition_sentences).toEqual([
      'Received total ≥ $1,000,000,000,000 within 10,000 days',
    ]);
  });
});

describe('conditions of a rule', () => {
  it('takes at most 20 conditions and answers 5,000 with one message', async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => exposure(i + 1));
    const tooMany = await create(addressPolicy, { ...rule, rule_conditions: many(5000) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ rule_conditions: ['A rule can have at most 20 conditions'] });
    const twenty = await create(addressPolicy, { ...rule, rule_name: 'Twenty', rule_conditions: many(20) });
    expect(twenty.statusCode, twenty.body).toBe(200);
    expect(twenty.json().rule_conditions).toHaveLength(20);
  });

  it('refuses a condition that repeats another, on create and on edit', async () => {
    const same = await create(addressPolicy, {
      ...rule,
      rule_conditions: [
        exposure(500),
        exposure(700),
        { ...exposure(500), risk_types: 1, threshold_amount_usd: '500' },
      ],
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ 'rule_conditions.2': ['This condition is the same as condition 1'] });
    const made = await create(addressPolicy, { ...rule, rule_name: 'Once' });
    expect(made.statusCode, made.body).toBe(200);
    const edit = await ctx.call('admin', {
      method: 'PUT',
      url: `${rulesUrl(addressPolicy)}${made.json().uuid}/?workspace=alpha`,
      payload: { ...rule, rule_name: 'Once', rule_conditions: [exposure(500), exposure(500)] },
    });
    expect(edit.json()).toEqual({ 'rule_conditions.1': ['This condition is the same as condition 1'] });
  });
});
