import type { RuleConditionOf, RuleTemplateNumber } from '@riskscreen/shared';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/** How template N is evaluated: pure, from its parsed condition, the object's data and `now` (in the input). */
export type TemplateEvaluator<N extends RuleTemplateNumber> = (
  condition: RuleConditionOf<N>,
  input: RuleInput,
) => ConditionEvaluation;
