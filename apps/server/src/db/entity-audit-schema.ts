import type { ColumnType, Generated } from 'kysely';

/** One thing that happened to an address or transaction of a workspace (0012_entity_audit); never updated. */
export interface EntityAuditEventsTable {
  id: Generated<number>;
  workspace_id: number;
  object_type: string;
  blockchain: number | null;
  identifier: string;
  object_id: number | null;
  type: string;
  actor_user_id: number | null;
  actor_name: string;
  context: ColumnType<Record<string, unknown>, string, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface EntityAuditTables {
  entity_audit_events: EntityAuditEventsTable;
}
