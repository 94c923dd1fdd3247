import type { RuleConditionOf } from '@riskscreen/shared';
import { directionLabel, largest, paymentsUntil, riskTypeOf } from '../activity.ts';
import { decidedByClause, largestAmountClause, reportedContext } from '../single-clause.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/** Template 11: one transaction of at least transaction_amount_threshold (the largest is reported). */
export function evaluateLargeTransaction(
  condition: RuleConditionOf<11>,
  input: RuleInput,
): ConditionEvaluation {
  const top = largest(paymentsUntil(input.transfers, condition.risk_types, input.now), (p) => p.valueUsd);
  const label = `Largest ${directionLabel(top ? [riskTypeOf(top.direction)] : condition.risk_types).toLowerCase()} transaction`;
  const threshold = condition.transaction_amount_threshold;
  const checked = largestAmountClause(label, top, threshold);
  return decidedByClause(checked, {
    rule_condition_type: 11,
    transaction_amount_threshold: threshold,
    ...reportedContext(top, condition.risk_types),
  });
}
