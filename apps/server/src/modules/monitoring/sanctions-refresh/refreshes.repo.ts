import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { SanctionsRefreshOutcome } from '../../../db/sanctions-refresh-schema.ts';

/**
 * Held until the caller's transaction ends: one refresh at a time decides and imports, whichever server runs it.
 * SHARE ROW EXCLUSIVE conflicts with itself (and with writes), never with a plain read of the table.
 */
export async function lockRefreshes(trx: Db): Promise<void> {
  await sql`LOCK TABLE sanctions_refreshes IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
}

/** The latest refresh that imported (or refused) a list, whatever its path. */
export function latestRefresh(db: Db) {
  return db
    .selectFrom('sanctions_refreshes')
    .select(['id', 'hash', 'status', 'started_at'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findRefresh(db: Db, id: number) {
  return db.selectFrom('sanctions_refreshes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertRefresh(
  trx: Db,
  row: {
    path: string;
    hash: string;
    format: string;
    labelImportId: number | null;
    publishedAt: Date | null;
    outcome: SanctionsRefreshOutcome;
    refused?: string;
  },
): Promise<number> {
  const inserted = await trx
    .insertInto('sanctions_refreshes')
    .values({
      path: row.path.slice(0, 1000),
      hash: row.hash,
      format: row.format,
      label_import_id: row.labelImportId,
      published_at: row.publishedAt,
      outcome: JSON.stringify(row.outcome),
      ...(row.refused === undefined
        ? {}
        : { status: 'refused' as const, error: row.refused.slice(0, 2000), finished_at: new Date() }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The re-screens are over: the refresh is done, with what they did. */
export async function finishRefresh(
  db: Db,
  id: number,
  outcome: SanctionsRefreshOutcome,
  at: Date,
): Promise<void> {
  await db
    .updateTable('sanctions_refreshes')
    .set({ status: 'done', finished_at: at, outcome: JSON.stringify(outcome) })
    .where('id', '=', id)
    .execute();
}
