import type { AlertHistoryRecordDto, AlertObjectType } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { ScreeningSnapshot } from './screening-snapshot.ts';

/** Whether the workspace holds the alert (another workspace's alert is as good as missing). */
export async function hasAlert(db: Db, workspaceId: number, alertId: number): Promise<boolean> {
  const row = await db
    .selectFrom('alerts')
    .select('id')
    .where('id', '=', alertId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row !== undefined;
}

/** An alert's cycles, newest first, as history records. */
export async function listAlertCycles(
  db: Db,
  workspaceId: number,
  alertId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: AlertHistoryRecordDto[]; count: number }> {
  const scoped = db
    .selectFrom('alert_cycles as c')
    .where('c.workspace_id', '=', workspaceId)
    .where('c.alert_id', '=', alertId);
  const [rows, total] = await Promise.all([
    scoped
      .leftJoin('users as u', 'u.id', 'c.resolved_by')
      .leftJoin('screening_snapshots as s', 's.id', 'c.snapshot_id')
      .select([
        'c.id',
        'c.opened_at',
        'c.resolved_at',
        'c.resolved_by',
        'c.reason',
        'c.alert_items_count',
        'c.snapshot_id',
        's.reason as screening_reason',
        sql<string | null>`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)`.as(
          'resolved_by_name',
        ),
      ])
      .orderBy('c.opened_at', 'desc')
      .orderBy('c.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    scoped.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(total.count),
    rows: rows.map((row) => ({
      id: row.id,
      opened_at: row.opened_at.toISOString(),
      resolved_at: row.resolved_at?.toISOString() ?? null,
      resolved_by:
        row.resolved_by === null ? null : { id: row.resolved_by, full_name: row.resolved_by_name ?? '' },
      duration: row.resolved_at ? (row.resolved_at.getTime() - row.opened_at.getTime()) / 1000 : null,
      alert_items_count: row.alert_items_count,
      reason: row.reason,
      has_snapshot: row.snapshot_id !== null,
      screening_reason: row.screening_reason ?? null,
    })),
  };
}

/** A cycle's snapshot and the object it was taken of; undefined for another workspace's cycle or none. */
export type CycleSnapshot = ScreeningSnapshot & {
  takenAt: Date;
  object: { type: AlertObjectType; id: number; blockchain: number | null; identifier: string };
};

export async function findCycleSnapshot(
  db: Db,
  workspaceId: number,
  cycleId: number,
): Promise<CycleSnapshot | undefined> {
  const row = await db
    .selectFrom('alert_cycles as c')
    .innerJoin('screening_snapshots as s', 's.id', 'c.snapshot_id')
    .innerJoin('alerts as a', 'a.id', 'c.alert_id')
    .select([
      's.taken_at',
      's.investigation_tree',
      's.counterparty_summary',
      'a.object_type',
      'a.object_id',
      'a.blockchain',
      'a.identifier',
    ])
    .where('c.id', '=', cycleId)
    .where('c.workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    takenAt: row.taken_at,
    investigationTree: row.investigation_tree,
    counterpartySummary: row.counterparty_summary,
    object: {
      type: row.object_type as AlertObjectType,
      id: row.object_id,
      blockchain: row.blockchain,
      identifier: row.identifier,
    },
  };
}
