import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './schema.ts';

/** One event of a workspace's record (0044_domain_events). `tx` and `id` are read as text: both exceed 2^53. */
export interface DomainEventsTable {
  id: ColumnType<string, never, never>;
  workspace_id: number;
  type: string;
  payload: ColumnType<Record<string, unknown>, string, never>;
  actor_user_id: number | null;
  occurred_at: Timestamp;
  tx: ColumnType<string, never, never>;
}

/** A subscriber of the record and the transaction id from which it reads (0044_domain_events). */
export interface EventSubscribersTable {
  name: string;
  start_tx: ColumnType<string, string, never>;
  created_at: Generated<Date>;
}

/** How far a subscriber has read a workspace's events: everything up to (tx, event_id) inclusive. */
export interface EventPositionsTable {
  subscriber: string;
  workspace_id: number;
  tx: ColumnType<string, string, string>;
  event_id: ColumnType<string, string, string>;
  updated_at: Timestamp;
}

export interface EventTables {
  domain_events: DomainEventsTable;
  event_subscribers: EventSubscribersTable;
  event_positions: EventPositionsTable;
}
