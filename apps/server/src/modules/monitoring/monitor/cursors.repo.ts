import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

/** The feeds of changes the monitor follows, each read in id order from where it stopped. */
export type Feed = 'transfers' | 'label_imports' | 'rule_history';

const FEED_TABLES: Record<Feed, 'transfers' | 'label_imports' | 'rule_history'> = {
  transfers: 'transfers',
  label_imports: 'label_imports',
  rule_history: 'rule_history',
};

/**
 * Where the monitor stands in a feed. The first time, it starts at the feed's end: monitoring follows changes from
 * when it was first run, it does not replay the chain's history (decision 0074).
 */
export async function cursorOf(db: Db, feed: Feed): Promise<number> {
  const row = await db
    .selectFrom('monitor_cursors')
    .select('position')
    .where('name', '=', feed)
    .executeTakeFirst();
  if (row) return Number(row.position);
  const end = await sql<{
    id: string | null;
  }>`SELECT max(id)::text AS id FROM ${sql.table(FEED_TABLES[feed])}`.execute(db);
  const position = Number(end.rows[0]?.id ?? 0);
  await db
    .insertInto('monitor_cursors')
    .values({ name: feed, position })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('monitor_cursors')
    .select('position')
    .where('name', '=', feed)
    .executeTakeFirstOrThrow();
  return Number(stored.position);
}

/**
 * Set the feeds' cursors where they stand now, if the monitor has not run yet: a feed writer (the demo world's
 * advance) calls it before its first write so that write is followed, not taken for history.
 */
export async function startFollowing(db: Db): Promise<void> {
  for (const feed of Object.keys(FEED_TABLES) as Feed[]) await cursorOf(db, feed);
}

/**
 * Move the cursor from `from` to `to` once the changes between were handled. Only from where it stood: a run that
 * was overtaken (another process already moved it) changes nothing and learns so.
 */
export async function advanceCursor(db: Db, feed: Feed, from: number, to: number): Promise<boolean> {
  const result = await db
    .updateTable('monitor_cursors')
    .set({ position: to, updated_at: new Date() })
    .where('name', '=', feed)
    .where('position', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
