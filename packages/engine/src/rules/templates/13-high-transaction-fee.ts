import type { RuleConditionOf } from '@riskscreen/shared';
import { largest, paymentsUntil, riskTypeOf, singleRiskType } from '../activity.ts';
import { clause } from '../clauses.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/** Template 13: a transaction whose fee is at least threshold_amount_usd (the highest fee is reported). */
export function evaluateHighTransactionFee(
  condition: RuleConditionOf<13>,
  input: RuleInput,
): ConditionEvaluation {
  const withFee = paymentsUntil(input.transfers, condition.risk_types, input.now).filter((p) => p.feeUsd > 0);
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
