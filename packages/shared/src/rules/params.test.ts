import { describe, expect, it } from 'vitest';
import { RULE_TEMPLATE_NUMBERS } from './catalogue.ts';
import { RULE_TEMPLATE_FIELDS, ruleConditionSchema, ruleParamSchema } from './conditions.ts';
import { RULE_MESSAGES } from './messages.ts';
import { RULE_NUMBER_LIMITS } from './number-fields.ts';
import { errors, exposure1, VALID } from './test-conditions.ts';

describe('template parameter schemas', () => {
  it.each(RULE_TEMPLATE_NUMBERS)('template %i accepts a valid condition and its own schema agrees', (n) => {
    const raw = VALID[n];
    expect(errors(raw)).toEqual({});
    expect(ruleParamSchema(n).parse(raw)).toEqual(ruleConditionSchema.parse(raw));
  });

  it('lists the fields of each template', () => {
    expect(RULE_TEMPLATE_FIELDS[15]).toEqual([
      'risk_types',
      'transaction_count_threshold',
      'transaction_count_upper_threshold',
      'analysis_window',
    ]);
    expect(RULE_TEMPLATE_FIELDS[8]).toEqual(['transit_window', 'payment_amount_percent']);
    expect(RULE_TEMPLATE_FIELDS[18]).toContain('hop_limit');
  });

  it('rejects an unknown template and a condition given to the wrong template', () => {
    expect(errors({ rule_condition_type: 29 })).toEqual({
      rule_condition_type: ['Unknown rule condition type'],
    });
    expect(() => ruleParamSchema(2).parse(VALID[1])).toThrow();
  });

  it('drops fields that do not belong to the template', () => {
    const parsed = ruleConditionSchema.parse({ ...VALID[11], entity_types: ['Scam'], analysis_window: 7 });
    expect(parsed).toEqual({
      rule_condition_type: 11,
      risk_types: [1],
      transaction_amount_threshold: 10_000,
    });
  });

  it('reads numbers typed into input boxes', () => {
    const parsed = ruleConditionSchema.parse({
      ...exposure1,
      threshold_amount_usd: ' 1000.5 ',
      taint_percent_threshold: '5',
    });
    expect(parsed).toMatchObject({ threshold_amount_usd: 1000.5, taint_percent_threshold: 5 });
  });
});

describe('upper values', () => {
  it.each([0, '0', null, '', undefined])(
    'an upper amount or taint of %j means none and is omitted',
    (upper) => {
      const parsed = ruleConditionSchema.parse({
        ...exposure1,
        upper_threshold_amount_usd: upper,
        taint_percent_threshold: 5,
        taint_percent_upper_threshold: upper,
      });
      expect(parsed).toStrictEqual({
        rule_condition_type: 1,
        risk_types: [1],
        entity_types: ['Sanctions'],
        threshold_amount_usd: 1000,
        taint_percent_threshold: 5,
      });
      expect(Object.keys(parsed)).not.toContain('upper_threshold_amount_usd');
    },
  );

  it('an upper transaction count of 0 is omitted too', () => {
    const parsed = ruleConditionSchema.parse({ ...VALID[15], transaction_count_upper_threshold: 0 });
    expect(Object.keys(parsed)).not.toContain('transaction_count_upper_threshold');
  });

  it('keeps a set upper value', () => {
    const parsed = ruleConditionSchema.parse({ ...exposure1, upper_threshold_amount_usd: 5000 });
    expect(parsed).toMatchObject({ upper_threshold_amount_usd: 5000 });
  });
});

