import type { RuleConditionOf } from '@riskscreen/shared';
import { directionLabel, inDirections, largest, riskTypeOf, singleRiskType, toPayments } from './activity.ts';
import { clause, compare, formatValue } from './clauses.ts';
import type { ConditionEvaluation, RuleInput } from './types.ts';

/** Templates about single transactions of the object: large (11), high fee (13), range bound (14). */

function transactions(condition: { risk_types: RuleConditionOf<11>['risk_types'] }, input: RuleInput) {
  return toPayments(inDirections(input.transfers, condition.risk_types)).filter((p) => p.time <= input.now);
}

/** Template 11: one transaction of at least transaction_amount_threshold (the largest is reported). */
export function evaluateLargeTransaction(
  condition: RuleConditionOf<11>,
  input: RuleInput,
): ConditionEvaluation {
  const top = largest(transactions(condition, input), (p) => p.valueUsd);
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

/** Template 13: a transaction whose fee is at least threshold_amount_usd (the highest fee is reported). */
export function evaluateHighFee(condition: RuleConditionOf<13>, input: RuleInput): ConditionEvaluation {
  const withFee = transactions(condition, input).filter((p) => p.feeUsd > 0);
  const top = largest(withFee, (p) => p.feeUsd);
  const checked = clause(
    'threshold_amount_usd',
    'Highest transaction fee',
    top?.feeUsd ?? null,
    'gte',
    condition.threshold_amount_usd,
    'usd',
  );
  const riskType = top ? riskTypeOf(top.direction) : singleRiskType(condition.risk_types);
  return {
    rule_condition_type: 13,
    fired: checked.passed,
    clauses: [checked],
    context: {
      rule_condition_type: 13,
      ...(riskType !== undefined && { risk_type: riskType }),
      ...(top && { transaction_id: top.txHash }),
    },
  };
}

/** Template 14: transactions valued within [lower_bound, upper_bound] (both inclusive) ≥ the count threshold. */
export function evaluateRangeBound(condition: RuleConditionOf<14>, input: RuleInput): ConditionEvaluation {
  const { lower_bound: lower, upper_bound: upper } = condition;
  const inRange = transactions(condition, input).filter(
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
  const riskType = singleRiskType(condition.risk_types);
  return {
    rule_condition_type: 14,
    fired: checked.passed,
    clauses: [checked],
    context: { rule_condition_type: 14, ...(riskType !== undefined && { risk_type: riskType }) },
  };
}
