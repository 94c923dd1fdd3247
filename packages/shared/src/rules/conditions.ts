import { z } from 'zod';
import { RULE_TEMPLATE_NUMBERS, type RuleTemplateNumber } from './catalogue.ts';
import {
  checkAmountPair,
  checkBounds,
  checkCountPair,
  checkDirectExposure,
  checkExposureThresholds,
} from './checks.ts';
import {
  customTagId,
  entityNames,
  entitySubtypes,
  entityTypes,
  exposureRiskTypes,
  fixedRiskTypes,
  paymentTypes,
  RULE_CONDITION_FIELDS,
  type RuleConditionField,
  sentiments,
} from './fields.ts';
import {
  days,
  hopLimit,
  minutes,
  multiplier,
  nonNegativeUsd,
  optionalThresholdAmount,
  percentOfAmount,
  positiveCount,
  positiveUsd,
  taintPercent,
  thresholdAmount,
  upperCount,
  upperTaintPercent,
  upperThresholdAmount,
} from './number-fields.ts';

/**
 * One parameter schema per rule template (DESIGN.md §5), shared by the rule builder and the server. Fields that
 * do not belong to the template are dropped; unset upper values (0, '' or null) are omitted from the result.
 * Windows: analysis_window and dormancy_window in days (fractions allowed, 0.5 = 12 hours), transit_window in
 * minutes, address_age in days.
 */

const exposureThresholds = {
  threshold_amount_usd: thresholdAmount,
  upper_threshold_amount_usd: upperThresholdAmount,
  taint_percent_threshold: taintPercent,
  taint_percent_upper_threshold: upperTaintPercent,
};

const type = <N extends RuleTemplateNumber>(n: N) => z.literal(n);

const byEntityTypes = { risk_types: paymentTypes, entity_types: entityTypes, ...exposureThresholds };
const bySubtype = { risk_types: paymentTypes, entity_subtypes: entitySubtypes, ...exposureThresholds };
const byNames = { risk_types: paymentTypes, entity_names: entityNames, ...exposureThresholds };

/**
 * The direct exposure templates (1–3, 21) also take risk type 3, the object itself: the condition is then about
 * what the screened object is attributed to, and its amount is optional (a listed address may have no chain data).
 */
const directThresholds = {
  ...exposureThresholds,
  risk_types: exposureRiskTypes,
  threshold_amount_usd: optionalThresholdAmount,
};

const template1 = z
  .object({ rule_condition_type: type(1), ...byEntityTypes, ...directThresholds })
  .superRefine(checkDirectExposure);
const template2 = z
  .object({ rule_condition_type: type(2), ...bySubtype, ...directThresholds })
  .superRefine(checkDirectExposure);
const template3 = z
  .object({ rule_condition_type: type(3), ...byNames, ...directThresholds })
  .superRefine(checkDirectExposure);
const template4 = z.object({
  rule_condition_type: type(4),
  risk_types: paymentTypes,
  entity_types: entityTypes,
  transaction_amount_threshold: thresholdAmount,
});
const template5 = z
  .object({ rule_condition_type: type(5), risk_types: paymentTypes, sentiments, ...exposureThresholds })
  .superRefine(checkExposureThresholds);
const template6 = z
  .object({
    rule_condition_type: type(6),
    risk_types: paymentTypes,
    custom_tag: customTagId,
    ...exposureThresholds,
  })
  .superRefine(checkExposureThresholds);
const template7 = z.object({
  rule_condition_type: type(7),
  risk_types: paymentTypes,
  analysis_window: days,
  multiplier_threshold: multiplier,
});
const template8 = z.object({
  rule_condition_type: type(8),
  transit_window: minutes,
  payment_amount_percent: percentOfAmount,
});
const template9 = z.object({
  rule_condition_type: type(9),
  risk_types: paymentTypes,
  counterparty_threshold: positiveCount,
  analysis_window: days,
});
const template10 = z.object({
  rule_condition_type: type(10),
  risk_types: paymentTypes,
  dormancy_window: days,
  inactivity_types: paymentTypes,
});
const template11 = z.object({
  rule_condition_type: type(11),
  risk_types: paymentTypes,
  transaction_amount_threshold: thresholdAmount,
});
const template12 = z.object({
  rule_condition_type: type(12),
  risk_types: paymentTypes,
  address_age: days,
});
const template13 = z.object({
  rule_condition_type: type(13),
  risk_types: paymentTypes,
  threshold_amount_usd: thresholdAmount,
});
const template14 = z
  .object({
    rule_condition_type: type(14),
    risk_types: paymentTypes,
    lower_bound: nonNegativeUsd,
    upper_bound: positiveUsd,
    transaction_count_threshold: positiveCount,
  })
  .superRefine(checkBounds);
const template15 = z
  .object({
    rule_condition_type: type(15),
    risk_types: paymentTypes,
    transaction_count_threshold: positiveCount,
    transaction_count_upper_threshold: upperCount,
    analysis_window: days,
  })
  .superRefine(checkCountPair);
