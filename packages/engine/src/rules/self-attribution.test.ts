import { describe, expect, it } from 'vitest';
import { evaluateCondition } from './evaluate-condition.ts';
import { evaluateRule } from './evaluate-rule.ts';
import { condition, EMPTY_SIDE, entity, input, side } from './test-helpers.ts';
import type { RuleInput, SubjectEntity } from './types.ts';

/** A sanctioned address (OFAC SDN, subtype 1301) with no chain data unless given. */
const marlo: SubjectEntity = {
  name: 'Marlo Vance',
  category: 'Sanctions',
  subtypeName: 'OFAC SDN',
  subtypeCode: 1301,
};
const sanctioned = (extra: Partial<RuleInput> = {}): RuleInput =>
  input({
    subject: {
      kind: 'address',
      ownCategories: ['Sanctions'],
      attribution: [marlo],
      customTags: [],
      customLists: [],
    },
    ...extra,
  });
/** Received $40 and sent $60 (so $100 of its own value), of which $20 came straight from another sanctioned entity. */
const active = sanctioned({
  exposure: { incoming: side([entity('other', 'Sanctions', 20)], 20), outgoing: side([], 60) },
});

describe('the object itself (risk type 3 on templates 1–3 and 21)', () => {
  it('fires on the object’s own category, subtype or name, with no chain data at all', () => {
    const types = evaluateCondition(
      condition({ rule_condition_type: 1, risk_types: 3, entity_types: ['Sanctions'] }),
      sanctioned(),
    );
    expect(types.fired).toBe(true);
    expect(types.clauses).toEqual([
      {
        field: 'entity_types',
        observed: 1,
        threshold: 1,
        operator: 'eq',
        passed: true,
        text: 'The object itself is attributed to Sanctions (Marlo Vance)',
      },
    ]);
    expect(types.context).toEqual({
      rule_condition_type: 1,
      risk_type: 3,
      tag_type_verbose: 'Sanctions',
      tag_subtype_verbose: 'OFAC SDN',
      tag_name_verbose: 'Marlo Vance',
    });
    const subtype = condition({ rule_condition_type: 2, risk_types: 3, entity_subtypes: [1301] });
    expect(evaluateCondition(subtype, sanctioned()).fired).toBe(true);
    const names = condition({ rule_condition_type: 3, risk_types: 3, entity_names: [' marlo VANCE'] });
    expect(evaluateCondition(names, sanctioned()).clauses[0]?.text).toBe(
      'The object itself is attributed to Marlo Vance',
    );
    const both = condition({
      rule_condition_type: 21,
      risk_types: 3,
      entity_types: ['Darknet', 'Sanctions'],
    });
    expect(evaluateCondition(both, sanctioned()).fired).toBe(true);
  });

  it('does not fire on another attribution, or on an unattributed object', () => {
    const darknet = condition({ rule_condition_type: 1, risk_types: 3, entity_types: ['Darknet'] });
    const result = evaluateCondition(darknet, sanctioned());
    expect(result.fired).toBe(false);
    expect(result.clauses[0]).toMatchObject({
      passed: false,
      text: 'The object itself is not attributed to Darknet',
    });
    const other = condition({ rule_condition_type: 2, risk_types: 3, entity_subtypes: [1302] });
    expect(evaluateCondition(other, sanctioned()).fired).toBe(false);
    const sanctions = condition({ rule_condition_type: 1, risk_types: 3, entity_types: ['Sanctions'] });
    expect(evaluateCondition(sanctions, input()).fired).toBe(false);
  });

  it('holds every threshold set on it: its own value received and sent, taint 100%', () => {
    const own = (raw: Record<string, unknown>) =>
      evaluateCondition(
        condition({ rule_condition_type: 1, risk_types: 3, entity_types: ['Sanctions'], ...raw }),
        active,
      );
    expect(own({ threshold_amount_usd: 100 }).fired).toBe(true);
    expect(own({ threshold_amount_usd: 100.01 }).fired).toBe(false);
    expect(own({ threshold_amount_usd: 50, upper_threshold_amount_usd: 100 }).fired).toBe(false);
    expect(own({ threshold_amount_usd: 50, upper_threshold_amount_usd: 100.01 }).fired).toBe(true);
    expect(own({ taint_percent_threshold: 100 }).fired).toBe(true);
    expect(own({ taint_percent_upper_threshold: 99 }).fired).toBe(false);
    expect(own({ threshold_amount_usd: 100 }).clauses[1]).toMatchObject({
      field: 'threshold_amount_usd',
      observed: 100,
      text: 'The object itself (received and sent): $100 ≥ $100',
    });
    // Without chain data an amount cannot be met.
    expect(
      evaluateCondition(
        condition({
          rule_condition_type: 1,
          risk_types: 3,
          entity_types: ['Sanctions'],
          threshold_amount_usd: 1,
        }),
        sanctioned(),
      ).fired,
    ).toBe(false);
  });

  it('leaves received-from and sent-to conditions to the exposure: the object’s own labels do not count there', () => {
    // The reported defect: 'Sent to Sanctions ≥ $50,000,000 and < $50,000,001, ≤ 0.5% taint' on a sanctioned address.
    const sent = condition({
      rule_condition_type: 1,
      risk_types: 2,
      entity_types: ['Sanctions'],
      threshold_amount_usd: 50_000_000,
      upper_threshold_amount_usd: 50_000_001,
      taint_percent_upper_threshold: 0.5,
    });
    expect(evaluateCondition(sent, sanctioned()).fired).toBe(false);
    for (const n of [1, 2, 3, 21] as const) {
      const target =
        n === 2
          ? { entity_subtypes: [1301] }
          : n === 3
            ? { entity_names: ['Marlo Vance'] }
            : { entity_types: ['Sanctions'] };
      const received = condition({
        rule_condition_type: n,
        risk_types: [1, 2],
        threshold_amount_usd: 0.02,
        ...target,
      });
      expect(evaluateCondition(received, sanctioned()).fired, `template ${n}`).toBe(false);
    }
    // Received $20 straight from another sanctioned entity: the exposure, not the label, fires it.
    const direct = condition({
      rule_condition_type: 1,
      risk_types: 1,
      entity_types: ['Sanctions'],
      threshold_amount_usd: 20,
    });
    expect(evaluateCondition(direct, active).clauses[0]?.text).toBe(
      'Received from Sanctions (direct): $20 ≥ $20',
    );
  });

  it('combines with other conditions as any condition does', () => {
    const self = { rule_condition_type: 1, risk_types: 3, entity_types: ['Sanctions'] };
    const large = {
      rule_condition_type: 1,
      risk_types: 1,
      entity_types: ['Sanctions'],
      threshold_amount_usd: 1000,
    };
    const all = { rule_conditions: [condition(self), condition(large)], is_only_or_conditions: false };
    expect(evaluateRule(all, sanctioned()).fired).toBe(false);
    expect(evaluateRule({ ...all, is_only_or_conditions: true }, sanctioned()).fired).toBe(true);
    expect(
      evaluateRule(
        { ...all, is_only_or_conditions: true },
        { ...sanctioned(), exposure: { incoming: EMPTY_SIDE, outgoing: EMPTY_SIDE } },
      ).context,
    ).toMatchObject({ risk_type: 3 });
  });
});
