import {
  conditionReads,
  RULE_TEMPLATE_DEFINITIONS,
  RULE_TEMPLATE_NUMBERS,
  type RuleFact,
  type RuleTemplateNumber,
} from '@riskscreen/shared';
import { VALID } from '@riskscreen/shared/rules/test-conditions';
import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '../evaluate-condition.ts';
import { condition, DAY, entity, input, NOW, side, transfer } from '../test-helpers.ts';
import type { RuleInput, RuleSubject, RuleTransfer } from '../types.ts';
import { RULE_TEMPLATE_EVALUATORS } from './index.ts';

/** The parts of the input each fact names; other fields belong to their part (a transfer's value to 'transfers'). */
const INPUT_FACTS: Partial<Record<keyof RuleInput, RuleFact>> = {
  exposure: 'exposure',
  exposureAtHops: 'exposureAtHops',
  transfers: 'transfers',
};
const SUBJECT_FACTS: Partial<Record<keyof RuleSubject, RuleFact>> = {
  attribution: 'ownAttribution',
  ownCategories: 'ownAttribution',
  customLists: 'ownLists',
  firstSeen: 'firstSeen',
};
const TRANSFER_FACTS: Partial<Record<keyof RuleTransfer, RuleFact>> = {
  counterpartyCategories: 'counterpartyCategories',
  counterpartyFirstSeen: 'counterpartyFirstSeen',
  counterpartyCustomTags: 'counterpartyLists',
};

/** Records the facts read through `target`. */
function watched<T extends object>(
  target: T,
  facts: Partial<Record<string, RuleFact>>,
  seen: Set<RuleFact>,
): T {
  return new Proxy(target, {
    get(object, key, receiver) {
      const fact = typeof key === 'string' ? facts[key] : undefined;
      if (fact) seen.add(fact);
      return Reflect.get(object, key, receiver);
    },
  });
}

/** An object with every fact present, so a template finds whatever it looks for. */
function fullInput(seen: Set<RuleFact>): RuleInput {
  const exposure = { incoming: side([entity('a', 'Sanctions', 500, 300, 1301)]), outgoing: side([]) };
  const transfers = [
    transfer({ valueUsd: 5_000, counterpartyCategories: ['Exchange'], counterpartyFirstSeen: NOW - 2 * DAY }),
    transfer({ valueUsd: 4_000, direction: -1, time: NOW - DAY / 2, counterpartyCustomTags: [7] }),
    transfer({ valueUsd: 100, time: NOW - 40 * DAY, feeUsd: 60 }),
  ];
  const subject: RuleSubject = {
    kind: 'address',
    firstSeen: NOW - 400 * DAY,
    ownCategories: ['Sanctions'],
    attribution: [{ name: 'Garantex', category: 'Sanctions', subtypeName: 'Unknown' }],
    customTags: [],
    customLists: [{ listId: 3, riskLevel: 4 }],
  };
  return watched(
    input({
      exposure,
      exposureAtHops: { 2: exposure },
      subject: watched(subject, SUBJECT_FACTS, seen),
      transfers: transfers.map((t) => watched(t, TRANSFER_FACTS, seen)),
    }),
    INPUT_FACTS,
    seen,
  );
}

/** Each template's valid condition, plus its variants that read other facts (the object itself, a hop limit). */
function variants(n: RuleTemplateNumber): Record<string, unknown>[] {
  const base = VALID[n] ?? {};
  const out = [base];
  if (RULE_TEMPLATE_DEFINITIONS[n].canAskAboutItself) out.push({ ...base, risk_types: [3] });
  if (RULE_TEMPLATE_DEFINITIONS[n].fields.includes('hop_limit')) out.push({ ...base, hop_limit: 2 });
  return out;
}

describe('the rule template evaluators', () => {
  it('has one evaluator for each template of the shared registry, and no other', () => {
    expect(Object.keys(RULE_TEMPLATE_EVALUATORS).map(Number)).toEqual([...RULE_TEMPLATE_NUMBERS]);
    for (const n of RULE_TEMPLATE_NUMBERS) expect(RULE_TEMPLATE_EVALUATORS[n]).toBeTypeOf('function');
  });

  it.each(RULE_TEMPLATE_NUMBERS)(
    'template %i evaluates its condition reading only the facts it declares',
    (n) => {
      for (const raw of variants(n)) {
        const parsed = condition(raw);
        const seen = new Set<RuleFact>();
        const result = evaluateCondition(parsed, fullInput(seen));
        expect(result.rule_condition_type).toBe(n);
        expect(result.context.rule_condition_type).toBe(n);
        expect(result.clauses.length).toBeGreaterThan(0);
        const undeclared = [...seen].filter((fact) => !conditionReads(parsed, fact));
        expect(undeclared).toEqual([]);
      }
    },
  );
});
