import type { RiskType, RuleClause, RuleLatestContext } from '@riskscreen/shared';
import { riskTypeOf, singleRiskType } from './activity.ts';
import { allPassed, clause } from './clauses.ts';
import type { ConditionEvaluation, TransferDirection } from './types.ts';

/**
 * Shared by the templates one threshold decides: the condition fires when that clause passes, and the context
 * (which becomes the alert's latest_context) names the template.
 */
export function decidedByClause(checked: RuleClause, context: RuleLatestContext): ConditionEvaluation {
  return {
    rule_condition_type: context.rule_condition_type,
    fired: checked.passed,
    clauses: [checked],
    context,
  };
}

/** Shared by the templates with optional upper bounds: the condition fires when every clause checked passes. */
export function decidedByAll(clauses: RuleClause[], context: RuleLatestContext): ConditionEvaluation {
  return { rule_condition_type: context.rule_condition_type, fired: allPassed(clauses), clauses, context };
}

/** Templates 4 and 11: the largest transfer or transaction reported, at least transaction_amount_threshold. */
export function largestAmountClause(
  label: string,
  largest: { valueUsd: number } | undefined,
  threshold: number,
): RuleClause {
  return clause('transaction_amount_threshold', label, largest?.valueUsd ?? null, 'gte', threshold, 'usd');
}

/** Templates 9 and 28: the counterparties counted, at least counterparty_threshold. */
export function counterpartyCountClause(label: string, count: number, threshold: number): RuleClause {
  return clause('counterparty_threshold', label, count, 'gte', threshold, 'count');
}

/**
 * The direction of the transfer (or transaction) a template reports, and its transaction id, which lets repeated
 * screenings recognise the same firing; with nothing reported, the direction chosen (when only one was).
 */
export function reportedContext(
  reported: { direction: TransferDirection; txHash: string } | undefined,
  riskTypes: readonly RiskType[],
): Pick<RuleLatestContext, 'risk_type' | 'transaction_id'> {
  if (!reported) return chosenDirection(riskTypes);
  return { risk_type: riskTypeOf(reported.direction), transaction_id: reported.txHash };
}

/** The direction the condition was given, when it was given only one (absent when both are combined). */
export function chosenDirection(riskTypes: readonly RiskType[]): Pick<RuleLatestContext, 'risk_type'> {
  const riskType = singleRiskType(riskTypes);
  return riskType === undefined ? {} : { risk_type: riskType };
}
