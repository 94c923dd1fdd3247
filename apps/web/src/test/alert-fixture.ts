import type { AlertDetail, WorkflowStageDto } from '@riskscreen/shared';

/** The default stages of a workspace, as GET workflow-stages answers (tests). */
export const STAGES: WorkflowStageDto[] = [
  { id: 1, name: 'Open', category: 0, next_stages: [2, 3, 4, 5, 6] },
  { id: 2, name: 'In Review', category: 1, next_stages: [3, 4, 5] },
  { id: 3, name: 'Escalated', category: 1, next_stages: [2, 4, 5] },
  { id: 4, name: 'Closed – True Positive', category: 2, next_stages: [] },
  { id: 5, name: 'Closed – False Positive', category: 2, next_stages: [] },
  { id: 6, name: 'Inactive', category: 3, next_stages: [] },
];

const stage = (id: number) => STAGES.find((s) => s.id === id) as WorkflowStageDto;

/** An alert of address 5 in a stage (tests). */
export function alertFixture(stageId = 1, overrides: Partial<AlertDetail> = {}): AlertDetail {
  return {
    id: 11,
    alert_body: 'Direct sanctions exposure',
    level: 5,
    level_verbose: 'Critical',
    status: null,
    reviewed_by: null,
    resolved_by: null,
    escalated_by: null,
    assigned_to: null,
    assigned_to_name: null,
    workflow_stage: stage(stageId),
    workflow_stage_id: stageId,
    entity_type: 'address',
    object_id: 5,
    content_object_fields: {
      identifier: '0xabc',
      customer_id: null,
      currency: 1,
      deposit_address: null,
      type: null,
    },
    opened_at: '2026-01-02T10:00:00.000Z',
    updated_at: '2026-01-02T10:00:00.000Z',
    total_comments: 0,
    alert_items_count: 1,
    latest_item_body: [{ text: 'Received from Sanctions: $5,000 ≥ $1,000' }],
    latest_context: null,
    resolution_log_id: null,
    rule_register: {
      uuid: '5b6f1f7e-0000-4000-8000-000000000001',
      policy_id: 1,
      policy_name: 'Sanctions policy',
      policy_description: 'Exposure to sanctioned entities',
      policy_category: 1,
      policy_category_verbose: 'Source of Funds',
      risk_types: [1],
      rule_name: 'Direct sanctions exposure',
      rule_conditions: [{ rule_condition_type: 1, risk_types: [1], entity_types: ['Sanctions'] }],
      is_only_or_conditions: false,
      custom_tag_name: null,
      action: 'alert',
    },
    policy_type: 1,
    policy_type_verbose: 'Address',
    muted_until: null,
    ...overrides,
  };
}
