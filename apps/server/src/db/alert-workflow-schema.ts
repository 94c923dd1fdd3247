import type { ColumnType, Generated } from 'kysely';

/**
 * One change a person made to an alert (0013_alert_workflow): event is 'stage_changed', 'assignee_changed',
 * 'item_status_changed', 'muted' or 'unmuted'; from/to are the names shown then (stage, assignee, item status).
 */
export interface AlertEventsTable {
  id: Generated<number>;
  workspace_id: number;
  alert_id: number;
  alert_item_id: number | null;
  actor_id: number | null;
  event: string;
  from_value: string | null;
  to_value: string | null;
  comment_id: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface AlertWorkflowTables {
  alert_events: AlertEventsTable;
}
