import { sql } from 'kysely';
import { inject } from 'vitest';
import { withDatabase } from '../../../../test/global-setup.ts';
import { type DbHandle, openPostgres } from '../../../db/client.ts';

/**
 * Another server's view of the test database: on PostgreSQL a second pool on the same database (its own
 * connections, as a second server process has); the embedded engine has one connection, so the same handle.
 */
export async function secondHandle(
  handle: DbHandle,
): Promise<{ db: DbHandle['db']; close(): Promise<void> }> {
  const target = inject('testDatabase');
  if (handle.kind === 'pglite' || target.kind === 'pglite') return { db: handle.db, close: async () => {} };
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(handle.db);
  const name = rows[0]?.name;
  if (!name) throw new Error('No current database');
  const second = await openPostgres(withDatabase(target.url, name));
  return { db: second.db, close: second.close };
}
