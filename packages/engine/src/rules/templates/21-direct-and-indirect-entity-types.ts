import type { RuleConditionOf } from '@riskscreen/shared';
import { evaluateEntityTypes } from '../exposure-templates.ts';
import { asksAboutItself, attributedToTypes, evaluateItself } from '../self-attribution.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/**
 * Template 21: direct and indirect exposure together to entity types, or (risk type 3) the object itself is of
 * one of them (its own attribution has no hops).
 */
export function evaluateDirectAndIndirectEntityTypes(
  condition: RuleConditionOf<21>,
  input: RuleInput,
): ConditionEvaluation {
  if (asksAboutItself(condition)) {
    return evaluateItself(condition, input, attributedToTypes(condition.entity_types));
  }
  return evaluateEntityTypes(condition, input, 'total');
}
