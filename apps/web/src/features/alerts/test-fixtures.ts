import type { AlertTabCounts } from '@riskscreen/shared';

/** Workflow stages as a workspace starts with them (ids 1–6). */
export const STAGES = [
  { id: 1, name: 'Open', category: 0, next_stages: [2, 3, 4, 5], is_system: false },
  { id: 2, name: 'In Review', category: 1, next_stages: [3, 4, 5], is_system: false },
  { id: 3, name: 'Escalated', category: 1, next_stages: [2, 4, 5], is_system: false },
  { id: 4, name: 'Closed – True Positive', category: 2, next_stages: [], is_system: false },
  { id: 5, name: 'Closed – False Positive', category: 2, next_stages: [], is_system: false },
  { id: 6, name: 'Inactive', category: 3, next_stages: [], is_system: true },
  // The system's own closed stage (auto-resolve): closed, yet never a person's choice.
  { id: 7, name: 'Closed – Auto-resolved', category: 2, next_stages: [], is_system: true },
];

/** An alert list row as the server answers it, in the given stage. */
export function alertRow(id: number, stageId = 1, overrides: Record<string, unknown> = {}) {
  const stage = STAGES.find((s) => s.id === stageId)!;
  return {
    id,
    alert_body: 'Direct exposure to darknet markets',
    level: 4,
    level_verbose: 'High',
    status: null,
    reviewed_by: null,
    resolved_by: null,
    escalated_by: null,
    assigned_to: null,
    assigned_to_name: null,
    workflow_stage: stage,
    workflow_stage_id: stage.id,
    entity_type: 'address',
    object_id: 900 + id,
    content_object_fields: {
      identifier: `0x79bfc7d7f151de1d38db1a4a29e1ab4eb1f000a1${String(id).padStart(2, '0')}`,
      customer_id: 'CUST-1000-very-long-customer-id',
      currency: 1,
      deposit_address: null,
      type: null,
    },
    opened_at: '2026-01-02T10:00:00.000Z',
    updated_at: '2026-01-02T10:00:00.000Z',
    total_comments: 0,
    alert_items_count: 1,
    latest_item_body: [],
    latest_context: null,
    resolution_log_id: null,
    rule_register: {
      uuid: '5f1b1f1e-3c1a-4c55-9d0f-2b1a8c1d0e01',
      policy_id: 12,
      policy_name: 'Illicit activity exposure',
      policy_description: '',
      policy_category: 1,
      policy_category_verbose: 'Source of Funds',
      risk_types: [1, 2],
      rule_name: 'Direct exposure to darknet markets',
      rule_conditions: [],
      is_only_or_conditions: false,
      custom_tag_name: null,
      action: 'alert',
    },
    policy_type: 1,
    policy_type_verbose: 'Address',
    ...overrides,
  };
}

export const COUNTS: AlertTabCounts = {
  all: 45,
  assigned_to_me: 0,
  open: 30,
  in_progress: 15,
  closed: 0,
  unassigned: 45,
};

export const MEMBERS = [
  { user_id: 7, email: 'ada@acme.test', full_name: 'Ada Lovelace' },
  { user_id: 8, email: 'grace@acme.test', full_name: 'Grace Hopper' },
];
