import {
  type AlertDto,
  type AlertObjectType,
  POLICY_CATEGORY_LABELS,
  type PolicyCategory,
  RISK_LEVEL_LABELS,
  type RiskLevel,
  type RuleAction,
} from '@riskscreen/shared';
import { ruleRiskTypes } from '../../rules/index.ts';
import type { AlertedObject, AlertRow } from './object-alerts.repo.ts';

type Loose = Record<string, unknown>;

function records(list: unknown[]): Loose[] {
  return list.filter((x): x is Loose => typeof x === 'object' && x !== null && !Array.isArray(x));
}

export function presentAlert(row: AlertRow, object: AlertedObject): AlertDto {
  const conditions = records(row.rule_conditions);
  return {
    id: row.id,
    alert_body: row.rule_name,
    level: row.level,
    level_verbose: RISK_LEVEL_LABELS[row.level as RiskLevel] ?? '',
    status: row.status,
    reviewed_by: row.reviewed_by,
    resolved_by: row.resolved_by,
    escalated_by: row.escalated_by,
    assigned_to: row.assigned_to,
    workflow_stage: {
      id: row.stage_id,
      name: row.stage_name,
      category: row.stage_category,
      next_stages: row.stage_next.map(Number),
    },
    workflow_stage_id: row.stage_id,
    entity_type: row.object_type as AlertObjectType,
    object_id: row.object_id,
    content_object_fields: {
      identifier: object.identifier,
      customer_id: object.customerId,
      currency: object.blockchain,
      deposit_address: object.depositAddress,
      type: object.customerType,
    },
    opened_at: row.opened_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    total_comments: Number(row.comments_count),
    alert_items_count: Number(row.items_count),
    latest_item_body: records(row.latest_item_body),
    latest_context: row.latest_context,
    resolution_log_id: null,
    rule_register: {
      uuid: row.rule_uuid,
      policy_id: row.policy_id,
      policy_name: row.policy_name,
      policy_description: row.policy_description,
      policy_category: row.policy_category,
      policy_category_verbose: POLICY_CATEGORY_LABELS[row.policy_category as PolicyCategory] ?? '',
      risk_types: ruleRiskTypes(conditions),
      rule_name: row.rule_name,
      rule_conditions: conditions,
      is_only_or_conditions: row.is_only_or_conditions,
      custom_tag_name: row.custom_tag_name ?? null,
      action: row.action as RuleAction,
    },
  };
}
