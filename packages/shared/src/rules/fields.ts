import { z } from 'zod';
import { findEntitySubtype } from '../attribution/entity-subtypes.ts';
import { Sentiment } from '../enums/entities.ts';
import { TAG_CATEGORIES } from '../enums/tag-categories.ts';
import { RULE_MESSAGES } from './messages.ts';

/**
 * Field schemas of rule conditions. Numbers arrive as numbers or as the text of an input box; '' and null mean
 * "not set". Every malformed number gets the specification's 'Please enter valid value in number'.
 */

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

const NUMBER = RULE_MESSAGES.invalidNumber;

function toNumberOrUnset(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    const n = Number(text);
    return Number.isFinite(n) ? n : value;
  }
  return value;
}

/** An upper value of 0 means "none" (spec §5): it is dropped like an empty one. */
function toUpperOrUnset(value: unknown): unknown {
  const n = toNumberOrUnset(value);
  return n === 0 ? undefined : n;
}

const number = () => z.number({ error: NUMBER });

/** A required positive number (windows, ages, multipliers). */
export const positiveNumber = z.preprocess(toNumberOrUnset, number().positive(NUMBER));
/** A required positive whole number (counts). */
export const positiveCount = z.preprocess(toNumberOrUnset, number().int(NUMBER).positive(NUMBER));
/** A required number ≥ 0 (range lower bound). */
export const nonNegativeNumber = z.preprocess(toNumberOrUnset, number().nonnegative(NUMBER));
/** A required percentage in (0, 100]. */
export const percentOfAmount = z.preprocess(toNumberOrUnset, number().positive(NUMBER).max(100, NUMBER));

/** Threshold amounts in USD: greater than 0.01 (spec §5). */
export const thresholdAmount = z.preprocess(
  toNumberOrUnset,
  z.number({ error: RULE_MESSAGES.amountMinimum }).gt(0.01, RULE_MESSAGES.amountMinimum),
);
/**
 * The amount of the direct exposure templates (1–3, 21): required, except for a condition on the object itself,
 * where no amount means any (checkExposureThresholds enforces which).
 */
export const optionalThresholdAmount = z.preprocess(
  toNumberOrUnset,
  z.number({ error: RULE_MESSAGES.amountMinimum }).gt(0.01, RULE_MESSAGES.amountMinimum).optional(),
);
export const upperThresholdAmount = z.preprocess(toUpperOrUnset, number().positive(NUMBER).optional());

/** Taint percents: range checks with the bound-specific texts live in the condition checks. */
export const taintPercent = z.preprocess(toNumberOrUnset, number().optional());
export const upperTaintPercent = z.preprocess(toUpperOrUnset, number().optional());

export const upperCount = z.preprocess(toUpperOrUnset, number().int(NUMBER).positive(NUMBER).optional());

/** Hops for indirect exposure: 1 (direct counterparties' sources) to 10. */
export const hopLimit = z.preprocess(
  toNumberOrUnset,
  number().int(NUMBER).min(1, NUMBER).max(10, NUMBER).optional(),
);

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
export function isSelfRiskTypes(riskTypes: readonly RiskType[]): boolean {
  return riskTypes.length === 1 && riskTypes[0] === 3;
}

/** Risk types fixed by the template (22 received, 23 sent, 24 both, 27 the object itself): input is ignored. */
export function fixedRiskTypes<const T extends readonly RiskType[]>(types: T) {
  return z
    .unknown()
    .optional()
    .transform((): RiskType[] => [...types]);
}

export const entityTypes = z
  .array(z.enum(TAG_CATEGORIES), { error: RULE_MESSAGES.required })
  .min(1, RULE_MESSAGES.required)
  .max(2, RULE_MESSAGES.entityTypesMax)
  .transform((types) => [...new Set(types)]);

export const entitySubtypes = z
  .array(z.number({ error: RULE_MESSAGES.entitySubtypeUnknown }).int(), { error: RULE_MESSAGES.required })
  .min(1, RULE_MESSAGES.required)
  .max(1, RULE_MESSAGES.entitySubtypesMax)
  .refine(
    (codes) => codes.every((code) => findEntitySubtype(code) !== undefined),
    RULE_MESSAGES.entitySubtypeUnknown,
  );

const SENTIMENT_VALUES = Object.values(Sentiment);
export const sentiments = z
  .array(
    z.number().refine((v) => (SENTIMENT_VALUES as number[]).includes(v), NUMBER),
    { error: RULE_MESSAGES.required },
  )
  .min(1, RULE_MESSAGES.required)
  .max(2, RULE_MESSAGES.sentimentsMax)
  .transform((values) => [...new Set(values)] as Sentiment[]);

/** Free-text entity names: trimmed, non-empty, no duplicates (compared without case). */
export const entityNames = z
  .array(
    z.string({ error: RULE_MESSAGES.entityNameEmpty }).trim().min(1, RULE_MESSAGES.entityNameEmpty).max(300),
    {
      error: RULE_MESSAGES.required,
    },
  )
  .min(1, RULE_MESSAGES.required)
  .max(100)
  .superRefine((names, ctx) => {
    const seen = new Set<string>();
    names.forEach((name, index) => {
      const key = name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: RULE_MESSAGES.entityNameDuplicate, path: [index] });
      seen.add(key);
    });
  });

/** A custom list (custom tag) id. */
export const customTagId = z.preprocess(
  toNumberOrUnset,
  z.number({ error: RULE_MESSAGES.required }).int().positive(),
);
