import { RISK_LEVEL_LABELS, type RuleConditionOf } from '@riskscreen/shared';
import type { ConditionEvaluation, RuleInput } from './types.ts';

/**
 * Shared by templates 25 (blacklist) and 26 (custom list): the object is on the list. These are the system rules
 * of custom lists; the alert takes the list's risk level. A list at level 0 (No Risk) raises nothing.
 */
export function evaluateCustomList(
  condition: RuleConditionOf<25> | RuleConditionOf<26>,
  input: RuleInput,
  kind: 'blacklist' | 'custom list',
): ConditionEvaluation {
  const listId = condition.custom_tag;
  const entry = input.subject.customLists.find((l) => l.listId === listId);
  const fired = entry !== undefined && entry.riskLevel > 0;
  const text = entry
    ? `On ${kind} ${entry.name ? `"${entry.name}"` : `#${listId}`} (risk level ${RISK_LEVEL_LABELS[entry.riskLevel]})`
    : `Not on ${kind} #${listId}`;
  return {
    rule_condition_type: condition.rule_condition_type,
    fired,
    clauses: [
      {
        field: 'custom_tag',
        observed: entry ? entry.riskLevel : null,
        threshold: 1,
        operator: 'gte',
        passed: fired,
        text,
      },
    ],
    context: { rule_condition_type: condition.rule_condition_type, risk_type: 3 },
    ...(entry && fired && { alertLevel: entry.riskLevel }),
  };
}
