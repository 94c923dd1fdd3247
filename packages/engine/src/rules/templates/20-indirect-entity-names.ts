import type { RuleConditionOf } from '@riskscreen/shared';
import { evaluateNames } from '../exposure-templates.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/** Template 20: indirect exposure to named entities, traced to the condition's hop limit when it sets one. */
export function evaluateIndirectEntityNames(
  condition: RuleConditionOf<20>,
  input: RuleInput,
): ConditionEvaluation {
  return evaluateNames(condition, input, 'indirect');
}
