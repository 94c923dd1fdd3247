import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { DashboardRange } from './dashboard-range.ts';

export type Snapshot<T> = { data: T; computedAt: Date; dataSnapshot: string | null };

/** A preset range's kept answer of one widget group, if any. */
export async function readSnapshot<T>(
  db: Db,
  workspaceId: number,
  kind: string,
  range: DashboardRange,
): Promise<Snapshot<T> | undefined> {
  const row = await db
    .selectFrom('dashboard_snapshots')
    .select(['data', 'computed_at', sql<string | null>`data_snapshot::text`.as('data_snapshot')])
    .where('workspace_id', '=', workspaceId)
    .where('kind', '=', kind)
    .where('time_zone', '=', range.timeZone)
    .where('start_date', '=', range.startDate)
    .where('end_date', '=', range.endDate)
    .executeTakeFirst();
  // The row holds what this module wrote for this kind (the contract validates it again on the way out).
  return row
    ? { data: row.data as T, computedAt: row.computed_at, dataSnapshot: row.data_snapshot }
    : undefined;
}

/** Keep a preset range's answer; the same kind's snapshots of earlier days in its time zone go (they can no longer be asked for). */
export async function writeSnapshot(
  db: Db,
  workspaceId: number,
  kind: string,
  range: DashboardRange,
  data: unknown,
  computedAt: Date,
  dataSnapshot: string,
): Promise<void> {
  const seen = sql<string>`${dataSnapshot}::pg_snapshot`;
  await db
    .insertInto('dashboard_snapshots')
    .values({
      workspace_id: workspaceId,
      kind,
      time_zone: range.timeZone,
      start_date: range.startDate,
      end_date: range.endDate,
      data: JSON.stringify(data),
      computed_at: computedAt,
      data_snapshot: seen,
    })
    .onConflict((oc) =>
      oc
        .columns(['workspace_id', 'kind', 'time_zone', 'start_date', 'end_date'])
        .doUpdateSet({ data: JSON.stringify(data), computed_at: computedAt, data_snapshot: seen }),
    )
    .execute();
  await db
    .deleteFrom('dashboard_snapshots')
    .where('workspace_id', '=', workspaceId)
    .where('kind', '=', kind)
    .where('time_zone', '=', range.timeZone)
    .where('end_date', '<', range.endDate)
    .execute();
}
