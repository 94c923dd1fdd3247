import type { ColumnType, Generated } from 'kysely';
import type { IntArray, Json } from './policies-schema.ts';
import type { NullableTimestamp, Timestamp } from './schema.ts';

/** A case of a workspace (0017_cases): status 1 open, 2 closed, 3 escalated, 4 pending approval. */
export interface CasesTable {
  id: Generated<number>;
  workspace_id: number;
  number: number;
  /** CASE-000042: the number as shown. */
  case_id: string;
  name: string;
  status: Generated<number>;
  assigned_to: number | null;
  /** The approver a pending-approval case waits on. */
  approver_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Who sent a pending-approval case for approval: told of the approver's decision (0050). */
  approval_requested_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** Who approved its closing and when, kept while it stays closed (0051). */
  approved_by: ColumnType<number | null, number | null | undefined, number | null>;
  approved_at: NullableTimestamp;
  created_by: number | null;
  is_auto_created: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When it was closed (kept by a database trigger, migration 0024). */
  closed_at: NullableTimestamp;
  /** The transaction that last changed it, kept by a trigger (0052): the dashboard's snapshots compare with it. */
  changed_tx: ColumnType<string, never, never>;
}

/** An address, transaction or customer in a case (object_id: its screened_addresses, … or customers row). */
export interface CaseEntitiesTable {
  id: Generated<number>;
  workspace_id: number;
  case_id: number;
  entity_type: 'address' | 'transaction' | 'customer';
  object_id: number;
  added_by: number | null;
  added_at: Timestamp;
}

/** One entry of a case's timeline: 0 new alert, 1 alert updated, 2 status, 3 risk level, 4 entity added/removed. */
export interface CaseEventsTable {
  id: Generated<number>;
  workspace_id: number;
  case_id: number;
  type: number;
  actor_id: number | null;
  context: Json<Record<string, unknown>>;
  comment_id: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** The workspace's case preferences and assignment cursors (one row per workspace, made on first use). */
export interface CaseSettingsTable {
  workspace_id: number;
  assignment_type: Generated<number>;
  mandatory_approval: Generated<boolean>;
  approver_assignment_type: Generated<number>;
  auto_create_alert_levels: IntArray;
  last_agent_id: ColumnType<number | null, number | null | undefined, number | null>;
  last_approver_id: ColumnType<number | null, number | null | undefined, number | null>;
  next_case_number: Generated<number>;
}

export interface CaseTables {
  cases: CasesTable;
  case_entities: CaseEntitiesTable;
  case_events: CaseEventsTable;
  case_settings: CaseSettingsTable;
}
