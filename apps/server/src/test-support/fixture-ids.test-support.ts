import { sql } from 'kysely';
import type { Db } from '../db/client.ts';

/**
 * Ids of the fixture organisations, workspaces and users (test/helpers/test-app.ts seeds them), looked up by the
 * names the tests use: a slug or an e-mail address. The row must exist.
 */
const NAMED_BY = { workspaces: 'slug', organizations: 'slug', users: 'email' } as const;

async function idOf(db: Db, table: keyof typeof NAMED_BY, name: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where(sql.ref(NAMED_BY[table]), '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

export const workspaceId = (db: Db, slug: string) => idOf(db, 'workspaces', slug);
export const organisationId = (db: Db, slug: string) => idOf(db, 'organizations', slug);
export const userId = (db: Db, email: string) => idOf(db, 'users', email);
