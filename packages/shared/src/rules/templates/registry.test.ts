import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PolicyCategory, PolicyType } from '../../enums/entities.ts';
import { isTemplateForPolicyType, SELF_RISK_TYPE_TEMPLATES } from '../catalogue.ts';
import { RULE_CONDITION_FIELDS } from '../fields.ts';
import { conditionReads, rulesRead, templatesReading } from '../template-facts.ts';
import { VALID } from '../test-conditions.ts';
import { RULE_FACTS } from './define.ts';
import { RULE_TEMPLATE_DEFINITIONS, ruleTemplate } from './index.ts';
import { RULE_TEMPLATE_NUMBERS } from './numbers.ts';

const CATEGORIES: readonly unknown[] = [...Object.values(PolicyCategory), null];
const POLICY_TYPES: readonly unknown[] = Object.values(PolicyType);

describe('the rule template registry', () => {
  it('numbers the templates 1 to 28 and holds exactly one entry for each', () => {
    expect(RULE_TEMPLATE_NUMBERS).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    expect(Object.keys(RULE_TEMPLATE_DEFINITIONS).map(Number)).toEqual([...RULE_TEMPLATE_NUMBERS]);
  });

  it.each(RULE_TEMPLATE_NUMBERS)('template %i has every part', (n) => {
    const t = ruleTemplate(n);
    expect(t.number).toBe(n);
    expect(t.name.trim()).not.toBe('');
    expect(CATEGORIES).toContain(t.category);
    expect(t.itemTypes.length).toBeGreaterThan(0);
    for (const type of t.itemTypes) expect(POLICY_TYPES).toContain(type);
    expect(typeof t.isSystem).toBe('boolean');
    // The parameters: an object schema whose rule_condition_type is this number.
    expect(t.params).toBeInstanceOf(z.ZodObject);
    expect(t.params.shape.rule_condition_type.def).toMatchObject({ type: 'literal', values: [n] });
    expect(t.fields.length).toBeGreaterThan(0);
    for (const field of t.fields) expect(RULE_CONDITION_FIELDS).toContain(field);
    for (const field of t.builderFields) expect(t.fields).toContain(field);
    // The facts it reads, for the server's loading.
    expect(t.reads.length).toBeGreaterThan(0);
    for (const fact of t.reads) expect(RULE_FACTS).toContain(fact);
    // Its sentence, on a valid condition.
    const sentence = t.sentence(t.params.parse(VALID[n]), {});
    expect(sentence.trim()).not.toBe('');
    expect(sentence).not.toMatch(/undefined|NaN|\[object/);
  });

  it('gives a builder category to every template but the custom lists system rules', () => {
    const system = RULE_TEMPLATE_NUMBERS.filter((n) => ruleTemplate(n).isSystem);
    expect(system).toEqual([25, 26]);
    for (const n of RULE_TEMPLATE_NUMBERS)
      expect(ruleTemplate(n).category === null).toBe(ruleTemplate(n).isSystem);
  });

  it('hides only a fixed payment type from the builder', () => {
    const fixed = RULE_TEMPLATE_NUMBERS.filter((n) => ruleTemplate(n).isDirectionFixed);
    expect(fixed).toEqual([22, 23, 24, 27]);
    for (const n of RULE_TEMPLATE_NUMBERS) {
      const t = ruleTemplate(n);
      const hidden = t.fields.filter((f) => !t.builderFields.includes(f));
      expect(hidden).toEqual(t.isDirectionFixed ? ['risk_types'] : []);
    }
  });

  it('offers the object itself (risk type 3) on the direct exposure templates', () => {
    expect(SELF_RISK_TYPE_TEMPLATES).toEqual([1, 2, 3, 21]);
  });

  it('applies only the exposure templates to transactions', () => {
    const forTransactions = RULE_TEMPLATE_NUMBERS.filter((n) =>
      isTemplateForPolicyType(n, PolicyType.Transaction),
    );
    expect(forTransactions).toEqual([1, 2, 3, 18, 19, 20]);
  });
});

describe('facts the templates read', () => {
  it('names the templates whose facts the server loads on demand', () => {
    expect(templatesReading('transfers')).toEqual([
      4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 22, 23, 24, 27, 28,
    ]);
    expect(templatesReading('counterpartyCategories')).toEqual([4, 22, 23, 24]);
    expect(templatesReading('counterpartyFirstSeen')).toEqual([12]);
    expect(templatesReading('counterpartyLists')).toEqual([6]);
    expect(templatesReading('ownLists')).toEqual([25, 26]);
    expect(templatesReading('exposureAtHops')).toEqual([18, 19, 20, 21]);
    expect(templatesReading('ownAttribution')).toEqual([1, 2, 3, 21]);
  });

  it('reads the object’s own attribution only for a condition on the object itself', () => {
    expect(conditionReads({ rule_condition_type: 1, risk_types: [3] }, 'ownAttribution')).toBe(true);
    expect(conditionReads({ rule_condition_type: 1, risk_types: [1, 2] }, 'ownAttribution')).toBe(false);
    expect(conditionReads({ rule_condition_type: 27, risk_types: [3] }, 'ownAttribution')).toBe(false);
  });

  it('reads nothing for an unknown template, and answers for a set of rules', () => {
    expect(conditionReads({ rule_condition_type: 29 }, 'transfers')).toBe(false);
    const rules = [
      { conditions: [{ rule_condition_type: 1 }] },
      { conditions: [{ rule_condition_type: 11 }] },
    ];
    expect(rulesRead(rules, 'transfers')).toBe(true);
    expect(rulesRead(rules, 'ownLists')).toBe(false);
  });
});
