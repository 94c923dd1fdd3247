import {
  type ConditionEvaluation,
  evaluateRule,
  type RuleEvaluation,
  type RuleInput,
} from '@riskscreen/engine';
import { RiskLevel, type RuleClause, type RuleLatestContext } from '@riskscreen/shared';
import type { LoadedRule } from './enabled-rules.repo.ts';
import { type OwnAttribution, ownAttributionMatch } from './own-attribution-match.ts';

/** A rule that fired on the object: what becomes (or is added to) its alert. */
export type RuleFiring = {
  ruleId: number;
  policyId: number;
  ruleName: string;
  level: RiskLevel;
  clauses: RuleClause[];
  context: RuleLatestContext | null;
};

/** The result of running a workspace's rules on one object: the risk level is the highest firing level. */
export type PolicyOutcome = { riskLevel: RiskLevel; firings: RuleFiring[]; evaluatedRules: number };

/**
 * The engine's evaluation, plus the object's own attribution: a condition the engine did not see met is met when
 * it names what the object itself is (see ownAttributionMatch). Conditions combine as in the engine: all of them,
 * or any with is_only_or_conditions.
 */
function evaluateWithOwnAttribution(
  rule: LoadedRule,
  input: RuleInput,
  own: OwnAttribution | null,
): RuleEvaluation {
  const plain = evaluateRule(
    {
      rule_conditions: rule.conditions,
      is_only_or_conditions: rule.isOnlyOrConditions,
      alert_level: rule.alertLevel,
    },
    input,
  );
  if (plain.fired || !own) return plain;
  let changed = false;
  const conditions: ConditionEvaluation[] = rule.conditions.map((condition, i) => {
    const seen = plain.conditions[i];
    if (seen?.fired) return seen;
    const self = ownAttributionMatch(condition, own);
    if (self) changed = true;
    return (
      self ??
      seen ?? {
        rule_condition_type: condition.rule_condition_type,
        fired: false,
        clauses: [],
        context: { rule_condition_type: condition.rule_condition_type },
      }
    );
  });
  if (!changed) return plain;
  const firing = conditions.filter((c) => c.fired);
  const fired = rule.isOnlyOrConditions ? firing.length > 0 : firing.length === conditions.length;
  if (!fired) return plain;
  const listLevels = firing.flatMap((c) => (c.alertLevel === undefined ? [] : [c.alertLevel]));
  const alertLevel = listLevels.length > 0 ? (Math.max(...listLevels) as RiskLevel) : rule.alertLevel;
  const first = firing[0];
  return {
    fired,
    conditions,
    clauses: firing.flatMap((c) => c.clauses),
    ...(first && { context: first.context }),
    alertLevel,
  };
}

/** Run the loaded rules on one object, in memory. */
export function evaluateLoadedRules(
  rules: readonly LoadedRule[],
  input: RuleInput,
  own: OwnAttribution | null,
): PolicyOutcome {
  const firings: RuleFiring[] = [];
  let riskLevel: RiskLevel = RiskLevel.NoRisk;
  for (const rule of rules) {
    const result = evaluateWithOwnAttribution(rule, input, own);
    if (!result.fired) continue;
    const level = result.alertLevel ?? rule.alertLevel;
    // A custom list at No Risk raises nothing (its system rule fires with level 0).
    if (level <= RiskLevel.NoRisk) continue;
    firings.push({
      ruleId: rule.id,
      policyId: rule.policyId,
      ruleName: rule.ruleName,
      level,
      clauses: result.clauses,
      context: result.context ?? null,
    });
    if (level > riskLevel) riskLevel = level;
  }
  return { riskLevel, firings, evaluatedRules: rules.length };
}
