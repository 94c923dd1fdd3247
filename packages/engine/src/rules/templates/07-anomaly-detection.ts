import type { RuleConditionOf } from '@riskscreen/shared';
import { directionLabel, inDirections, SECONDS_PER_DAY, sumUsd, toPayments } from '../activity.ts';
import { clause, formatValue } from '../clauses.ts';
import { decidedByAll } from '../single-clause.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';
import { windowContext } from '../window-activity.ts';

/** How many earlier windows form the baseline at most (a quarter of a year for weekly windows). */
export const ANOMALY_BASELINE_WINDOWS = 12;

/**
 * Template 7: volume in the last analysis window ≥ multiplier × the mean volume of the earlier windows.
 * Windows are consecutive and end at `now`: the current one is [now − w, now], earlier ones [now − (k+1)w,
 * now − kw). Only whole windows after the object's first activity form the baseline (up to
 * ANOMALY_BASELINE_WINDOWS; empty ones count as 0), and there must be a baseline: an object without earlier
 * activity has nothing to deviate from.
 */
export function evaluateAnomalyDetection(
  condition: RuleConditionOf<7>,
  input: RuleInput,
): ConditionEvaluation {
  const { now } = input;
  const width = condition.analysis_window * SECONDS_PER_DAY;
  const currentStart = now - width;
  const payments = toPayments(inDirections(input.transfers, condition.risk_types)).filter(
    (p) => p.time <= now,
  );
  let earliest = input.subject.firstSeen ?? Number.POSITIVE_INFINITY;
  for (const p of payments) earliest = Math.min(earliest, p.time);
  const windows = Number.isFinite(earliest)
    ? Math.max(0, Math.min(ANOMALY_BASELINE_WINDOWS, Math.floor((currentStart - earliest) / width)))
    : 0;
  const baselineStart = currentStart - windows * width;
  const current = sumUsd(payments.filter((p) => p.time >= currentStart));
  const baseline = sumUsd(payments.filter((p) => p.time >= baselineStart && p.time < currentStart));
  const mean = windows > 0 ? baseline / windows : 0;
  const days = formatValue(condition.analysis_window, 'days');
  const noun = directionLabel(condition.risk_types);
  const clauses = [
    clause(
      'analysis_window',
      `${noun} mean volume of ${windows} earlier ${days} windows`,
      mean,
      'gt',
      0,
      'usd',
    ),
    clause(
      'multiplier_threshold',
      `${noun} volume in the last ${days} vs ${condition.multiplier_threshold} × mean`,
      current,
      'gte',
      mean * condition.multiplier_threshold,
      'usd',
    ),
  ];
  return decidedByAll(clauses, windowContext(7, condition));
}
