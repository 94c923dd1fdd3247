import { type Kysely, sql } from 'kysely';

/**
 * Exposure settings per workspace (DESIGN §4): the minimum USD value of a transfer that tracing follows, next to
 * the hop limit (max_hops, already there, now bounded). See modules/screening/screening-settings.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE workspaces ADD COLUMN min_edge_usd numeric NOT NULL DEFAULT 0 CHECK (min_edge_usd >= 0)`.execute(
    db,
  );
  await sql`UPDATE workspaces SET max_hops = least(greatest(max_hops, 1), 10)`.execute(db);
  await sql`ALTER TABLE workspaces ADD CONSTRAINT workspaces_max_hops_range CHECK (max_hops BETWEEN 1 AND 10)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE workspaces DROP CONSTRAINT workspaces_max_hops_range`.execute(db);
  await sql`ALTER TABLE workspaces DROP COLUMN min_edge_usd`.execute(db);
}
