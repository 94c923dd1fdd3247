import type { Db } from './client.ts';

/**
 * Run a change and the audit events that describe it in one database transaction: a new one, or the caller's when
 * it already runs inside one (Kysely cannot nest them). Either both are stored or neither is.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
