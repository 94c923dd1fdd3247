import type { RuleConditionOf } from '@riskscreen/shared';
import { evaluateMonthlyExposure } from '../monthly-exposure.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/** Template 24: value received from and sent to (together) counterparties of the entity types in the calendar month of now. */
export function evaluateMonthlyReceivedAndSent(
  condition: RuleConditionOf<24>,
  input: RuleInput,
): ConditionEvaluation {
  return evaluateMonthlyExposure(condition, input);
}
