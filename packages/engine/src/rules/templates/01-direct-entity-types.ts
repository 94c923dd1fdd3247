import type { RuleConditionOf } from '@riskscreen/shared';
import { evaluateEntityTypes } from '../exposure-templates.ts';
import { asksAboutItself, attributedToTypes, evaluateItself } from '../self-attribution.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/** Template 1: direct exposure to entity types, or (risk type 3) the object itself is of one of them. */
export function evaluateDirectEntityTypes(
  condition: RuleConditionOf<1>,
  input: RuleInput,
): ConditionEvaluation {
  if (asksAboutItself(condition)) {
    return evaluateItself(condition, input, attributedToTypes(condition.entity_types));
  }
  return evaluateEntityTypes(condition, input, 'direct');
}
