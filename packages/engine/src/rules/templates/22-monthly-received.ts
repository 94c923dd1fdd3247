import type { RuleConditionOf } from '@riskscreen/shared';
import { evaluateMonthlyExposure } from '../monthly-exposure.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/** Template 22: value received from counterparties of the entity types in the calendar month of now. */
export function evaluateMonthlyReceived(
  condition: RuleConditionOf<22>,
  input: RuleInput,
): ConditionEvaluation {
  return evaluateMonthlyExposure(condition, input);
}
