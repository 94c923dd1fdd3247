import type { RuleConditionOf } from '@riskscreen/shared';
import { ageDays, inDirections } from '../activity.ts';
import { clause } from '../clauses.ts';
import { decidedByClause, reportedContext } from '../single-clause.ts';
import type { ConditionEvaluation, RuleInput, RuleTransfer } from '../types.ts';

/**
 * Template 12: a transfer with a counterparty that was at most address_age days old at the time (first seen
 * within address_age days before the interaction). The youngest such interaction is reported.
 */
export function evaluateInteractionWithYoungAddress(
  condition: RuleConditionOf<12>,
  input: RuleInput,
): ConditionEvaluation {
  let youngest: { transfer: RuleTransfer; age: number } | undefined;
  for (const t of inDirections(input.transfers, condition.risk_types)) {
    if (t.counterpartyFirstSeen === undefined || t.time > input.now) continue;
    const age = ageDays(t.counterpartyFirstSeen, t.time);
    if (!youngest || age < youngest.age) youngest = { transfer: t, age };
  }
  const checked = clause(
    'address_age',
    'Age of the youngest counterparty at the transaction',
    youngest?.age ?? null,
    'lte',
    condition.address_age,
    'days',
  );
  return decidedByClause(checked, {
    rule_condition_type: 12,
    ...reportedContext(youngest?.transfer, condition.risk_types),
  });
}
