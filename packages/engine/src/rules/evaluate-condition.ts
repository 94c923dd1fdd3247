import type { RuleCondition, RuleTemplateNumber } from '@riskscreen/shared';
import { RULE_TEMPLATE_EVALUATORS, type TemplateEvaluator } from './templates/index.ts';
import type { ConditionEvaluation, RuleInput } from './types.ts';

/** Evaluates one parsed rule condition (see ruleConditionSchema) against the object's data: its template's evaluator. */
export function evaluateCondition(condition: RuleCondition, input: RuleInput): ConditionEvaluation {
  // The evaluator looked up by the condition's own number takes that condition; TypeScript cannot follow the index.
  const evaluate = RULE_TEMPLATE_EVALUATORS[
    condition.rule_condition_type
  ] as TemplateEvaluator<RuleTemplateNumber>;
  return evaluate(condition, input);
}
