import { z } from 'zod';
import type { PolicyCategory, PolicyType } from '../enums/entities.ts';
import { errorText } from '../errors/catalogue.ts';
import { isTemplateOffered, offersSelfRiskType, type RuleTemplateNumber } from './catalogue.ts';
import { isSelfRiskTypes, type RiskType } from './fields.ts';
import { RULE_MESSAGES } from './messages.ts';
import { ruleConditionList } from './rule-conditions.ts';
import { ruleTemplate } from './templates/index.ts';
import { booleanError, choiceError, numberError, requiredText } from './typed-fields.ts';

/** Longest rule name (the builder's input stops there too). */
export const RULE_NAME_MAX_LENGTH = 200;

/** Alert levels as stored: 1 Info … 5 Critical. The builder's picker lists these five risk levels. */
export const RULE_ALERT_LEVELS = [1, 2, 3, 4, 5] as const;
export const ruleAlertLevelSchema = z.union(
  RULE_ALERT_LEVELS.map((level) => z.literal(level)),
  { error: choiceError },
);

/** alert: raise an alert; alert_and_tag: also apply the rule's custom tag to the object. */
export const RULE_ACTIONS = ['alert', 'alert_and_tag'] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];
/** The actions as the rule builder and the rules download name them. */
export const RULE_ACTION_LABELS: Record<RuleAction, string> = {
  alert: 'Raise an alert',
  alert_and_tag: 'Raise an alert and apply the custom tag',
};

const ruleFields = {
  rule_name: requiredText(RULE_NAME_MAX_LENGTH),
  alert_level: ruleAlertLevelSchema,
  is_enabled: z.boolean({ error: booleanError }).default(true),
  rule_conditions: ruleConditionList,
  is_only_or_conditions: z.boolean({ error: booleanError }).default(false),
};

function actionError(issue: { input?: unknown }): string {
  return errorText('invalid_choice', String(issue.input));
}

/** Add Rule. The custom tag is optional, but alert_and_tag needs one to apply. */
export const ruleCreateSchema = z
  .object({
    ...ruleFields,
    action: z.enum(RULE_ACTIONS, { error: actionError }).default('alert'),
    custom_tag: z.number({ error: numberError }).int(RULE_MESSAGES.notANumber).positive().nullish(),
  })
  .superRefine((rule, ctx) => {
    if (rule.action === 'alert_and_tag' && !rule.custom_tag) {
      ctx.addIssue({ code: 'custom', message: RULE_MESSAGES.customTagRequired, path: ['custom_tag'] });
    }
  });
export type RuleCreate = z.infer<typeof ruleCreateSchema>;
export type RuleCreateInput = z.input<typeof ruleCreateSchema>;

/** Edit Rule: the custom tag and the action are locked on edit (dropped if sent). */
export const ruleUpdateSchema = z.object(ruleFields);
export type RuleUpdate = z.infer<typeof ruleUpdateSchema>;

/**
 * Rule conditions must use templates the policy's builder offers (type and category), and ask about the object
 * itself (risk type 3) only where the builder offers it (template 27 fixes it; 1–3 and 21 offer it outside
 * Transaction policies).
 */
export function checkConditionsOffered(
  conditions: readonly { rule_condition_type: RuleTemplateNumber; risk_types?: readonly RiskType[] }[],
  policy: { type: PolicyType; category: PolicyCategory },
  ctx: z.RefinementCtx,
): void {
  conditions.forEach((condition, index) => {
    const template = condition.rule_condition_type;
    if (!isTemplateOffered(template, policy.type, policy.category)) {
      ctx.addIssue({
        code: 'custom',
        message: RULE_MESSAGES.templateNotOffered,
        path: ['rule_conditions', index, 'rule_condition_type'],
      });
      return;
    }
    const asksSelf = condition.risk_types !== undefined && isSelfRiskTypes(condition.risk_types);
    const isFixed = ruleTemplate(template).isDirectionFixed;
    if (asksSelf && !isFixed && !offersSelfRiskType(template, policy.type)) {
      ctx.addIssue({
        code: 'custom',
        message: RULE_MESSAGES.selfNotOffered,
        path: ['rule_conditions', index, 'risk_types'],
      });
    }
  });
}

/** The create schema for a rule inside this policy. */
export function ruleCreateSchemaFor(policy: { type: PolicyType; category: PolicyCategory }) {
  return ruleCreateSchema.superRefine((rule, ctx) =>
    checkConditionsOffered(rule.rule_conditions, policy, ctx),
  );
}

export function ruleUpdateSchemaFor(policy: { type: PolicyType; category: PolicyCategory }) {
  return ruleUpdateSchema.superRefine((rule, ctx) =>
    checkConditionsOffered(rule.rule_conditions, policy, ctx),
  );
}
