import type { RuleConditionOf } from '@riskscreen/shared';
import { inDirections, inWindow, paymentPhrase, singleRiskType } from '../activity.ts';
import { clause, compare, formatValue } from '../clauses.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/**
 * Template 28: counterparties that each exchanged at least threshold_amount_usd with the object within the
 * analysis window (both directions together when both are chosen) ≥ counterparty_threshold.
 */
export function evaluateAggregateCounterpartyTransfers(
  condition: RuleConditionOf<28>,
  input: RuleInput,
): ConditionEvaluation {
  const recent = inWindow(
    inDirections(input.transfers, condition.risk_types),
    input.now,
    condition.analysis_window,
  );
  const byCounterparty = new Map<string, number>();
  for (const t of recent)
    byCounterparty.set(t.counterparty, (byCounterparty.get(t.counterparty) ?? 0) + t.valueUsd);
  let count = 0;
  for (const value of byCounterparty.values()) {
    if (compare(value, 'gte', condition.threshold_amount_usd)) count += 1;
  }
  const label = `${paymentPhrase(condition.risk_types)} counterparties with ≥ ${formatValue(condition.threshold_amount_usd, 'usd')} each within ${formatValue(condition.analysis_window, 'days')}`;
  const checked = clause(
    'counterparty_threshold',
    label,
    count,
    'gte',
    condition.counterparty_threshold,
    'count',
  );
  const riskType = singleRiskType(condition.risk_types);
  return {
    rule_condition_type: 28,
    fired: checked.passed,
    clauses: [checked],
    context: {
      rule_condition_type: 28,
      analysis_window: condition.analysis_window,
      ...(riskType !== undefined && { risk_type: riskType }),
    },
  };
}
