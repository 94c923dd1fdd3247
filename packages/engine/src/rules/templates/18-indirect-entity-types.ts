import type { RuleConditionOf } from '@riskscreen/shared';
import { evaluateEntityTypes } from '../exposure-templates.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/** Template 18: indirect exposure to entity types, traced to the condition's hop limit when it sets one. */
export function evaluateIndirectEntityTypes(
  condition: RuleConditionOf<18>,
  input: RuleInput,
): ConditionEvaluation {
  return evaluateEntityTypes(condition, input, 'indirect');
}