describe('threshold amounts', () => {
  it('must be greater than 0.01', () => {
    expect(errors({ ...exposure1, threshold_amount_usd: 0.01 })).toEqual({
      threshold_amount_usd: [RULE_MESSAGES.amountMinimum],
    });
    expect(errors({ ...exposure1, threshold_amount_usd: 0.02 })).toEqual({});
    expect(errors({ ...VALID[11], transaction_amount_threshold: 0 })).toEqual({
      transaction_amount_threshold: [RULE_MESSAGES.amountMinimum],
    });
  });

  it('is required', () => {
    expect(errors({ ...exposure1, threshold_amount_usd: '' })).toEqual({
      threshold_amount_usd: [RULE_MESSAGES.amountMinimum],
    });
  });

  it('must be less than the upper amount', () => {
    const message = 'Please enter valid Amount between 0.01 and 1000';
    expect(errors({ ...exposure1, upper_threshold_amount_usd: 1000 })).toEqual({
      threshold_amount_usd: [message],
    });
    expect(errors({ ...exposure1, upper_threshold_amount_usd: 999 })).toEqual({
      threshold_amount_usd: ['Please enter valid Amount between 0.01 and 999'],
    });
    expect(errors({ ...exposure1, upper_threshold_amount_usd: 1000.01 })).toEqual({});
    expect(errors({ ...VALID[16], upper_threshold_amount_usd: 100_000 })).toEqual({
      threshold_amount_usd: ['Please enter valid Amount between 0.01 and 100000'],
    });
  });

  it('a negative upper amount is not a number the builder accepts', () => {
    expect(errors({ ...exposure1, upper_threshold_amount_usd: -5 })).toEqual({
      upper_threshold_amount_usd: [RULE_MESSAGES.invalidNumber],
    });
  });
});

describe('taint percent', () => {
  const taint = (lower: unknown, upper?: unknown) =>
    errors({ ...exposure1, taint_percent_threshold: lower, taint_percent_upper_threshold: upper });

  it('accepts 0 to 100 and a lower equal to the upper', () => {
    expect(taint(0)).toEqual({});
    expect(taint(100)).toEqual({});
    expect(taint(20, 20)).toEqual({});
    expect(taint(undefined, 50)).toEqual({});
  });

  it('lower outside 0 to 100 (no upper) gives the lower message with 100', () => {
    expect(taint(101)).toEqual({
      taint_percent_threshold: ['Please enter valid Taint Percent between 0 and 100'],
    });
    expect(taint(-1)).toEqual({
      taint_percent_threshold: ['Please enter valid Taint Percent between 0 and 100'],
    });
  });

  it('lower above the upper gives the lower message with the upper, and the upper message with the lower', () => {
    expect(taint(60, 50)).toEqual({
      taint_percent_threshold: ['Please enter valid Taint Percent between 0 and 50'],
      taint_percent_upper_threshold: ['Please enter valid Taint Percent between 60 and 100'],
    });
  });

  it('upper above 100 gives the upper message with the lower', () => {
    expect(taint(10, 101)).toEqual({
      taint_percent_upper_threshold: ['Please enter valid Taint Percent between 10 and 100'],
    });
    expect(taint(undefined, 150)).toEqual({
      taint_percent_upper_threshold: ['Please enter valid Taint Percent between 0 and 100'],
    });
  });

  it('text that is not a number gets the number message', () => {
    expect(taint('abc')).toEqual({ taint_percent_threshold: [RULE_MESSAGES.invalidNumber] });
  });
});

