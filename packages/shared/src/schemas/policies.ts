import { z } from 'zod';
import { RULE_ACTIONS } from '../rules/rule.ts';
import { workspaceQuery } from './common.ts';
import { booleanParam, unset } from './filter-params.ts';

/**
 * Calls of the policy and rule screens (spec part 3 §7.3, under /risk/api/v4). The request bodies of policies and
 * rules are the rule builder's schemas (packages/shared/src/rules); these are the queries and the answers.
 */

const intParam = (min: number, max: number) =>
  z.preprocess(unset, z.coerce.number().int().min(min).max(max).optional());

/** A comma list of whole numbers, e.g. alert_level=4,5. */
const intListParam = (min: number, max: number) =>
  z.preprocess(
    unset,
    z
      .string()
      .max(100)
      .transform((text, ctx) => {
        const values = text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map(Number);
        if (values.some((v) => !Number.isInteger(v) || v < min || v > max)) {
          ctx.addIssue({ code: 'custom', message: 'Please enter valid value in number' });
          return z.NEVER;
        }
        return values;
      })
      .optional(),
  );

const searchParam = z.preprocess(unset, z.string().trim().max(200).optional());

const offset = z.coerce.number().int().min(0).max(10_000_000).default(0);

export const POLICY_ORDERINGS = [
  'name',
  '-name',
  'created_at',
  '-created_at',
  'updated_at',
  '-updated_at',
  'rule_count',
  '-rule_count',
  'type',
  '-type',
  'category',
  '-category',
] as const;
export type PolicyOrdering = (typeof POLICY_ORDERINGS)[number];

/** GET /policies: policy lists page by 25. */
export const policyListQuery = workspaceQuery.extend({
  offset,
  limit: z.coerce.number().int().min(1).max(500).default(25),
  is_enabled: booleanParam,
  type: intParam(0, 2),
  category: intParam(1, 3),
  q: searchParam,
  ordering: z.preprocess(unset, z.enum(POLICY_ORDERINGS).optional()),
});
export type PolicyListQuery = z.infer<typeof policyListQuery>;

export const RULE_ORDERINGS = [
  'rule_name',
  '-rule_name',
  'alert_level',
  '-alert_level',
  'created_at',
  '-created_at',
  'updated_at',
  '-updated_at',
  'policy_name',
  '-policy_name',
] as const;
export type RuleOrdering = (typeof RULE_ORDERINGS)[number];

const ruleFilters = {
  offset,
  limit: z.coerce.number().int().min(1).max(500).default(20),
  q: searchParam,
  alert_level: intListParam(1, 5),
  is_enabled: booleanParam,
  policy_is_for_custom_list: booleanParam,
  ordering: z.preprocess(unset, z.enum(RULE_ORDERINGS).optional()),
};

/** GET /policies/{id}/classifiers/: the rules of one policy. risk_type 1 received, 2 sent, 3 the object itself. */
export const policyRuleListQuery = workspaceQuery.extend({ ...ruleFilters, risk_type: intParam(1, 3) });
export type PolicyRuleListQuery = z.infer<typeof policyRuleListQuery>;

/** GET /classifiers: rules across the workspace's policies. */
export const ruleListQuery = workspaceQuery.extend({
  ...ruleFilters,
  risk_type: intParam(1, 3),
  rule_type: intParam(0, 2),
  policy_type: intParam(0, 2),
  policy_enabled: booleanParam,
  /** One policy's rules (the policy page's download). */
  policy: intParam(1, 2 ** 31 - 1),
});
export type RuleListQuery = z.infer<typeof ruleListQuery>;

export const policyIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
export const ruleParams = policyIdParams.extend({ ruleId: z.uuid() });

/** PUT …/classifiers/{ruleId}/revert/: the version (a history entry's classifier_version.id) to restore. */
export const ruleRevertRequest = z.object({
  version_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** A rule (classifier) as the rule list, rule page and rules download show it. */
export const ruleDto = z.object({
  uuid: z.string(),
  policy: z.number().int(),
  policy_name: z.string(),
  policy_enabled: z.boolean(),
  policy_type: z.number().int(),
  policy_type_verbose: z.string(),
  policy_category: z.number().int(),
  policy_category_verbose: z.string(),
  policy_is_for_custom_list: z.boolean(),
  rule_name: z.string(),
  is_enabled: z.boolean(),
  alert_level: z.number().int(),
  alert_level_verbose: z.string(),
  custom_tag: z.number().int().nullable(),
  custom_tag_name: z.string().nullable(),
  action: z.enum(RULE_ACTIONS),
  rule_category: z.number().int(),
  rule_type: z.number().int(),
  rule_conditions: z.array(z.record(z.string(), z.unknown())),
  /** Each condition in words (ruleSentence), in order. */
  condition_sentences: z.array(z.string()),
  is_only_or_conditions: z.boolean(),
  /** Directions the conditions look at: 1 received, 2 sent, 3 the object itself. */
  risk_types: z.array(z.number().int()),
  risk_type_verbose: z.string(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RuleDto = z.infer<typeof ruleDto>;

/**
 * What changed in a history entry (spec part 3 §4.3): policy created, edited (name or description), enabled or
 * disabled; rule created, status changed, edited (name or risk level), conditions added or removed (shown as New
 * Version and Old Version), same-count condition changes (shown by field).
 */
export const HISTORY_KINDS = [
  'policy_created',
  'policy_edited',
  'policy_status_changed',
  'rule_created',
  'rule_status_changed',
  'rule_edited',
  'conditions_changed',
  'condition_fields_changed',
  'rule_restored',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** History types: 0 a policy version, 1 a rule created, 2 a rule changed. */
export const HistoryType = { Policy: 0, RuleCreated: 1, RuleChanged: 2 } as const;
export type HistoryType = (typeof HistoryType)[keyof typeof HistoryType];

const version = z.object({ id: z.number().int(), field_dict: z.record(z.string(), z.unknown()) });

export const historyEntry = z.object({
  /** 'policy-{n}' or 'rule-{n}': entries come from the policy's and its rules' histories. */
  id: z.string(),
  history_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  kinds: z.array(z.enum(HISTORY_KINDS)),
  /** Before and after: the policy's fields (name, description, is_enabled) or, for rule entries, the rule's. */
  old_version: version.nullable(),
  new_version: version,
  /** Rule entries: the rule version (its id is what revert takes) with rule_name, alert_level, conditions… */
  classifier_version: version
    .extend({ rule_uuid: z.string(), rule_name: z.string(), version: z.number().int() })
    .nullable(),
  /** Same-count condition changes: the fields that changed, per condition index. */
  changed_fields: z.array(z.object({ index: z.number().int(), fields: z.array(z.string()) })),
  revision: z.object({
    user: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }).nullable(),
    date_created: z.string(),
  }),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** Flagged objects of a policy or rule among the workspace's screened objects of its type. */
export const objectsFlagged = z.object({
  total_count: z.number().int(),
  flagged_count: z.number().int(),
  /** Percent of the screened objects flagged, 2 decimals. */
  hit_rate: z.number(),
});
export const mostTriggeredRule = z.object({
  uuid: z.string(),
  risk_level: z.number().int(),
  rule_name: z.string(),
  count: z.number().int(),
});
/** Alerts triggered per day over the last 7 days (oldest first, days without alerts at 0). */
export const alertsPerDay = z.array(z.object({ date: z.string(), count: z.number().int() }));
