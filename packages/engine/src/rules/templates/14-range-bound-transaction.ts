import type { RuleConditionOf } from '@riskscreen/shared';
import { directionLabel, paymentsUntil } from '../activity.ts';
import { clause, compare, formatValue } from '../clauses.ts';
import { chosenDirection, decidedByClause } from '../single-clause.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/** Template 14: transactions valued within [lower_bound, upper_bound] (both inclusive) ≥ the count threshold. */
export function evaluateRangeBoundTransaction(
  condition: RuleConditionOf<14>,
  input: RuleInput,
): ConditionEvaluation {
  const { lower_bound: lower, upper_bound: upper } = condition;
  const inRange = paymentsUntil(input.transfers, condition.risk_types, input.now).filter(
    (p) => compare(p.valueUsd, 'gte', lower) && compare(p.valueUsd, 'lte', upper),
  );
  const label = `${directionLabel(condition.risk_types)} transactions between ${formatValue(lower, 'usd')} and ${formatValue(upper, 'usd')}`;
  const checked = clause(
    'transaction_count_threshold',
    label,
    inRange.length,
    'gte',
    condition.transaction_count_threshold,
    'count',
  );
  return decidedByClause(checked, { rule_condition_type: 14, ...chosenDirection(condition.risk_types) });
}
