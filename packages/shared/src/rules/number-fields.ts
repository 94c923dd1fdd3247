import { z } from 'zod';
import { RULE_MESSAGES, ruleMessage } from './messages.ts';

/**
 * Number fields of rule conditions. Numbers arrive as numbers or as the text of an input box; '' and null mean
 * "not set". Every malformed or out-of-range number gets the specification's 'Please enter valid value in
 * number'; amounts get the amount text, which names the range.
 */

/**
 * The largest value of each kind of parameter. Without them 1e308 was stored, and sentences printed "$∞" or
 * 309 digits that broke the rules table. Each is far above any real rule and short enough to print.
 */
export const RULE_NUMBER_LIMITS = {
  /** USD amounts and bounds: $1 trillion, more than the whole market value of any chain. */
  usd: 1_000_000_000_000,
  /** Analysis and dormancy windows, address ages: about 27 years, longer than any chain has existed. */
  days: 10_000,
  /** Transit window: 30 days; funds that rest longer on an address are not passing through it. */
  minutes: 43_200,
  /** Transaction and counterparty counts: 10 million, above the busiest addresses' counterparties. */
  count: 10_000_000,
  /** Anomaly detection: volume up to 10,000 times the average of the earlier windows. */
  multiplier: 10_000,
} as const;

const NUMBER = RULE_MESSAGES.invalidNumber;
const AMOUNT = RULE_MESSAGES.amountMinimum;
const AMOUNT_RANGE = ruleMessage('amountBelowUpper', RULE_NUMBER_LIMITS.usd);

export function toNumberOrUnset(value: unknown): unknown {
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
const asNumber = <T extends z.ZodType>(schema: T) => z.preprocess(toNumberOrUnset, schema);

/** A positive number up to `max` (windows, ages, multipliers, bounds). */
const positiveUpTo = (max: number) => asNumber(number().positive(NUMBER).max(max, NUMBER));

/** Analysis and dormancy windows and address ages, in days (fractions allowed: 0.5 is 12 hours). */
export const days = positiveUpTo(RULE_NUMBER_LIMITS.days);
/** The transit window, in minutes. */
export const minutes = positiveUpTo(RULE_NUMBER_LIMITS.minutes);
export const multiplier = positiveUpTo(RULE_NUMBER_LIMITS.multiplier);
/** The upper bound of a range of amounts (USD). */
export const positiveUsd = positiveUpTo(RULE_NUMBER_LIMITS.usd);
/** The lower bound of a range of amounts (USD): 0 means from nothing. */
export const nonNegativeUsd = asNumber(number().nonnegative(NUMBER).max(RULE_NUMBER_LIMITS.usd, NUMBER));
/** A required positive whole number (counts). */
export const positiveCount = asNumber(
  number().int(NUMBER).positive(NUMBER).max(RULE_NUMBER_LIMITS.count, NUMBER),
);
/** A required percentage in (0, 100]. */
export const percentOfAmount = asNumber(number().positive(NUMBER).max(100, NUMBER));

const amount = () => z.number({ error: AMOUNT }).gt(0.01, AMOUNT).max(RULE_NUMBER_LIMITS.usd, AMOUNT_RANGE);
/** Threshold amounts in USD: greater than 0.01 (spec §5), up to the USD limit. */
export const thresholdAmount = asNumber(amount());
/**
 * The amount of the direct exposure templates (1–3, 21): required, except for a condition on the object itself,
 * where no amount means any (checkExposureThresholds enforces which).
 */
export const optionalThresholdAmount = asNumber(amount().optional());
export const upperThresholdAmount = z.preprocess(
  toUpperOrUnset,
  number().positive(NUMBER).max(RULE_NUMBER_LIMITS.usd, AMOUNT_RANGE).optional(),
);

/** Taint percents: range checks with the bound-specific texts live in the condition checks. */
export const taintPercent = asNumber(number().optional());
export const upperTaintPercent = z.preprocess(toUpperOrUnset, number().optional());

export const upperCount = z.preprocess(
  toUpperOrUnset,
  number().int(NUMBER).positive(NUMBER).max(RULE_NUMBER_LIMITS.count, NUMBER).optional(),
);

/** Hops for indirect exposure: 1 (direct counterparties' sources) to 10. */
export const hopLimit = asNumber(number().int(NUMBER).min(1, NUMBER).max(10, NUMBER).optional());
