import { z } from 'zod';
import { entityNames, entitySubtypes, entityTypes, exposureRiskTypes, paymentTypes } from '../fields.ts';
import {
  optionalThresholdAmount,
  taintPercent,
  thresholdAmount,
  upperTaintPercent,
  upperThresholdAmount,
} from '../number-fields.ts';
import type { RuleTemplateNumber } from './numbers.ts';

/**
 * Parameter groups several templates share. Windows: analysis_window and dormancy_window in days (fractions
 * allowed, 0.5 = 12 hours), transit_window in minutes, address_age in days.
 */

/** The rule_condition_type of template `n`. */
export const conditionType = <N extends RuleTemplateNumber>(n: N) => z.literal(n);

export const exposureThresholds = {
  threshold_amount_usd: thresholdAmount,
  upper_threshold_amount_usd: upperThresholdAmount,
  taint_percent_threshold: taintPercent,
  taint_percent_upper_threshold: upperTaintPercent,
};

export const byEntityTypes = { risk_types: paymentTypes, entity_types: entityTypes, ...exposureThresholds };
export const bySubtype = { risk_types: paymentTypes, entity_subtypes: entitySubtypes, ...exposureThresholds };
export const byNames = { risk_types: paymentTypes, entity_names: entityNames, ...exposureThresholds };

/**
 * The direct exposure templates (1–3, 21) also take risk type 3, the object itself: the condition is then about
 * what the screened object is attributed to, and its amount is optional (a listed address may have no chain data).
 */
export const directThresholds = {
  ...exposureThresholds,
  risk_types: exposureRiskTypes,
  threshold_amount_usd: optionalThresholdAmount,
};
