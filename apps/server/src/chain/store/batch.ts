import type { Db } from '../../db/client.ts';

/** Rows per multi-row INSERT: one statement costs ~0.3 ms on PGlite, so batching is what makes loads fast. */
export const ROWS_PER_INSERT = 1000;

export function chunks<T>(rows: readonly T[], size = ROWS_PER_INSERT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Run `work` in a transaction, or inside the caller's transaction when it already is one. */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}
