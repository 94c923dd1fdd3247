import { evaluateRule, type RuleInput } from '@riskscreen/engine';
import { RiskLevel, type RuleClause, type RuleLatestContext } from '@riskscreen/shared';
import type { LoadedRule } from '../policies/index.ts';

/** A rule that fired on the object: what becomes (or is added to) its alert. */
export type RuleFiring = {
  ruleId: number;
  policyId: number;
  ruleName: string;
  level: RiskLevel;
  clauses: RuleClause[];
  context: RuleLatestContext | null;
  /** The custom tag to put on the object: the rule's tag when its action is alert_and_tag, else null. */
  applyTagId: number | null;
};

/** The result of running a workspace's rules on one object: the risk level is the highest firing level. */
export type PolicyOutcome = {
  riskLevel: RiskLevel;
  firings: RuleFiring[];
  evaluatedRules: number;
  /** The rules run: one of them that did not fire may auto-resolve its alert (decision 0028). */
  evaluatedRuleIds: number[];
};

/**
 * Run the loaded rules on one object, in memory. The object's own attribution counts only where a condition asks
 * for it (risk type 3, the object itself): the engine reads it from input.subject.attribution.
 */
export function evaluateLoadedRules(rules: readonly LoadedRule[], input: RuleInput): PolicyOutcome {
  const firings: RuleFiring[] = [];
  let riskLevel: RiskLevel = RiskLevel.NoRisk;
  for (const rule of rules) {
    const result = evaluateRule(
      {
        rule_conditions: rule.conditions,
        is_only_or_conditions: rule.isOnlyOrConditions,
        alert_level: rule.alertLevel,
      },
      input,
    );
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
      applyTagId: rule.action === 'alert_and_tag' ? rule.customTagId : null,
    });
    if (level > riskLevel) riskLevel = level;
  }
  return { riskLevel, firings, evaluatedRules: rules.length, evaluatedRuleIds: rules.map((r) => r.id) };
}
