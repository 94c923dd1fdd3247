import type { RuleConditionOf } from '@riskscreen/shared';
import { sumUsd } from '../activity.ts';
import { evaluatePerDirection } from '../exposure-thresholds.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/**
 * Template 6: value exchanged directly with counterparties on a custom list (custom tag). Read from the object's
 * own transfers, so the taint base is the value of those transfers in the same direction.
 */
export function evaluateCustomTagExposure(
  condition: RuleConditionOf<6>,
  input: RuleInput,
): ConditionEvaluation {
  const tag = condition.custom_tag;
  return evaluatePerDirection(condition, `addresses tagged #${tag}`, (direction) => {
    const sign = direction === 'incoming' ? 1 : -1;
    const side = input.transfers.filter((t) => t.direction === sign);
    const tagged = side.filter((t) => t.counterpartyCustomTags?.includes(tag));
    return { amount: sumUsd(tagged), total: sumUsd(side), tags: {} };
  });
}
