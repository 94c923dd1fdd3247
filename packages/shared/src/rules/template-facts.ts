import { isSelfRiskTypes } from './fields.ts';
import type { RuleFact } from './templates/define.ts';
import { RULE_TEMPLATE_DEFINITIONS } from './templates/index.ts';
import { isRuleTemplateNumber, RULE_TEMPLATE_NUMBERS, type RuleTemplateNumber } from './templates/numbers.ts';

/** What the rules read (templates' `reads`), so the server loads only the facts the enabled rules need. */

/** A stored condition, as loosely as callers hold it. */
type ConditionLike = { rule_condition_type: number; risk_types?: readonly number[] };

/** Does this condition read the fact? A condition of an unknown template reads nothing. */
export function conditionReads(condition: ConditionLike, fact: RuleFact): boolean {
  const n = condition.rule_condition_type;
  if (!isRuleTemplateNumber(n)) return false;
  const template = RULE_TEMPLATE_DEFINITIONS[n];
  if (template.reads.includes(fact)) return true;
  // A condition on the object itself (risk type 3) reads what the object is attributed to.
  return (
    fact === 'ownAttribution' &&
    template.canAskAboutItself &&
    condition.risk_types !== undefined &&
    isSelfRiskTypes(condition.risk_types)
  );
}

/** Does any condition of these rules read the fact? */
export function rulesRead(
  rules: readonly { conditions: readonly ConditionLike[] }[],
  fact: RuleFact,
): boolean {
  return rules.some((rule) => rule.conditions.some((condition) => conditionReads(condition, fact)));
}

/** The templates that may read the fact (with risk type 3, for 'ownAttribution'). */
export function templatesReading(fact: RuleFact): RuleTemplateNumber[] {
  return RULE_TEMPLATE_NUMBERS.filter((n) => {
    const template = RULE_TEMPLATE_DEFINITIONS[n];
    return template.reads.includes(fact) || (fact === 'ownAttribution' && template.canAskAboutItself);
  });
}
