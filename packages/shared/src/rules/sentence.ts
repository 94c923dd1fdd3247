import type { RuleCondition } from './conditions.ts';
import type { RuleSentenceLabels } from './templates/define.ts';
import { ruleTemplate } from './templates/index.ts';

export type { RuleSentenceLabels } from './templates/define.ts';

/**
 * A rule condition in the product's words, e.g. 'Received from Sanctions ≥ $1,000 and ≥ 5% taint, up to 3 hops':
 * its template's sentence. Optional phrases (upper thresholds, taint, hops) are dropped when unset.
 */
export function ruleSentence(condition: RuleCondition, labels: RuleSentenceLabels = {}): string {
  return ruleTemplate(condition.rule_condition_type).sentence(condition, labels);
}
