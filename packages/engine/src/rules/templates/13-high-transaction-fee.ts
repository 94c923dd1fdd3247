import type { RuleConditionOf } from '@riskscreen/shared';
import { largest, paymentsUntil } from '../activity.ts';
import { clause } from '../clauses.ts';
import { decidedByClause, reportedContext } from '../single-clause.ts';
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
  return decidedByClause(checked, { rule_condition_type: 13, ...reportedContext(top, condition.risk_types) });
}
