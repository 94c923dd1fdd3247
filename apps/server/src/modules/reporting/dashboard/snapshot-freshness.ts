import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { ROLLUPS } from './compact-rollups.ts';

/**
 * PostgreSQL's snapshot now, as text: whatever a computation started after this call misses was written by a
 * transaction this snapshot cannot see (one running now, or a later one).
 */
export async function currentSnapshot(db: Db): Promise<string> {
  const { rows } = await sql<{
    snapshot: string;
  }>`SELECT pg_current_snapshot()::text AS snapshot`.execute(db);
  const snapshot = rows[0]?.snapshot;
  if (!snapshot) throw new Error('PostgreSQL answered no snapshot');
  return snapshot;
}

/**
 * Whether a workspace's data changed since a dashboard snapshot computed with PostgreSQL's snapshot `seen` (decision
 * 0067): a rollup row, or a case (cases are counted live), written by a transaction `seen` could not see. One index
 * range per table (from the oldest transaction `seen` counted as running); a dashboard snapshot without `seen` is
 * stale. A transaction running elsewhere for long (another database of the server) does not make it stale: only
 * what the computation could not have read does.
 */
export async function hasChangedSince(db: Db, workspaceId: number, seen: string | null): Promise<boolean> {
  if (seen === null) return true;
  const snapshot = sql`${seen}::pg_snapshot`;
  const unseen = (column: string) =>
    sql`${sql.ref(column)} >= pg_snapshot_xmin(${snapshot}) AND NOT pg_visible_in_snapshot(${sql.ref(column)}, ${snapshot})`;
  const probes = [
    ...ROLLUPS.map(
      ({ table }) =>
        sql`EXISTS (SELECT 1 FROM ${sql.table(table)} WHERE workspace_id = ${workspaceId} AND ${unseen('tx')})`,
    ),
    sql`EXISTS (SELECT 1 FROM cases WHERE workspace_id = ${workspaceId} AND ${unseen('changed_tx')})`,
  ];
  const { rows } = await sql<{
    changed: boolean;
  }>`SELECT (${sql.join(probes, sql` OR `)}) AS changed`.execute(db);
  return rows[0]?.changed === true;
}