describe('risk type 3, the object itself', () => {
  const self = { rule_condition_type: 1, risk_types: 3, entity_types: ['Sanctions'] };

  it.each([1, 2, 3, 21])('template %i takes it, with the amount optional', (n) => {
    const target =
      n === 2
        ? { entity_subtypes: [1301] }
        : n === 3
          ? { entity_names: ['Evil Corp'] }
          : { entity_types: ['Sanctions'] };
    const parsed = ruleConditionSchema.parse({ rule_condition_type: n, risk_types: [3], ...target });
    expect(parsed).toMatchObject({ rule_condition_type: n, risk_types: [3] });
    expect(parsed).not.toHaveProperty('threshold_amount_usd');
  });

  it('keeps thresholds set on it, checked as everywhere', () => {
    expect(ruleConditionSchema.parse({ ...self, threshold_amount_usd: 1000 })).toMatchObject({
      risk_types: [3],
      threshold_amount_usd: 1000,
    });
    expect(errors({ ...self, threshold_amount_usd: 0.01 })).toEqual({
      threshold_amount_usd: [RULE_MESSAGES.amountMinimum],
    });
    expect(errors({ ...self, taint_percent_threshold: 150 })).toHaveProperty('taint_percent_threshold');
  });

  it('still requires the amount when the condition looks at received or sent value', () => {
    for (const risk_types of [1, 2, [1, 2]]) {
      expect(errors({ ...self, risk_types })).toEqual({
        threshold_amount_usd: [RULE_MESSAGES.amountMinimum],
      });
    }
  });

  it('means both directions on the other templates, as the specification reads any other choice', () => {
    expect(ruleConditionSchema.parse({ ...VALID[18], risk_types: 3 })).toMatchObject({ risk_types: [1, 2] });
    expect(ruleConditionSchema.parse({ ...VALID[5], risk_types: [3] })).toMatchObject({ risk_types: [1, 2] });
    expect(ruleConditionSchema.parse({ ...self, threshold_amount_usd: 5, risk_types: [1, 3] })).toMatchObject(
      { risk_types: [1, 2] },
    );
  });
});

describe('largest values', () => {
  const NUMBER = RULE_MESSAGES.invalidNumber;
  const AMOUNT_RANGE = 'Please enter valid Amount between 0.01 and 1000000000000';

  it.each<[number, string, number, string]>([
    [16, 'threshold_amount_usd', RULE_NUMBER_LIMITS.usd, AMOUNT_RANGE],
    [16, 'upper_threshold_amount_usd', RULE_NUMBER_LIMITS.usd, AMOUNT_RANGE],
    [11, 'transaction_amount_threshold', RULE_NUMBER_LIMITS.usd, AMOUNT_RANGE],
    [14, 'upper_bound', RULE_NUMBER_LIMITS.usd, NUMBER],
    [7, 'analysis_window', RULE_NUMBER_LIMITS.days, NUMBER],
    [7, 'multiplier_threshold', RULE_NUMBER_LIMITS.multiplier, NUMBER],
    [8, 'transit_window', RULE_NUMBER_LIMITS.minutes, NUMBER],
    [10, 'dormancy_window', RULE_NUMBER_LIMITS.days, NUMBER],
    [12, 'address_age', RULE_NUMBER_LIMITS.days, NUMBER],
    [9, 'counterparty_threshold', RULE_NUMBER_LIMITS.count, NUMBER],
    [15, 'transaction_count_threshold', RULE_NUMBER_LIMITS.count, NUMBER],
    [15, 'transaction_count_upper_threshold', RULE_NUMBER_LIMITS.count, NUMBER],
  ])('template %i: %s takes up to %d, and 1e308 gets "%s"', (template, field, limit, message) => {
    const base = VALID[template] ?? {};
    const upperPair =
      field === 'upper_threshold_amount_usd' || field === 'transaction_count_upper_threshold'
        ? { [field.replace('_upper', '').replace('upper_', '')]: 1 }
        : {};
    // A count is also not a safe whole number at 1e308: the same message may come twice, the server keeps one.
    const messagesOf = (value: unknown) =>
      Object.entries(errors({ ...base, ...upperPair, [field]: value })).map(([key, list]) => [
        key,
        [...new Set(list)],
      ]);
    expect(messagesOf(limit)).toEqual([]);
    expect(messagesOf(1e308)).toEqual([[field, [message]]]);
    expect(messagesOf(String(limit + 1))).toEqual([[field, [message]]]);
  });

  it('keeps the lower bound of a range within the USD limit', () => {
    expect(errors({ ...VALID[14], lower_bound: 1e308, upper_bound: 10 }).lower_bound).toContain(NUMBER);
  });
});
