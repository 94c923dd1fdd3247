import type { RuleConditionOf } from '@riskscreen/shared';
import { ageDays } from '../activity.ts';
import { clause } from '../clauses.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

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
