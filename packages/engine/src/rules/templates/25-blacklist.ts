import type { RuleConditionOf } from '@riskscreen/shared';
import { evaluateCustomList } from '../custom-list.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/** Template 25: the object is on the workspace's blacklist (the system rule of that list). */
export function evaluateBlacklist(condition: RuleConditionOf<25>, input: RuleInput): ConditionEvaluation {
  return evaluateCustomList(condition, input, 'blacklist');
}
