import type { RuleConditionOf } from '@riskscreen/shared';
import { SECONDS_PER_MINUTE, sumUsd, toPayments } from '../activity.ts';
import { clause, formatValue, percentOf } from '../clauses.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/**
 * Template 8: value received and sent on within the transit window. For each received transaction, the value
 * sent in other transactions from its time up to transit_window minutes later, as a percent of the received
 * value; the condition fires when one reaches payment_amount_percent. The strongest one is reported (the
 * latest on ties). A sent transaction may count for several received ones.
 */
export function evaluateTransitAddress(condition: RuleConditionOf<8>, input: RuleInput): ConditionEvaluation {
  const window = condition.transit_window * SECONDS_PER_MINUTE;
  const payments = toPayments(input.transfers).filter((p) => p.time <= input.now);
  const sent = payments.filter((p) => p.direction === -1);
  const received = payments
    .filter((p) => p.direction === 1 && p.valueUsd > 0)
    .sort((a, b) => b.time - a.time);
  let best: { txHash: string; valueUsd: number; percent: number } | undefined;
  for (const r of received) {
    const onward = sent.filter((s) => s.txHash !== r.txHash && s.time >= r.time && s.time <= r.time + window);
    const percent = percentOf(sumUsd(onward), r.valueUsd);
    if (!best || percent > best.percent) best = { txHash: r.txHash, valueUsd: r.valueUsd, percent };
  }
  const minutes = formatValue(condition.transit_window, 'minutes');
  const label = best
    ? `Sent on within ${minutes} of receiving ${formatValue(best.valueUsd, 'usd')}`
    : `Sent on within ${minutes} of receiving`;
  const checked = clause(
    'payment_amount_percent',
    label,
    best?.percent ?? null,
    'gte',
    condition.payment_amount_percent,
    'percent',
  );
  return {
    rule_condition_type: 8,
    fired: checked.passed,
    clauses: [checked],
    context: {
      rule_condition_type: 8,
      transit_window: condition.transit_window,
      ...(best && { transaction_id: best.txHash }),
    },
  };
}
