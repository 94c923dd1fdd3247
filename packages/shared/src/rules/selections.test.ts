import { describe, expect, it } from 'vitest';
import { ruleConditionSchema } from './conditions.ts';
import { RULE_MESSAGES } from './messages.ts';
import { errors, exposure1, VALID } from './test-conditions.ts';

describe('bounds and counts', () => {
  it('lower_bound must be less than upper_bound', () => {
    expect(errors({ ...VALID[14], lower_bound: 10_000 })).toEqual({
      lower_bound: [RULE_MESSAGES.boundsOrder],
    });
    expect(errors({ ...VALID[14], lower_bound: 10_001 })).toEqual({
      lower_bound: [RULE_MESSAGES.boundsOrder],
    });
    expect(errors({ ...VALID[14], lower_bound: 0 })).toEqual({});
  });

  it('the transaction count may not exceed its upper count', () => {
    expect(errors({ ...VALID[15], transaction_count_upper_threshold: 9 })).toEqual({
      transaction_count_threshold: ['Please enter valid Transaction Count between 1 and 9'],
    });
    expect(errors({ ...VALID[15], transaction_count_upper_threshold: 10 })).toEqual({});
  });

  it.each([
    [7, 'analysis_window', 0],
    [7, 'multiplier_threshold', 'x'],
    [8, 'transit_window', -5],
    [8, 'payment_amount_percent', 101],
    [9, 'counterparty_threshold', 2.5],
    [10, 'dormancy_window', ''],
    [12, 'address_age', 'abc'],
    [14, 'transaction_count_threshold', 0],
    [17, 'transaction_count_threshold', null],
    [18, 'hop_limit', 0],
    [27, 'address_age', -1],
    [28, 'counterparty_threshold', 'many'],
  ])('template %i: %s = %j is not a valid number', (n, field, value) => {
    expect(errors({ ...VALID[n], [field]: value })).toEqual({ [field]: [RULE_MESSAGES.invalidNumber] });
  });
});

describe('risk types (payment type)', () => {
  it.each([
    [1, [1]],
    [[1], [1]],
    ['2', [2]],
    [[2], [2]],
    [
      [1, 2],
      [1, 2],
    ],
    [3, [1, 2]],
    [
      [2, 1],
      [1, 2],
    ],
    [undefined, [1, 2]],
  ])('%j means %j', (input, expected) => {
    // Template 11: the direct exposure templates (1–3, 21) read a lone 3 as the object itself (params.test.ts).
    expect(ruleConditionSchema.parse({ ...VALID[11], risk_types: input })).toMatchObject({
      risk_types: expected,
    });
  });

  it('inactivity types work the same way', () => {
    expect(ruleConditionSchema.parse({ ...VALID[10], inactivity_types: 2 })).toMatchObject({
      inactivity_types: [2],
    });
    expect(ruleConditionSchema.parse({ ...VALID[10], inactivity_types: 0 })).toMatchObject({
      inactivity_types: [1, 2],
    });
  });

  it('template 27 forces [3]; monthly templates force their direction', () => {
    expect(ruleConditionSchema.parse({ ...VALID[27], risk_types: [1, 2] })).toMatchObject({
      risk_types: [3],
    });
    expect(ruleConditionSchema.parse({ ...VALID[22], risk_types: 2 })).toMatchObject({ risk_types: [1] });
    expect(ruleConditionSchema.parse({ ...VALID[23], risk_types: 1 })).toMatchObject({ risk_types: [2] });
    expect(ruleConditionSchema.parse(VALID[24])).toMatchObject({ risk_types: [1, 2] });
  });
});

describe('entity selections', () => {
  it('entity types allow up to 2', () => {
    expect(errors({ ...exposure1, entity_types: ['Sanctions', 'Darknet'] })).toEqual({});
    expect(errors({ ...exposure1, entity_types: ['Sanctions', 'Darknet', 'Scam'] })).toEqual({
      entity_types: [RULE_MESSAGES.entityTypesMax],
    });
    expect(errors({ ...exposure1, entity_types: [] })).toEqual({ entity_types: [RULE_MESSAGES.required] });
    expect(errors({ ...exposure1, entity_types: ['Pirates'] })).toHaveProperty('entity_types.0');
  });

  it('entity subtypes allow 1 known subtype', () => {
    expect(errors({ ...VALID[2], entity_subtypes: [1301, 1302] })).toEqual({
      entity_subtypes: [RULE_MESSAGES.entitySubtypesMax],
    });
    expect(errors({ ...VALID[2], entity_subtypes: [1399] })).toEqual({
      entity_subtypes: [RULE_MESSAGES.entitySubtypeUnknown],
    });
  });

  it('sentiments allow up to 2', () => {
    expect(errors({ ...VALID[5], sentiments: [-1, 2] })).toEqual({});
    expect(errors({ ...VALID[5], sentiments: [-1, 0, 2] })).toEqual({
      sentiments: [RULE_MESSAGES.sentimentsMax],
    });
    expect(errors({ ...VALID[5], sentiments: [7] })).toHaveProperty('sentiments.0');
  });

  it('entity names are trimmed, non-empty and without duplicates', () => {
    expect(ruleConditionSchema.parse({ ...VALID[3], entity_names: ['  Garantex ', 'Hydra'] })).toMatchObject({
      entity_names: ['Garantex', 'Hydra'],
    });
    expect(errors({ ...VALID[3], entity_names: ['Hydra', '   '] })).toEqual({
      'entity_names.1': [RULE_MESSAGES.entityNameEmpty],
    });
    expect(errors({ ...VALID[3], entity_names: ['Hydra', ' hydra'] })).toEqual({
      'entity_names.1': [RULE_MESSAGES.entityNameDuplicate],
    });
    expect(errors({ ...VALID[3], entity_names: [] })).toEqual({ entity_names: [RULE_MESSAGES.required] });
  });
});
