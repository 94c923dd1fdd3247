import type { RuleConditionOf } from '@riskscreen/shared';
import { directionLabel } from '../activity.ts';
import { clause } from '../clauses.ts';
import { decidedByAll } from '../single-clause.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';
import { recentTransactions, windowContext, withinWindow } from '../window-activity.ts';

/** Template 15: transactions within the analysis window ≥ threshold [and ≤ upper]. */
export function evaluateHighTransactionCount(
  condition: RuleConditionOf<15>,
  input: RuleInput,
): ConditionEvaluation {
  const count = recentTransactions(condition, input).length;
  const label = `${directionLabel(condition.risk_types)} transactions ${withinWindow(condition)}`;
  const clauses = [
    clause(
      'transaction_count_threshold',
      label,
      count,
      'gte',
      condition.transaction_count_threshold,
      'count',
    ),
  ];
  const upper = condition.transaction_count_upper_threshold;
  if (upper !== undefined)
    clauses.push(clause('transaction_count_upper_threshold', label, count, 'lte', upper, 'count'));
  return decidedByAll(clauses, windowContext(15, condition));
}
