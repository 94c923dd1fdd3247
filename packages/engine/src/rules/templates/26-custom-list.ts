import type { RuleConditionOf } from '@riskscreen/shared';
import { evaluateCustomList } from '../custom-list.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/** Template 26: the object is on a custom list (the system rule of that list). */
export function evaluateOnCustomList(condition: RuleConditionOf<26>, input: RuleInput): ConditionEvaluation {
  return evaluateCustomList(condition, input, 'custom list');
}
