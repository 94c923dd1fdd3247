import { type Kysely, sql } from 'kysely';

/**
 * When a session's refresh token was last rotated: the token it replaced is still honoured for a short grace
 * window (two tabs refreshing at once), see modules/auth/tokens.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions ADD COLUMN rotated_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions DROP COLUMN rotated_at`.execute(db);
}
