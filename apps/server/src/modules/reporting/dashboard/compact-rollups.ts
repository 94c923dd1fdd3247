import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

/**
 * Each rollup and the columns that make its key (migration 0024). A compacted row keeps the newest transaction of
 * the deltas it folds (0052), so folding changes nothing a snapshot's freshness check sees.
 */
export const ROLLUPS = [
  { table: 'dashboard_screenings', keys: ['workspace_id', 'day', 'object_type', 'blockchain', 'risk_level'] },
  { table: 'dashboard_alerts', keys: ['workspace_id', 'day', 'object_type', 'level', 'workflow_stage_id'] },
  { table: 'dashboard_alert_closes', keys: ['workspace_id', 'day', 'bucket'] },
  { table: 'dashboard_rule_firings', keys: ['workspace_id', 'day', 'rule_id'] },
  { table: 'dashboard_live', keys: ['workspace_id', 'object_type', 'risk_level'] },
] as const;

/** How often every workspace's deltas are folded, whether or not anyone opens its dashboard. */
export const COMPACTION_CRON = '*/5 * * * *';

/** Advisory lock class of the compaction (the second key is the workspace). */
const COMPACTION_LOCK = 34;

/**
 * Fold a workspace's deltas into its compacted rows (decision 0034). Sums do not change, only the number of rows
 * readers add up. Writers only insert deltas, so they never wait here: a delta written meanwhile is not in this
 * transaction's snapshot and stays for the next compaction. One compaction per workspace at a time (advisory lock).
 */
export async function compactRollups(db: Db, workspaceId: number): Promise<void> {
  for (const { table, keys } of ROLLUPS) {
    const pending = await sql<{ one: number }>`
      SELECT 1 AS one FROM ${sql.table(table)} WHERE workspace_id = ${workspaceId} AND delta LIMIT 1`.execute(
      db,
    );
    if (pending.rows.length === 0) continue;
    const columns = sql.join(keys.map((key) => sql.ref(key)));
    await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${COMPACTION_LOCK}, ${workspaceId})`.execute(trx);
      await sql`
        WITH gone AS (
          DELETE FROM ${sql.table(table)} WHERE workspace_id = ${workspaceId} AND delta RETURNING ${columns}, n, tx)
        INSERT INTO ${sql.table(table)} (${columns}, n, delta, tx)
          SELECT ${columns}, sum(n), false, max(tx) FROM gone GROUP BY ${columns}
        ON CONFLICT (${columns}) WHERE NOT delta DO UPDATE
          SET n = ${sql.table(table)}.n + excluded.n, tx = greatest(${sql.table(table)}.tx, excluded.tx)`.execute(
        trx,
      );
    });
  }
}

/**
 * Fold the deltas of every workspace that has some. Screening writes deltas whether or not anyone opens the
 * dashboard, and the credit count sums the screenings rollup on every screening under a credit limit: left alone,
 * the deltas would grow as the events do. Returns the workspaces compacted.
 */
export async function compactEveryWorkspace(db: Db, signal?: AbortSignal): Promise<number> {
  const unions = sql.join(
    ROLLUPS.map(({ table }) => sql`SELECT DISTINCT workspace_id FROM ${sql.table(table)} WHERE delta`),
    sql` UNION `,
  );
  const { rows } = await sql<{ workspace_id: number }>`${unions}`.execute(db);
  let compacted = 0;
  for (const { workspace_id } of rows) {
    if (signal?.aborted) break;
    await compactRollups(db, workspace_id);
    compacted += 1;
  }
  return compacted;
}
