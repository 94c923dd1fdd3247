import type { RuleConditionOf } from '@riskscreen/shared';
import { SECONDS_PER_DAY, transferDirections } from '../activity.ts';
import { clause, compare } from '../clauses.ts';
import { decidedByClause, reportedContext } from '../single-clause.ts';
import type { ConditionEvaluation, RuleInput, RuleTransfer } from '../types.ts';

/**
 * Template 10: activity (risk_types) after at least dormancy_window days with no activity of the inactivity
 * types. Every activity transfer is checked against the last inactivity-type transfer before it; the latest
 * reactivation is reported (its transaction id lets repeated screenings recognise the same firing). The first
 * activity of an object is not a reactivation.
 */
export function evaluateDormantReactivation(
  condition: RuleConditionOf<10>,
  input: RuleInput,
): ConditionEvaluation {
  const activity = transferDirections(condition.risk_types);
  const inactivity = transferDirections(condition.inactivity_types);
  const ordered = input.transfers.filter((t) => t.time <= input.now).sort((a, b) => a.time - b.time);
  let lastInactive: number | undefined;
  let latest: { transfer: RuleTransfer; gapDays: number } | undefined;
  let longest: number | null = null;
  let index = 0;
  while (index < ordered.length) {
    // Transfers of the same second are simultaneous: measure them all against the activity before that second.
    const time = ordered[index]!.time;
    const previous = lastInactive;
    while (index < ordered.length && ordered[index]!.time === time) {
      const t = ordered[index]!;
      if (activity.includes(t.direction) && previous !== undefined) {
        const gapDays = (t.time - previous) / SECONDS_PER_DAY;
        longest = longest === null ? gapDays : Math.max(longest, gapDays);
        if (compare(gapDays, 'gte', condition.dormancy_window)) latest = { transfer: t, gapDays };
      }
      if (inactivity.includes(t.direction)) lastInactive = t.time;
      index += 1;
    }
  }
  const observed = latest?.gapDays ?? longest;
  const checked = clause(
    'dormancy_window',
    'Inactive before the transaction',
    observed,
    'gte',
    condition.dormancy_window,
    'days',
  );
  return decidedByClause(checked, {
    rule_condition_type: 10,
    ...reportedContext(latest?.transfer, condition.risk_types),
  });
}
