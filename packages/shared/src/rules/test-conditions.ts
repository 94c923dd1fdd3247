/** Test-only fixtures for the condition schema tests. */
import { ruleConditionSchema } from './conditions.ts';

/** The messages zod reported, by dotted path. */
export function errors(raw: unknown): Record<string, string[]> {
  const result = ruleConditionSchema.safeParse(raw);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

export const exposure1 = {
  rule_condition_type: 1,
  risk_types: 1,
  entity_types: ['Sanctions'],
  threshold_amount_usd: 1000,
};

/** One valid condition per template (what the rule builder would send). */
export const VALID: Record<number, Record<string, unknown>> = {
  1: exposure1,
  2: { rule_condition_type: 2, risk_types: 2, entity_subtypes: [1301], threshold_amount_usd: 500 },
  3: { rule_condition_type: 3, risk_types: [1, 2], entity_names: ['Garantex'], threshold_amount_usd: 100 },
  4: {
    rule_condition_type: 4,
    risk_types: 1,
    entity_types: ['Darknet'],
    transaction_amount_threshold: 10_000,
  },
  5: { rule_condition_type: 5, risk_types: 1, sentiments: [-1], threshold_amount_usd: 50 },
  6: { rule_condition_type: 6, risk_types: 1, custom_tag: 7, threshold_amount_usd: 50 },
  7: { rule_condition_type: 7, risk_types: 1, analysis_window: 7, multiplier_threshold: 3 },
  8: { rule_condition_type: 8, transit_window: 30, payment_amount_percent: 90 },
  9: { rule_condition_type: 9, risk_types: 1, counterparty_threshold: 50, analysis_window: 7 },
  10: { rule_condition_type: 10, risk_types: 2, dormancy_window: 180, inactivity_types: [1, 2] },
  11: { rule_condition_type: 11, risk_types: 1, transaction_amount_threshold: 10_000 },
  12: { rule_condition_type: 12, risk_types: 1, address_age: 30 },
  13: { rule_condition_type: 13, risk_types: 2, threshold_amount_usd: 50 },
  14: {
    rule_condition_type: 14,
    risk_types: 1,
    lower_bound: 9000,
    upper_bound: 10_000,
    transaction_count_threshold: 5,
  },
  15: { rule_condition_type: 15, risk_types: 1, transaction_count_threshold: 10, analysis_window: 7 },
  16: { rule_condition_type: 16, risk_types: 1, threshold_amount_usd: 100_000, analysis_window: 7 },
  17: {
    rule_condition_type: 17,
    risk_types: 1,
    transaction_amount_threshold: 10_000,
    transaction_count_threshold: 3,
    analysis_window: 7,
  },
  18: { ...exposure1, rule_condition_type: 18, hop_limit: 3 },
  19: { rule_condition_type: 19, risk_types: 1, entity_subtypes: [1301], threshold_amount_usd: 500 },
  20: { rule_condition_type: 20, risk_types: 1, entity_names: ['Hydra'], threshold_amount_usd: 500 },
  21: { ...exposure1, rule_condition_type: 21 },
  22: { rule_condition_type: 22, entity_types: ['Exchange'], threshold_amount_usd: 10_000 },
  23: { rule_condition_type: 23, entity_types: ['Exchange'], threshold_amount_usd: 10_000 },
  24: { rule_condition_type: 24, entity_types: ['Exchange'], threshold_amount_usd: 10_000 },
  25: { rule_condition_type: 25, custom_tag: 3 },
  26: { rule_condition_type: 26, custom_tag: 4 },
  27: { rule_condition_type: 27, address_age: 30 },
  28: {
    rule_condition_type: 28,
    risk_types: 1,
    counterparty_threshold: 5,
    threshold_amount_usd: 1000,
    analysis_window: 7,
  },
};
