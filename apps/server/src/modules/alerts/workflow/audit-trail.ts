import type { AlertAuditEntry, AlertEventType } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { requireAlert } from './alert-items.ts';

type TrailRow = {
  id: string;
  created_at: Date;
  actor_id: number | null;
  actor_name: string | null;
  event: string;
  from_value: string | null;
  to_value: string | null;
  comment: string | null;
};

/**
 * The alert's audit trail, newest first: the changes people made (alert_events, with the comment written with each)
 * and the firings of its rule (alert_items: the earliest opened it, each later one added an item).
 */
export async function alertAuditTrail(
  db: Db,
  workspaceId: number,
  alertId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: AlertAuditEntry[]; count: number }> {
  await requireAlert(db, workspaceId, alertId);
  const counted = await sql<{ n: number }>`
    SELECT (SELECT count(*) FROM alert_events WHERE alert_id = ${alertId} AND workspace_id = ${workspaceId})
         + (SELECT count(*) FROM alert_items WHERE alert_id = ${alertId} AND workspace_id = ${workspaceId}) AS n
  `.execute(db);
  // Within one instant an item comes before the change made on it, and later rows before earlier ones.
  const rows = await sql<TrailRow>`
    SELECT id, created_at, actor_id, actor_name, event, from_value, to_value, comment FROM (
      SELECT 'event-' || e.id AS id, e.created_at, e.actor_id,
             coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) AS actor_name,
             e.event, e.from_value, e.to_value, c.body AS comment, 1 AS kind, e.id AS seq
      FROM alert_events e
      LEFT JOIN users u ON u.id = e.actor_id
      LEFT JOIN comments c ON c.id = e.comment_id
      WHERE e.alert_id = ${alertId} AND e.workspace_id = ${workspaceId}
      UNION ALL
      SELECT 'item-' || i.id, i.created_at, NULL, NULL,
             CASE WHEN i.id = (
               SELECT f.id FROM alert_items f WHERE f.alert_id = ${alertId} ORDER BY f.created_at, f.id LIMIT 1
             ) THEN 'opened' ELSE 'item_added' END,
             NULL, i.identifier, NULL, 0, i.id
      FROM alert_items i
      WHERE i.alert_id = ${alertId} AND i.workspace_id = ${workspaceId}
    ) trail
    ORDER BY created_at DESC, kind DESC, seq DESC
    OFFSET ${page.offset} LIMIT ${page.limit}
  `.execute(db);
  return {
    rows: rows.rows.map((row) => ({
      id: row.id,
      created_at: new Date(row.created_at).toISOString(),
      actor: row.actor_id === null ? null : { id: row.actor_id, full_name: row.actor_name ?? '' },
      event: row.event as AlertEventType,
      from: row.from_value,
      to: row.to_value,
      comment: row.comment,
    })),
    count: Number(counted.rows[0]?.n ?? 0),
  };
}
