import type { RiskLevel } from '@riskscreen/shared';
import { evaluateCondition } from './evaluate-condition.ts';
import type { ConditionEvaluation, RuleEvaluation, RuleInput, RuleToEvaluate } from './types.ts';

/**
 * A rule fires when all its conditions fire, or any of them with is_only_or_conditions. Every condition is
 * evaluated (no short-circuit) so the result explains each one. The alert level is the rule's, unless a custom
 * list condition fired: then the list's level (the highest of them).
 */
export function evaluateRule(rule: RuleToEvaluate, input: RuleInput): RuleEvaluation {
  const conditions = rule.rule_conditions.map((condition) => evaluateCondition(condition, input));
  const firing = conditions.filter((c) => c.fired);
  const fired =
    conditions.length > 0 &&
    (rule.is_only_or_conditions ? firing.length > 0 : firing.length === conditions.length);
  const shown: ConditionEvaluation[] = fired ? firing : conditions;
  const first = shown[0];
  let alertLevel: RiskLevel | undefined = rule.alert_level;
  let listLevel: RiskLevel | undefined;
  for (const c of fired ? firing : []) {
    if (c.alertLevel !== undefined && (listLevel === undefined || c.alertLevel > listLevel))
      listLevel = c.alertLevel;
  }
  if (listLevel !== undefined) alertLevel = listLevel;
  return {
    fired,
    conditions,
    clauses: shown.flatMap((c) => c.clauses),
    ...(first && { context: first.context }),
    ...(alertLevel !== undefined && { alertLevel }),
  };
}
