import { type RuleConditionOf, SENTIMENT_LABELS } from '@riskscreen/shared';
import { sentimentOf } from '../exposure-entities.ts';
import { either, evaluateEntities } from '../exposure-templates.ts';
import type { ConditionEvaluation, RuleInput } from '../types.ts';

/**
 * Template 5: direct exposure to counterparties of the chosen sentiments. Sentiment of a counterparty: its
 * entity's own, else its category's default.
 */
export function evaluateCounterpartySentiments(
  condition: RuleConditionOf<5>,
  input: RuleInput,
): ConditionEvaluation {
  const wanted = condition.sentiments;
  const target = `${either(wanted.map((s) => SENTIMENT_LABELS[s]))} counterparties`;
  return evaluateEntities(condition, input, 'direct', target, (e) => wanted.includes(sentimentOf(input, e)));
}
