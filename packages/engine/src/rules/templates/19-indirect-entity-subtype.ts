import type { RuleConditionOf } from '@riskscreen/shared';
import { evaluateSubtype } from '../exposure-templates.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/** Template 19: indirect exposure to an entity subtype, traced to the condition's hop limit when it sets one. */
export function evaluateIndirectEntitySubtype(
  condition: RuleConditionOf<19>,
  input: RuleInput,
): ConditionEvaluation {
  return evaluateSubtype(condition, input, 'indirect');
}
