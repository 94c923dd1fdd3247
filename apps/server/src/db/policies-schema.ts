import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema.ts';

/** jsonb column: read as the stored value, written as a JSON string. */
export type Json<T> = ColumnType<T, string, string>;
/** int[] column: read and written as an array of numbers. */
export type IntArray = ColumnType<number[], number[] | undefined, number[]>;

/** Alert workflow stages of a workspace (category 0 open, 1 in progress, 2 closed, 3 inactive: system only). */
export interface WorkflowStagesTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  category: number;
  next_stages: IntArray;
  position: Generated<number>;
  is_system: Generated<boolean>;
  /** The alert status an alert entering this stage gets: 0 reviewed, 1 resolved, 2 escalated; null none. */
  alert_status: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

export interface PoliciesTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  description: string;
  /** 0 Transaction, 1 Address, 2 Customer. */
  type: number;
  /** 1 Source of Funds, 2 Behaviour, 3 Source of Funds Advanced. */
  category: number;
  is_enabled: Generated<boolean>;
  is_for_custom_list: Generated<boolean>;
  /** The default policy it was seeded from (seeding is idempotent on it); null for policies users create. */
  default_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Rules (classifiers). rule_conditions holds conditions as the shared rule condition schema outputs them. */
export interface RulesTable {
  id: Generated<number>;
  uuid: Generated<string>;
  policy_id: number;
  workspace_id: number;
  rule_name: string;
  /** 1 Info … 5 Critical. */
  alert_level: number;
  action: Generated<string>;
  custom_tag_id: number | null;
  is_enabled: Generated<boolean>;
  rule_conditions: Json<unknown[]>;
  is_only_or_conditions: Generated<boolean>;
  rule_category: number;
  rule_type: number;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Versions of a policy's own fields (name, description, is_enabled). history_type: 0 created, 1 changed. */
export interface PolicyHistoryTable {
  id: Generated<number>;
  workspace_id: number;
  policy_id: number;
  history_type: number;
  field_dict: Json<Record<string, unknown>>;
  kinds: Json<string[]>;
  user_id: number | null;
  created_at: Timestamp;
}

/** Versions of a rule (what revert restores). history_type: 0 created, 1 changed. */
export interface RuleHistoryTable {
  id: Generated<number>;
  workspace_id: number;
  policy_id: number;
  rule_id: number;
  version: number;
  history_type: number;
  field_dict: Json<Record<string, unknown>>;
  kinds: Json<string[]>;
  user_id: number | null;
  created_at: Timestamp;
}

/** One alert per (object, rule) while open; later firings add alert items. */
export interface AlertsTable {
  id: Generated<number>;
  workspace_id: number;
  object_type: string;
  object_id: number;
  blockchain: number | null;
  identifier: string;
  rule_id: number;
  level: number;
  workflow_stage_id: number;
  assigned_to: number | null;
  /** 0 reviewed, 1 resolved, 2 escalated; null until someone acts on it. */
  status: number | null;
  opened_at: Timestamp;
  updated_at: Timestamp;
  latest_item_body: Json<unknown[]>;
  latest_context: Json<Record<string, unknown> | null>;
  /** Re-screenings add no items to the alert until then (null: not muted). */
  muted_until: NullableTimestamp;
  /** Who last moved it to a stage marking reviewed, resolved or escalated. */
  reviewed_by: ColumnType<number | null, number | null | undefined, number | null>;
  resolved_by: ColumnType<number | null, number | null | undefined, number | null>;
  escalated_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** When it entered a closed stage (kept by a database trigger, migration 0024). */
  closed_at: NullableTimestamp;
}

export interface AlertItemsTable {
  id: Generated<number>;
  alert_id: number;
  workspace_id: number;
  identifier: string;
  /** The clauses of the firing. */
  body: Json<unknown[]>;
  context: Json<Record<string, unknown> | null>;
  status: number | null;
  created_at: Timestamp;
  updated_at: NullableTimestamp;
  /** Why the screening that added it ran, in words (the monitor's, the sanctions refresh's); null: a person's. */
  reason: ColumnType<string | null, string | null | undefined, never>;
}

export interface PolicyTables {
  workflow_stages: WorkflowStagesTable;
  policies: PoliciesTable;
  rules: RulesTable;
  policy_history: PolicyHistoryTable;
  rule_history: RuleHistoryTable;
  alerts: AlertsTable;
  alert_items: AlertItemsTable;
}
