import { z } from 'zod';
import { ruleConditionSchema } from './conditions.ts';
import { RULE_MESSAGES, ruleMessage } from './messages.ts';
import { typedList } from './typed-fields.ts';

/**
 * The most conditions one rule may have. The specification sets none; without one a rule of 5,000 conditions was
 * stored and froze the builder, which shows every condition as a card of fields. A rule asks one question about
 * a screened object, and every enabled rule runs on every screening: 20 leaves room for any real combination of
 * the 28 templates (the default rules use one or two) while keeping the form and the screening path light.
 */
export const MAX_RULE_CONDITIONS = 20;

/**
 * A condition as a comparable text: keys sorted, and list values sorted without case, so that entity types or
 * names chosen in another order are still the same condition.
 */
function conditionKey(condition: Record<string, unknown>): string {
  const entries = Object.keys(condition)
    .sort()
    .map((key) => {
      const value = condition[key];
      if (!Array.isArray(value)) return [key, value];
      return [key, value.map((v) => (typeof v === 'string' ? v.toLowerCase() : v)).sort()];
    });
  return JSON.stringify(entries);
}

/** A repeated condition adds nothing to a rule (AND or OR alike): each repeat names the first one, counted from 1. */
function refuseRepeats(conditions: readonly Record<string, unknown>[], ctx: z.RefinementCtx): void {
  const firstIndex = new Map<string, number>();
  conditions.forEach((condition, index) => {
    const key = conditionKey(condition);
    const first = firstIndex.get(key);
    if (first === undefined) firstIndex.set(key, index);
    else
      ctx.addIssue({ code: 'custom', message: ruleMessage('duplicateCondition', first + 1), path: [index] });
  });
}

/**
 * A rule's conditions: 1 to MAX_RULE_CONDITIONS, none repeated. The count is checked before any condition is
 * parsed, so an oversized list is refused with one message rather than one per condition.
 */
export const ruleConditionList = typedList(
  z
    .array(z.unknown())
    .min(1, RULE_MESSAGES.atLeastOneCondition)
    .max(MAX_RULE_CONDITIONS, ruleMessage('tooManyConditions', MAX_RULE_CONDITIONS)),
)
  .pipe(z.array(ruleConditionSchema))
  .superRefine(refuseRepeats);
