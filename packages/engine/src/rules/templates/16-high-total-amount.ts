import type { RuleConditionOf } from '@riskscreen/shared';
import { directionLabel, sumUsd } from '../activity.ts';
import { clause } from '../clauses.ts';
import { decidedByAll } from '../single-clause.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';
import { recentTransactions, windowContext, withinWindow } from '../window-activity.ts';

/** Template 16: total value within the analysis window ≥ threshold [and < upper]. */
export function evaluateHighTotalAmount(
  condition: RuleConditionOf<16>,
  input: RuleInput,
): ConditionEvaluation {
  const total = sumUsd(recentTransactions(condition, input));
  const label = `${directionLabel(condition.risk_types)} total ${withinWindow(condition)}`;
  const clauses = [
    clause('threshold_amount_usd', label, total, 'gte', condition.threshold_amount_usd, 'usd'),
  ];
  const upper = condition.upper_threshold_amount_usd;
  if (upper !== undefined)
    clauses.push(clause('upper_threshold_amount_usd', label, total, 'lt', upper, 'usd'));
  return decidedByAll(clauses, windowContext(16, condition));
}
