import type { RiskType } from '@riskscreen/shared';
import { inDirections, inWindow, singleRiskType, toPayments } from './activity.ts';
import { formatValue } from './clauses.ts';
import type { RuleInput } from './types.ts';

/**
 * Shared by the templates counting or summing the object's transactions within the analysis window ending now:
 * count (15), total amount (16), high-amount count (17). With both directions chosen, both are counted together.
 */

type WindowCondition = { risk_types: readonly RiskType[]; analysis_window: number };

export function recentTransactions(condition: WindowCondition, input: RuleInput) {
  const { risk_types: riskTypes, analysis_window: days } = condition;
  return inWindow(toPayments(inDirections(input.transfers, riskTypes)), input.now, days);
}

export function windowContext<N extends 15 | 16 | 17>(n: N, condition: WindowCondition) {
  const riskType = singleRiskType(condition.risk_types);
  return {
    rule_condition_type: n,
    analysis_window: condition.analysis_window,
    ...(riskType !== undefined && { risk_type: riskType }),
  };
}

/** 'within 7 days'. */
export function withinWindow(condition: WindowCondition): string {
  return `within ${formatValue(condition.analysis_window, 'days')}`;
}