const template16 = z
  .object({
    rule_condition_type: type(16),
    risk_types: paymentTypes,
    threshold_amount_usd: thresholdAmount,
    upper_threshold_amount_usd: upperThresholdAmount,
    analysis_window: days,
  })
  .superRefine(checkAmountPair);
const template17 = z.object({
  rule_condition_type: type(17),
  risk_types: paymentTypes,
  transaction_amount_threshold: thresholdAmount,
  transaction_count_threshold: positiveCount,
  analysis_window: days,
});
const template18 = z
  .object({ rule_condition_type: type(18), ...byEntityTypes, hop_limit: hopLimit })
  .superRefine(checkExposureThresholds);
const template19 = z
  .object({ rule_condition_type: type(19), ...bySubtype, hop_limit: hopLimit })
  .superRefine(checkExposureThresholds);
const template20 = z
  .object({ rule_condition_type: type(20), ...byNames, hop_limit: hopLimit })
  .superRefine(checkExposureThresholds);
const template21 = z
  .object({ rule_condition_type: type(21), ...byEntityTypes, ...directThresholds, hop_limit: hopLimit })
  .superRefine(checkDirectExposure);
const monthly = <N extends 22 | 23 | 24>(n: N, riskTypes: readonly (1 | 2)[]) =>
  z
    .object({
      rule_condition_type: type(n),
      risk_types: fixedRiskTypes(riskTypes),
      entity_types: entityTypes,
      ...exposureThresholds,
    })
    .superRefine(checkExposureThresholds);
const template22 = monthly(22, [1]);
const template23 = monthly(23, [2]);
const template24 = monthly(24, [1, 2]);
const template25 = z.object({ rule_condition_type: type(25), custom_tag: customTagId });
const template26 = z.object({ rule_condition_type: type(26), custom_tag: customTagId });
const template27 = z.object({
  rule_condition_type: type(27),
  risk_types: fixedRiskTypes([3]),
  address_age: days,
});
const template28 = z.object({
  rule_condition_type: type(28),
  risk_types: paymentTypes,
  counterparty_threshold: positiveCount,
  threshold_amount_usd: thresholdAmount,
  analysis_window: days,
});

const TEMPLATE_OBJECTS = [
  template1,
  template2,
  template3,
  template4,
  template5,
  template6,
  template7,
  template8,
  template9,
  template10,
  template11,
  template12,
  template13,
  template14,
  template15,
  template16,
  template17,
  template18,
  template19,
  template20,
  template21,
  template22,
  template23,
  template24,
  template25,
  template26,
  template27,
  template28,
] as const;

/** Drops keys whose value is undefined, so unset uppers are absent from stored conditions. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Any rule condition: rule_condition_type picks the template's parameter schema. */
export const ruleConditionSchema = z
  .discriminatedUnion('rule_condition_type', TEMPLATE_OBJECTS, {
    error: (issue) => (issue.code === 'invalid_union' ? 'Unknown rule condition type' : undefined),
  })
  .transform(compact);
export type RuleCondition = z.output<typeof ruleConditionSchema>;
export type RuleConditionInput = z.input<typeof ruleConditionSchema>;
export type RuleConditionOf<N extends RuleTemplateNumber> = Extract<
  RuleCondition,
  { rule_condition_type: N }
>;

const TEMPLATE_BY_NUMBER = {
  1: template1,
  2: template2,
  3: template3,
  4: template4,
  5: template5,
  6: template6,
  7: template7,
  8: template8,
  9: template9,
  10: template10,
  11: template11,
  12: template12,
  13: template13,
  14: template14,
  15: template15,
  16: template16,
  17: template17,
  18: template18,
  19: template19,
  20: template20,
  21: template21,
  22: template22,
  23: template23,
  24: template24,
  25: template25,
  26: template26,
  27: template27,
  28: template28,
} as const;
type TemplateObjects = typeof TEMPLATE_BY_NUMBER;

/** The parameter schema of one template (it also checks rule_condition_type). */
export function ruleParamSchema<N extends RuleTemplateNumber>(template: N) {
  return TEMPLATE_BY_NUMBER[template].transform(compact);
}
export type RuleParamsInput<N extends RuleTemplateNumber> = z.input<TemplateObjects[N]>;

function isConditionField(key: string): key is RuleConditionField {
  return (RULE_CONDITION_FIELDS as readonly string[]).includes(key);
}

/** The parameter fields each template takes (rule_condition_type excluded), in the builder's order. */
export const RULE_TEMPLATE_FIELDS = byTemplate((n) =>
  Object.keys(TEMPLATE_BY_NUMBER[n].shape).filter(isConditionField),
);

function byTemplate<T>(make: (n: RuleTemplateNumber) => T): Record<RuleTemplateNumber, T> {
  const out = {} as Record<RuleTemplateNumber, T>;
  for (const n of RULE_TEMPLATE_NUMBERS) out[n] = make(n);
  return out;
}
