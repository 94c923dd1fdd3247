import type { RuleConditionOf } from '@riskscreen/shared';
import { paymentPhrase } from '../activity.ts';
import { compare, formatValue } from '../clauses.ts';
import { counterpartyCountClause, decidedByClause } from '../single-clause.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';
import { recentTransfers, windowContext } from '../window-activity.ts';

/**
 * Template 28: counterparties that each exchanged at least threshold_amount_usd with the object within the
 * analysis window (both directions together when both are chosen) ≥ counterparty_threshold.
 */
export function evaluateAggregateCounterpartyTransfers(
  condition: RuleConditionOf<28>,
  input: RuleInput,
): ConditionEvaluation {
  const recent = recentTransfers(condition, input);
  const byCounterparty = new Map<string, number>();
  for (const t of recent)
    byCounterparty.set(t.counterparty, (byCounterparty.get(t.counterparty) ?? 0) + t.valueUsd);
  let count = 0;
  for (const value of byCounterparty.values()) {
    if (compare(value, 'gte', condition.threshold_amount_usd)) count += 1;
  }
  const label = `${paymentPhrase(condition.risk_types)} counterparties with ≥ ${formatValue(condition.threshold_amount_usd, 'usd')} each within ${formatValue(condition.analysis_window, 'days')}`;
  const checked = counterpartyCountClause(label, count, condition.counterparty_threshold);
  return decidedByClause(checked, windowContext(28, condition));
}
