import type { CaseEvent, CaseEventContext } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { dateRange } from '../../../lib/date-range.ts';

export type TimelineQuery = {
  offset: number;
  limit: number;
  type?: number[] | undefined;
  created_start_date?: string | undefined;
  created_end_date?: string | undefined;
};

/**
 * A case's timeline, newest first (spec part 2: event types 0 new alert, 1 alert updated, 2 case status, 3 risk
 * level, 4 entity added or removed). The case's own entries are stored (case_events); "alert updated" entries are
 * the alert workflow's own audit trail (alert_events: stage and assignee changes) of the alerts of the case's
 * entities since each entity joined, read here so that the two records cannot disagree. Those carry negative ids.
 */
export async function caseTimeline(
  db: Db,
  caseId: number,
  query: TimelineQuery,
): Promise<{ rows: CaseEvent[]; count: number }> {
  const range = dateRange(query.created_start_date, query.created_end_date, 'created_end_date');
  const types = query.type && query.type.length > 0 ? query.type : [0, 1, 2, 3, 4];
  const events = sql`
    SELECT e.id, e.type::int AS type, e.created_at, e.actor_id, e.context
      FROM case_events e WHERE e.case_id = ${caseId}
    UNION ALL
    SELECT -ae.id, 1, ae.created_at, ae.actor_id,
      jsonb_build_object(
        'alert_id', a.id, 'rule_name', r.rule_name, 'level', a.level, 'action', ae.event,
        'from', ae.from_value, 'to', ae.to_value, 'comment', c.body,
        'entity_type', a.object_type, 'object_id', a.object_id, 'identifier', a.identifier, 'currency', a.blockchain
      )
      FROM alert_events ae
      JOIN alerts a ON a.id = ae.alert_id
      JOIN case_entities ce ON ce.case_id = ${caseId} AND ce.workspace_id = a.workspace_id
        AND ce.entity_type = a.object_type AND ce.object_id = a.object_id AND ae.created_at >= ce.added_at
      JOIN rules r ON r.id = a.rule_id
      LEFT JOIN comments c ON c.id = ae.comment_id
      WHERE ae.event IN ('stage_changed', 'assignee_changed')`;
  const where = sql`t.type IN (${sql.join(types)})
    ${range.from ? sql`AND t.created_at >= ${range.from}` : sql``}
    ${range.until ? sql`AND t.created_at < ${range.until}` : sql``}`;
  const [rows, counted] = await Promise.all([
    sql<{
      id: number;
      type: number;
      created_at: Date;
      context: CaseEventContext;
      by_user_name: string | null;
    }>`
      SELECT t.id, t.type, t.created_at, t.context,
        CASE WHEN u.id IS NULL THEN NULL
          ELSE coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) END AS by_user_name
      FROM (${events}) t LEFT JOIN users u ON u.id = t.actor_id
      WHERE ${where}
      ORDER BY t.created_at DESC, t.id DESC
      OFFSET ${query.offset} LIMIT ${query.limit}`.execute(db),
    sql<{ n: string }>`SELECT count(*) AS n FROM (${events}) t WHERE ${where}`.execute(db),
  ]);
  return {
    count: Number(counted.rows[0]?.n ?? 0),
    rows: rows.rows.map((r) => ({
      id: Number(r.id),
      type: Number(r.type),
      created_at: new Date(r.created_at).toISOString(),
      by_user_name: r.by_user_name,
      context: stripNulls(r.context),
    })),
  };
}

/** jsonb_build_object keeps SQL nulls; the contract's optional fields want them left out (or null where allowed). */
function stripNulls(context: CaseEventContext): CaseEventContext {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(context ?? {})) {
    if (value !== null || key === 'from' || key === 'to' || key === 'comment' || key === 'currency')
      out[key] = value;
  }
  return out as CaseEventContext;
}
