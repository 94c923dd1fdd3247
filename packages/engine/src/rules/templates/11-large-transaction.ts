import type { RuleConditionOf } from '@riskscreen/shared';
import { directionLabel, largest, paymentsUntil, riskTypeOf, singleRiskType } from '../activity.ts';
import { clause } from '../clauses.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/** Template 11: one transaction of at least transaction_amount_threshold (the largest is reported). */
export function evaluateLargeTransaction(
  condition: RuleConditionOf<11>,
  input: RuleInput,
): ConditionEvaluation {
  const top = largest(paymentsUntil(input.transfers, condition.risk_types, input.now), (p) => p.valueUsd);
  const label = `Largest ${directionLabel(top ? [riskTypeOf(top.direction)] : condition.risk_types).toLowerCase()} transaction`;
  const threshold = condition.transaction_amount_threshold;
  const checked = clause(
    'transaction_amount_threshold',
    label,
    top?.valueUsd ?? null,
    'gte',
    threshold,
    'usd',
  );
  const riskType = top ? riskTypeOf(top.direction) : singleRiskType(condition.risk_types);
  return {
    rule_condition_type: 11,
    fired: checked.passed,
    clauses: [checked],
    context: {
      rule_condition_type: 11,
      transaction_amount_threshold: threshold,
      ...(riskType !== undefined && { risk_type: riskType }),
      ...(top && { transaction_id: top.txHash }),
    },
  };
}
