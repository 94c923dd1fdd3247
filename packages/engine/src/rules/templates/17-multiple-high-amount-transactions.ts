import type { RuleConditionOf } from '@riskscreen/shared';
import { directionLabel } from '../activity.ts';
import { clause, compare, formatValue } from '../clauses.ts';
import { decidedByAll } from '../single-clause.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';
import { recentTransactions, windowContext, withinWindow } from '../window-activity.ts';

/** Template 17: transactions of at least transaction_amount_threshold within the window ≥ the count threshold. */
export function evaluateMultipleHighAmountTransactions(
  condition: RuleConditionOf<17>,
  input: RuleInput,
): ConditionEvaluation {
  const amount = condition.transaction_amount_threshold;
  const high = recentTransactions(condition, input).filter((p) => compare(p.valueUsd, 'gte', amount));
  const label = `${directionLabel(condition.risk_types)} transactions of ≥ ${formatValue(amount, 'usd')} ${withinWindow(condition)}`;
  const clauses = [
    clause(
      'transaction_count_threshold',
      label,
      high.length,
      'gte',
      condition.transaction_count_threshold,
      'count',
    ),
  ];
  return decidedByAll(clauses, { ...windowContext(17, condition), transaction_amount_threshold: amount });
}
