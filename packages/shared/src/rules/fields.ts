import { z } from 'zod';
import { findEntitySubtype } from '../attribution/entity-subtypes.ts';
import { Sentiment } from '../enums/entities.ts';
import { TAG_CATEGORIES } from '../enums/tag-categories.ts';
import { errorText } from '../errors/catalogue.ts';
import { RULE_MESSAGES, ruleMessage } from './messages.ts';
import { toNumberOrUnset } from './number-fields.ts';
import { numberError, tooLong, typedList } from './typed-fields.ts';

/** Field schemas of rule conditions other than numbers (number-fields.ts). */

const NUMBER = RULE_MESSAGES.invalidNumber;

/** Every optional field a rule condition may carry (spec part 3 §3 'Rule condition', plus custom_tag and hop_limit). */
export const RULE_CONDITION_FIELDS = [
  'entity_types',
  'entity_subtypes',
  'entity_names',
  'risk_types',
  'sentiments',
  'inactivity_types',
  'taint_percent_threshold',
  'taint_percent_upper_threshold',
  'threshold_amount_usd',
  'upper_threshold_amount_usd',
  'transaction_amount_threshold',
  'analysis_window',
  'transit_window',
  'dormancy_window',
  'payment_amount_percent',
  'address_age',
  'lower_bound',
  'upper_bound',
  'transaction_count_threshold',
  'transaction_count_upper_threshold',
  'multiplier_threshold',
  'counterparty_threshold',
  'custom_tag',
  'hop_limit',
] as const;
export type RuleConditionField = (typeof RULE_CONDITION_FIELDS)[number];

/** Risk types (payment type): 1 received from, 2 sent to, 3 the object itself. */
export const RiskType = { Received: 1, Sent: 2, Self: 3 } as const;
export type RiskType = (typeof RiskType)[keyof typeof RiskType];
export const RISK_TYPE_LABELS: Record<RiskType, string> = {
  1: 'Received from',
  2: 'Sent to',
  3: 'The object itself',
};

/** A choice of exactly 1 or 2 is that one type; anything else means both [1, 2] (spec §5). */
function toPaymentTypes(value: unknown): RiskType[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const numbers = new Set(list.map((v) => toNumberOrUnset(v)));
  if (numbers.size === 1 && numbers.has(1)) return [1];
  if (numbers.size === 1 && numbers.has(2)) return [2];
  return [1, 2];
}
const paymentTypeInput = z.union([z.number(), z.string(), z.array(z.union([z.number(), z.string()]))], {
  error: NUMBER,
});
export const paymentTypes = paymentTypeInput.nullish().transform(toPaymentTypes);

/**
 * Payment type of the direct exposure templates (1–3, 21): as paymentTypes, plus a choice of exactly 3, the object
 * itself ([3]): the condition then asks what the screened object is attributed to, not what it dealt with.
 */
function toExposureRiskTypes(value: unknown): RiskType[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const numbers = new Set(list.map((v) => toNumberOrUnset(v)));
  if (numbers.size === 1 && numbers.has(3)) return [3];
  return toPaymentTypes(value);
}
export const exposureRiskTypes = paymentTypeInput.nullish().transform(toExposureRiskTypes);

/** Does this choice of risk types ask about the object itself (risk type 3)? */
export function isSelfRiskTypes(riskTypes: readonly number[]): boolean {
  return riskTypes.length === 1 && riskTypes[0] === 3;
}

/** Risk types fixed by the template (22 received, 23 sent, 24 both, 27 the object itself): input is ignored. */
export function fixedRiskTypes<const T extends readonly RiskType[]>(types: T) {
  return z
    .unknown()
    .optional()
    .transform((): RiskType[] => [...types]);
}

const choiceOf = (issue: { input?: unknown }) => errorText('invalid_choice', String(issue.input));

export const entityTypes = typedList(
  z
    .array(z.enum(TAG_CATEGORIES, { error: choiceOf }))
    .min(1, RULE_MESSAGES.required)
    .max(2, RULE_MESSAGES.entityTypesMax)
    .transform((types) => [...new Set(types)]),
);

export const entitySubtypes = typedList(
  z
    .array(z.number({ error: RULE_MESSAGES.entitySubtypeUnknown }).int())
    .min(1, RULE_MESSAGES.required)
    .max(1, RULE_MESSAGES.entitySubtypesMax)
    .refine(
      (codes) => codes.every((code) => findEntitySubtype(code) !== undefined),
      RULE_MESSAGES.entitySubtypeUnknown,
    ),
);

const SENTIMENT_VALUES = Object.values(Sentiment);
export const sentiments = typedList(
  z
    .array(z.number({ error: NUMBER }).refine((v) => (SENTIMENT_VALUES as number[]).includes(v), NUMBER))
    .min(1, RULE_MESSAGES.required)
    .max(2, RULE_MESSAGES.sentimentsMax)
    .transform((values) => [...new Set(values)] as Sentiment[]),
);

/** The longest entity name, and the most names one condition lists. */
export const ENTITY_NAME_LIMITS = { length: 300, count: 100 } as const;

const entityName = z
  .string({ error: RULE_MESSAGES.entityNameEmpty })
  .pipe(
    z
      .string()
      .trim()
      .min(1, RULE_MESSAGES.entityNameEmpty)
      .max(ENTITY_NAME_LIMITS.length, tooLong(ENTITY_NAME_LIMITS.length)),
  );

/** Free-text entity names: trimmed, non-empty, no duplicates (compared without case). */
export const entityNames = typedList(
  z
    .array(entityName)
    .min(1, RULE_MESSAGES.required)
    .max(ENTITY_NAME_LIMITS.count, ruleMessage('entityNamesMax', ENTITY_NAME_LIMITS.count))
    .superRefine((names, ctx) => {
      const seen = new Set<string>();
      names.forEach((name, index) => {
        const key = name.toLowerCase();
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', message: RULE_MESSAGES.entityNameDuplicate, path: [index] });
        seen.add(key);
      });
    }),
);

/** A custom list (custom tag) id. */
export const customTagId = z.preprocess(
  toNumberOrUnset,
  z.number({ error: numberError }).int(RULE_MESSAGES.notANumber).positive(RULE_MESSAGES.notANumber),
);
