import type { RuleConditionOf } from '@riskscreen/shared';
import { inDirections, riskTypeOf, SECONDS_PER_DAY, singleRiskType } from './activity.ts';
import { clause } from './clauses.ts';
import type { ConditionEvaluation, RuleInput, RuleTransfer } from './types.ts';

/** Age in days; a first-seen time after the moment measured (bad data) counts as age 0. */
function ageDays(firstSeen: number, at: number): number {
  return Math.max(0, at - firstSeen) / SECONDS_PER_DAY;
}

/**
 * Template 12: a transfer with a counterparty that was at most address_age days old at the time (first seen
 * within address_age days before the interaction). The youngest such interaction is reported.
 */
export function evaluateYoungCounterparty(
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
  const riskType = youngest ? riskTypeOf(youngest.transfer.direction) : singleRiskType(condition.risk_types);
  return {
    rule_condition_type: 12,
    fired: checked.passed,
    clauses: [checked],
    context: {
      rule_condition_type: 12,
      ...(riskType !== undefined && { risk_type: riskType }),
      ...(youngest && { transaction_id: youngest.transfer.txHash }),
    },
  };
}

/**
 * Template 27: the object itself was first seen at most address_age days before now (risk type 3). Without a
 * first-seen time, its earliest transfer stands in.
 */
export function evaluateYoungAddress(condition: RuleConditionOf<27>, input: RuleInput): ConditionEvaluation {
  let firstSeen = input.subject.firstSeen;
  if (firstSeen === undefined) {
    for (const t of input.transfers)
      firstSeen = firstSeen === undefined ? t.time : Math.min(firstSeen, t.time);
  }
  const age = firstSeen === undefined ? null : ageDays(firstSeen, input.now);
  const checked = clause('address_age', 'Age of the address', age, 'lte', condition.address_age, 'days');
  return {
    rule_condition_type: 27,
    fired: checked.passed,
    clauses: [checked],
    context: { rule_condition_type: 27, risk_type: 3 },
  };
}
