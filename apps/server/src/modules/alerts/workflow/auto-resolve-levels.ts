import type { Db } from '../../../db/client.ts';

/** The workspace's auto-resolve alert levels, highest first (decision 0028: every level unless an admin narrows). */
export async function autoResolveLevelsOf(db: Db, workspaceId: number): Promise<number[]> {
  const row = await db
    .selectFrom('workspaces')
    .select('autoresolve_alert_levels')
    .where('id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return row.autoresolve_alert_levels.map(Number);
}

/** Set the levels (once each, highest first) and answer them as stored. */
export async function setAutoResolveLevels(
  db: Db,
  workspaceId: number,
  levels: readonly number[],
): Promise<number[]> {
  const row = await db
    .updateTable('workspaces')
    .set({ autoresolve_alert_levels: [...new Set(levels)].sort((a, b) => b - a) })
    .where('id', '=', workspaceId)
    .returning('autoresolve_alert_levels')
    .executeTakeFirstOrThrow();
  return row.autoresolve_alert_levels.map(Number);
}
