import type { RiskType } from '@riskscreen/shared';
import { inDirections, inWindow, toPayments } from './activity.ts';
import { formatValue } from './clauses.ts';
import { chosenDirection } from './single-clause.ts';
import type { RuleInput } from './types.ts';

/**
 * Shared by the templates counting or summing the object's transactions or transfers within the analysis window
 * ending now: anomaly detection's context (7), counterparty count (9), transaction count (15), total amount (16), high-amount count (17), counterparty
 * transfers (28). With both directions chosen, both are counted together.
 */

type WindowCondition = { risk_types: readonly RiskType[]; analysis_window: number };

export function recentTransactions(condition: WindowCondition, input: RuleInput) {
  const { risk_types: riskTypes, analysis_window: days } = condition;
  return inWindow(toPayments(inDirections(input.transfers, riskTypes)), input.now, days);
}

/** The transfers (each counterparty's part of a transaction) in the chosen directions within the window. */
export function recentTransfers(condition: WindowCondition, input: RuleInput) {
  return inWindow(inDirections(input.transfers, condition.risk_types), input.now, condition.analysis_window);
}

export function windowContext<N extends 7 | 9 | 15 | 16 | 17 | 28>(n: N, condition: WindowCondition) {
  return {
    rule_condition_type: n,
    analysis_window: condition.analysis_window,
    ...chosenDirection(condition.risk_types),
  };
}

/** 'within 7 days'. */
export function withinWindow(condition: WindowCondition): string {
  return `within ${formatValue(condition.analysis_window, 'days')}`;
}
