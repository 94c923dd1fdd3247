import { z } from 'zod';
import type { RuleConditionField } from './fields.ts';
import { RULE_TEMPLATE_DEFINITIONS, type RuleTemplateParams } from './templates/index.ts';
import { RULE_TEMPLATE_NUMBERS, type RuleTemplateNumber } from './templates/numbers.ts';

/**
 * The rule condition schema, shared by the rule builder and the server, assembled from each template's parameter
 * schema (templates/). Fields that do not belong to the template are dropped; unset upper values (0, '' or null)
 * are omitted from the result.
 */

type AnyTemplateParams = RuleTemplateParams<RuleTemplateNumber>;
const TEMPLATE_PARAMS = RULE_TEMPLATE_NUMBERS.map((n) => RULE_TEMPLATE_DEFINITIONS[n].params) as [
  AnyTemplateParams,
  ...AnyTemplateParams[],
];

/** Drops keys whose value is undefined, so unset uppers are absent from stored conditions. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Any rule condition: rule_condition_type picks the template's parameter schema. */
export const ruleConditionSchema = z
  .discriminatedUnion('rule_condition_type', TEMPLATE_PARAMS, {
    error: (issue) => (issue.code === 'invalid_union' ? 'Unknown rule condition type' : undefined),
  })
  .transform(compact);
export type RuleCondition = z.output<typeof ruleConditionSchema>;
export type RuleConditionInput = z.input<typeof ruleConditionSchema>;
export type RuleConditionOf<N extends RuleTemplateNumber> = Extract<
  RuleCondition,
  { rule_condition_type: N }
>;

/** The parameter schema of one template (it also checks rule_condition_type). */
export function ruleParamSchema<N extends RuleTemplateNumber>(template: N) {
  return RULE_TEMPLATE_DEFINITIONS[template].params.transform(compact);
}
export type RuleParamsInput<N extends RuleTemplateNumber> = z.input<RuleTemplateParams<N>>;

/** The parameter fields each template takes (rule_condition_type excluded), in the builder's order. */
export const RULE_TEMPLATE_FIELDS = Object.fromEntries(
  RULE_TEMPLATE_NUMBERS.map((n) => [n, RULE_TEMPLATE_DEFINITIONS[n].fields]),
) as Record<RuleTemplateNumber, readonly RuleConditionField[]>;
