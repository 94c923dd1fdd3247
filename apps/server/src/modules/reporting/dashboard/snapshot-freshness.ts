import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { ROLLUPS } from './compact-rollups.ts';

/**
 * The oldest transaction running now (as PostgreSQL's snapshot says): whatever a computation started after this
 * call misses was written by this transaction or a later one.
 */
export async function currentXmin(db: Db): Promise<string> {
  const { rows } = await sql<{
    xmin: string;
  }>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`.execute(db);
  return rows[0]?.xmin ?? '0';
}

/**
 * Whether a workspace's data changed since a snapshot computed at `xmin` (decision 0067): a rollup row, or a case
 * (cases are counted live), written by a transaction at or after it. One index probe per table; a snapshot without
 * its xmin (kept before 0052) is stale. Conservative: a change the snapshot did see may make it stale once more.
 */
export async function hasChangedSince(db: Db, workspaceId: number, xmin: string | null): Promise<boolean> {
  if (xmin === null) return true;
  const probes = [
    ...ROLLUPS.map(
      ({ table }) =>
        sql`EXISTS (SELECT 1 FROM ${sql.table(table)} WHERE workspace_id = ${workspaceId} AND tx >= ${xmin}::xid8)`,
    ),
    sql`EXISTS (SELECT 1 FROM cases WHERE workspace_id = ${workspaceId} AND changed_tx >= ${xmin}::xid8)`,
  ];
  const { rows } = await sql<{
    changed: boolean;
  }>`SELECT (${sql.join(probes, sql` OR `)}) AS changed`.execute(db);
  return rows[0]?.changed === true;
}
