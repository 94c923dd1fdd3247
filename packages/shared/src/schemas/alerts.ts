import { z } from 'zod';
import { RULE_ACTIONS } from '../rules/rule.ts';
import { pageFields, recordId, workspaceQuery } from './common.ts';

/** Alert workflow stage (spec part 3 §3): category 0 open, 1 in progress, 2 closed, 3 inactive (system only). */
export const workflowStage = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.number().int(),
  next_stages: z.array(z.number().int()),
});
export type WorkflowStageDto = z.infer<typeof workflowStage>;

/**
 * A stage as the workspace's stage list gives it: is_system marks the stages only the system moves alerts to
 * (Inactive, Closed – Auto-resolved), which no person may choose.
 */
export const workflowStageChoice = workflowStage.extend({ is_system: z.boolean().default(false) });
export type WorkflowStageChoice = z.infer<typeof workflowStageChoice>;

/** A stage named for a picker or a filter chip (GET /profile/api/v2/workflow-stages/lite/). */
export const workflowStageLite = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.number().int(),
});
export type WorkflowStageLite = z.infer<typeof workflowStageLite>;

/**
 * GET /profile/api/v2/workflow-stages/ (and lite/): is_status_stage=true keeps the stages a person may set as an
 * alert's status, false the stages only the system moves alerts to (Inactive, Closed – Auto-resolved); none, all.
 */
export const workflowStagesQuery = workspaceQuery.extend({
  is_status_stage: z.enum(['true', 'false'], { error: 'Must be true or false.' }).optional(),
});
export const workflowStageParams = z.object({ stageId: recordId });

export const ALERT_OBJECT_TYPES = ['address', 'transaction', 'customer'] as const;
export type AlertObjectType = (typeof ALERT_OBJECT_TYPES)[number];

export const objectAlertsParams = z.object({
  type: z.enum(ALERT_OBJECT_TYPES),
  id: z.string().min(1).max(200),
});
export const objectAlertsQuery = workspaceQuery.extend(pageFields(100, 20));

const loose = z.record(z.string(), z.unknown());

/** The rule behind an alert, as the alert detail shows it. */
export const ruleRegister = z.object({
  uuid: z.string(),
  policy_id: z.number().int(),
  policy_name: z.string(),
  policy_description: z.string(),
  policy_category: z.number().int(),
  policy_category_verbose: z.string(),
  risk_types: z.array(z.number().int()),
  rule_name: z.string(),
  rule_conditions: z.array(loose),
  is_only_or_conditions: z.boolean(),
  custom_tag_name: z.string().nullable(),
  action: z.enum(RULE_ACTIONS),
});

/** An alert (spec part 3 §3): one per (object, rule) while open; later firings add alert items. */
export const alertDto = z.object({
  id: z.number().int(),
  /** The rule name. */
  alert_body: z.string(),
  level: z.number().int(),
  level_verbose: z.string(),
  status: z.number().int().nullable(),
  reviewed_by: z.number().int().nullable(),
  resolved_by: z.number().int().nullable(),
  escalated_by: z.number().int().nullable(),
  assigned_to: z.number().int().nullable(),
  workflow_stage: workflowStage,
  workflow_stage_id: z.number().int(),
  entity_type: z.enum(ALERT_OBJECT_TYPES),
  object_id: z.number().int(),
  content_object_fields: z.object({
    identifier: z.string(),
    customer_id: z.string().nullable(),
    currency: z.number().int().nullable(),
    deposit_address: z.string().nullable(),
    type: z.number().int().nullable(),
  }),
  opened_at: z.string(),
  updated_at: z.string(),
  total_comments: z.number().int(),
  alert_items_count: z.number().int(),
  /** The clauses of the latest firing (field, observed, threshold, operator, passed, text). */
  latest_item_body: z.array(loose),
  latest_context: loose.nullable(),
  resolution_log_id: z.number().int().nullable(),
  rule_register: ruleRegister,
});
export type AlertDto = z.infer<typeof alertDto>;
