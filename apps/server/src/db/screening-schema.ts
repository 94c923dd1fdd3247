import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema.ts';

/** jsonb snapshot: read as the stored object, written as a JSON string. */
export type Snapshot<T> = ColumnType<T, string, string>;

export interface ScreenedAddressesTable {
  id: Generated<number>;
  workspace_id: number;
  blockchain: number;
  identifier: string;
  destination_tag: number | null;
  customer_id: string | null;
  customer_type: number | null;
  risk_level: Generated<number>;
  result: Snapshot<Record<string, unknown>>;
  /** The report's investigation tree, kept apart from `result` (migration 0029); null on rows written without one. */
  investigation_tree: ColumnType<unknown, string | null, string | null>;
  /** Hash of the stored tree (migration 0099): a save of the same tree leaves it unwritten. */
  investigation_tree_hash: ColumnType<string | null, string | null | undefined, string | null>;
  screened_by: number | null;
  created_at: Timestamp;
  last_screened_time: Timestamp;
  archived_at: NullableTimestamp;
}
export interface ScreenedTransactionsTable {
  id: Generated<number>;
  workspace_id: number;
  blockchain: number;
  identifier: string;
  customer_id: string | null;
  customer_type: number | null;
  customer_address: string | null;
  /** Frozen on the custody service (0071_integration_flags); an unfreeze clears it. */
  is_frozen_on_fireblocks: Generated<boolean>;
  risk_level: Generated<number>;
  result: Snapshot<Record<string, unknown>>;
  /** The report's investigation tree, kept apart from `result` (migration 0029); null on rows written without one. */
  investigation_tree: ColumnType<unknown, string | null, string | null>;
  screened_by: number | null;
  created_at: Timestamp;
  last_screened_time: Timestamp;
  archived_at: NullableTimestamp;
}
export interface ScreeningEventsTable {
  id: Generated<number>;
  workspace_id: number;
  user_id: number | null;
  via_api_key: Generated<boolean>;
  object_type: string;
  blockchain: number;
  identifier: string;
  risk_level: number;
  duration_ms: number;
  created_at: Timestamp;
}
export interface ArchiveLogsTable {
  id: Generated<number>;
  workspace_id: number;
  archived_by: number | null;
  original_caller: Generated<string>;
  type: string;
  identifier: string;
  blockchain: number;
  created_at: Timestamp;
}
export interface ScreeningTables {
  screened_addresses: ScreenedAddressesTable;
  screened_transactions: ScreenedTransactionsTable;
  screening_events: ScreeningEventsTable;
  archive_logs: ArchiveLogsTable;
}
