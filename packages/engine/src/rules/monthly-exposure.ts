import type { RuleConditionOf } from '@riskscreen/shared';
import { inDirections, paymentPhrase, singleRiskType, sumUsd } from './activity.ts';
import { allPassed } from './clauses.ts';
import { thresholdClauses } from './exposure-thresholds.ts';
import type { ConditionEvaluation, RuleInput } from './types.ts';

/** The UTC calendar month holding `now`: [start, end) in epoch seconds, month 1–12. */
export function calendarMonth(now: number): { start: number; end: number; month: number; year: number } {
  const date = new Date(now * 1000);
  const year = date.getUTCFullYear();
  const monthIndex = date.getUTCMonth();
  return {
    start: Date.UTC(year, monthIndex, 1) / 1000,
    end: Date.UTC(year, monthIndex + 1, 1) / 1000,
    month: monthIndex + 1,
    year,
  };
}

/**
 * Templates 22–24: value received from (22), sent to (23) or exchanged with (24, both directions together)
 * counterparties of the entity types within the calendar month of `now` (UTC). Taint is that value as a share
 * of all the object's value in the same direction(s) that month.
 */
export function evaluateMonthlyExposure(
  condition: RuleConditionOf<22> | RuleConditionOf<23> | RuleConditionOf<24>,
  input: RuleInput,
): ConditionEvaluation {
  const { start, end, month, year } = calendarMonth(input.now);
  const types = condition.entity_types;
  const inMonth = inDirections(input.transfers, condition.risk_types).filter(
    (t) => t.time >= start && t.time < end && t.time <= input.now,
  );
  const matching = inMonth.filter((t) => t.counterpartyCategories.some((c) => types.includes(c)));
  const label = `${paymentPhrase(condition.risk_types)} ${types.join(' or ')} in ${year}-${String(month).padStart(2, '0')}`;
  const clauses = thresholdClauses(label, sumUsd(matching), sumUsd(inMonth), condition);
  const riskType = singleRiskType(condition.risk_types);
  return {
    rule_condition_type: condition.rule_condition_type,
    fired: allPassed(clauses),
    clauses,
    context: {
      rule_condition_type: condition.rule_condition_type,
      month,
      year,
      tag_type_verbose: types.join(', '),
      ...(riskType !== undefined && { risk_type: riskType }),
    },
  };
}
