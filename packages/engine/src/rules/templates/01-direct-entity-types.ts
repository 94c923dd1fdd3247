import type { RuleConditionOf } from '@riskscreen/shared';
import type { ExposurePart } from '../exposure-entities.ts';
import { evaluateEntityTypes } from '../exposure-templates.ts';
import { asksAboutItself, attributedToTypes, evaluateItself } from '../self-attribution.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/**
 * Entity types in one part of the exposure, or (risk type 3) the object itself is of one of them: template 1 on
 * the direct part, template 21 on direct and indirect together (the object's own attribution has no hops).
 */
export function evaluateEntityTypesOrItself(
  condition: RuleConditionOf<1> | RuleConditionOf<21>,
  input: RuleInput,
  part: ExposurePart,
): ConditionEvaluation {
  if (asksAboutItself(condition)) {
    return evaluateItself(condition, input, attributedToTypes(condition.entity_types));
  }
  return evaluateEntityTypes(condition, input, part);
}

/** Template 1: direct exposure to entity types, or (risk type 3) the object itself is of one of them. */
export function evaluateDirectEntityTypes(
  condition: RuleConditionOf<1>,
  input: RuleInput,
): ConditionEvaluation {
  return evaluateEntityTypesOrItself(condition, input, 'direct');
}
