import type { RiskType, RuleClause, RuleLatestContext, RuleTemplateNumber } from '@riskscreen/shared';
import type { ExposureDirection } from '../exposure/types.ts';
import { exposureDirections, paymentLabel, riskTypeOf, singleRiskType } from './activity.ts';
import { allPassed, clause, percentOf } from './clauses.ts';
import type { ConditionEvaluation } from './types.ts';

/** The amount and taint thresholds shared by the exposure templates (1–3, 5, 6, 18–24). */
export type ExposureThresholds = {
  /** Always set, except on a condition about the object itself (risk type 3), where it may be left out. */
  threshold_amount_usd?: number;
  upper_threshold_amount_usd?: number;
  taint_percent_threshold?: number;
  taint_percent_upper_threshold?: number;
};

/** Tag fields of latest_context: what the exposure was to (the largest matching counterparty). */
export type TagContext = Pick<
  RuleLatestContext,
  'tag_type_verbose' | 'tag_subtype_verbose' | 'tag_name_verbose'
>;

/**
 * Amount ≥ threshold [and < upper]; taint (amount as a share of the total, unless given) ≥ threshold [and ≤ upper].
 * Unset thresholds are not checked.
 */
export function thresholdClauses(
  label: string,
  amount: number,
  total: number,
  t: ExposureThresholds,
  givenTaint?: number,
): RuleClause[] {
  const clauses: RuleClause[] = [];
  if (t.threshold_amount_usd !== undefined) {
    clauses.push(clause('threshold_amount_usd', label, amount, 'gte', t.threshold_amount_usd, 'usd'));
  }
  if (t.upper_threshold_amount_usd !== undefined) {
    clauses.push(
      clause('upper_threshold_amount_usd', label, amount, 'lt', t.upper_threshold_amount_usd, 'usd'),
    );
  }
  const taint = givenTaint ?? percentOf(amount, total);
  const taintLabel = `${label} taint`;
  if (t.taint_percent_threshold !== undefined) {
    clauses.push(
      clause('taint_percent_threshold', taintLabel, taint, 'gte', t.taint_percent_threshold, 'percent'),
    );
  }
  if (t.taint_percent_upper_threshold !== undefined) {
    clauses.push(
      clause(
        'taint_percent_upper_threshold',
        taintLabel,
        taint,
        'lte',
        t.taint_percent_upper_threshold,
        'percent',
      ),
    );
  }
  return clauses;
}

/** What one direction measured: the matching amount, the direction's total (taint base) and the top match. */
export type DirectionMeasure = { amount: number; total: number; tags: TagContext };

/**
 * Exposure templates look at each chosen direction on its own (taint is a share of that direction's total) and
 * fire when one direction meets every threshold; latest_context names that direction as risk_type.
 */
export function evaluatePerDirection(
  condition: ExposureThresholds & {
    rule_condition_type: RuleTemplateNumber;
    risk_types: readonly RiskType[];
  },
  target: string,
  measure: (direction: ExposureDirection) => DirectionMeasure,
): ConditionEvaluation {
  const results = exposureDirections(condition.risk_types).map((direction) => {
    const m = measure(direction);
    const clauses = thresholdClauses(`${paymentLabel(direction)} ${target}`, m.amount, m.total, condition);
    return { direction, measure: m, clauses, fired: allPassed(clauses) };
  });
  const hit = results.find((r) => r.fired);
  const shown = hit ?? results[0];
  const context: RuleLatestContext = {
    rule_condition_type: condition.rule_condition_type,
    ...shown?.measure.tags,
  };
  const riskType = hit ? riskTypeOf(hit.direction) : singleRiskType(condition.risk_types);
  if (riskType !== undefined) context.risk_type = riskType;
  return {
    rule_condition_type: condition.rule_condition_type,
    fired: hit !== undefined,
    clauses: hit ? hit.clauses : results.flatMap((r) => r.clauses),
    context,
  };
}
