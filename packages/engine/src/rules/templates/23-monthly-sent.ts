import type { RuleConditionOf } from '@riskscreen/shared';
import { evaluateMonthlyExposure } from '../monthly-exposure.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/** Template 23: value sent to counterparties of the entity types in the calendar month of now. */
export function evaluateMonthlySent(condition: RuleConditionOf<23>, input: RuleInput): ConditionEvaluation {
  return evaluateMonthlyExposure(condition, input);
}
