import type { RuleConditionOf } from '@riskscreen/shared';
import type { ConditionEvaluation, RuleInput } from '../types.ts';
import { evaluateEntityTypesOrItself } from './01-direct-entity-types.ts';

/**
 * Template 21: direct and indirect exposure together to entity types, or (risk type 3) the object itself is of
 * one of them (its own attribution has no hops).
 */
export function evaluateDirectAndIndirectEntityTypes(
  condition: RuleConditionOf<21>,
  input: RuleInput,
): ConditionEvaluation {
  return evaluateEntityTypesOrItself(condition, input, 'total');
}
