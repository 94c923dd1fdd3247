import type { RiskType, RuleConditionOf } from '@riskscreen/shared';
import { directionLabel, inDirections, inWindow, singleRiskType, sumUsd, toPayments } from './activity.ts';
import { allPassed, clause, compare, formatValue } from './clauses.ts';
import type { ConditionEvaluation, RuleInput } from './types.ts';

/**
 * Templates counting or summing the object's transactions within the analysis window ending now: count (15),
 * total amount (16), high-amount count (17). With both directions chosen, both are counted together.
 */

function recentTransactions(riskTypes: readonly RiskType[], days: number, input: RuleInput) {
  return inWindow(toPayments(inDirections(input.transfers, riskTypes)), input.now, days);
}

function windowContext<N extends 15 | 16 | 17>(
  n: N,
  condition: { risk_types: readonly RiskType[]; analysis_window: number },
) {
  const riskType = singleRiskType(condition.risk_types);
  return {
    rule_condition_type: n,
    analysis_window: condition.analysis_window,
    ...(riskType !== undefined && { risk_type: riskType }),
  };
}

function within(condition: { risk_types: readonly RiskType[]; analysis_window: number }): string {
  return `within ${formatValue(condition.analysis_window, 'days')}`;
}

/** Template 15: transactions ≥ threshold [and ≤ upper]. */
export function evaluateTransactionCount(
  condition: RuleConditionOf<15>,
  input: RuleInput,
): ConditionEvaluation {
  const count = recentTransactions(condition.risk_types, condition.analysis_window, input).length;
  const label = `${directionLabel(condition.risk_types)} transactions ${within(condition)}`;
  const clauses = [
    clause(
      'transaction_count_threshold',
      label,
      count,
      'gte',
      condition.transaction_count_threshold,
      'count',
    ),
  ];
  const upper = condition.transaction_count_upper_threshold;
  if (upper !== undefined)
    clauses.push(clause('transaction_count_upper_threshold', label, count, 'lte', upper, 'count'));
  return {
    rule_condition_type: 15,
    fired: allPassed(clauses),
    clauses,
    context: windowContext(15, condition),
  };
}

/** Template 16: total value ≥ threshold [and < upper]. */
export function evaluateTotalAmount(condition: RuleConditionOf<16>, input: RuleInput): ConditionEvaluation {
  const total = sumUsd(recentTransactions(condition.risk_types, condition.analysis_window, input));
  const label = `${directionLabel(condition.risk_types)} total ${within(condition)}`;
  const clauses = [
    clause('threshold_amount_usd', label, total, 'gte', condition.threshold_amount_usd, 'usd'),
  ];
  const upper = condition.upper_threshold_amount_usd;
  if (upper !== undefined)
    clauses.push(clause('upper_threshold_amount_usd', label, total, 'lt', upper, 'usd'));
  return {
    rule_condition_type: 16,
    fired: allPassed(clauses),
    clauses,
    context: windowContext(16, condition),
  };
}

/** Template 17: transactions of at least transaction_amount_threshold ≥ the count threshold. */
export function evaluateMultipleHighAmount(
  condition: RuleConditionOf<17>,
  input: RuleInput,
): ConditionEvaluation {
  const amount = condition.transaction_amount_threshold;
  const high = recentTransactions(condition.risk_types, condition.analysis_window, input).filter((p) =>
    compare(p.valueUsd, 'gte', amount),
  );
  const label = `${directionLabel(condition.risk_types)} transactions of ≥ ${formatValue(amount, 'usd')} ${within(condition)}`;
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
  return {
    rule_condition_type: 17,
    fired: allPassed(clauses),
    clauses,
    context: { ...windowContext(17, condition), transaction_amount_threshold: amount },
  };
}
