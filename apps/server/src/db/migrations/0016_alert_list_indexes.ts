import { type Kysely, sql } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The alert list (/alerts): each tab's first page walks an index in opened_at order (a stage tab by its stages,
 * Assigned to me and Unassigned by assignee), and the tab counts read assigned_to and level from the stage index
 * without visiting the table. The search for a part of an identifier or a customer id uses trigram indexes when
 * the database offers pg_trgm (PGlite loads it; a PostgreSQL server without it, or a role that may not create it,
 * searches by scanning).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE INDEX alerts_list_stage ON alerts(workspace_id, workflow_stage_id, opened_at DESC, id DESC)
      INCLUDE (assigned_to, level);
    CREATE INDEX alerts_list_assignee ON alerts(workspace_id, assigned_to, opened_at DESC, id DESC);
  `,
  );
  // A server without the extension, or a role that may not create it, keeps the plain indexes only.
  await sql`DO $$ BEGIN CREATE EXTENSION IF NOT EXISTS pg_trgm; EXCEPTION WHEN OTHERS THEN NULL; END $$`.execute(
    db,
  );
  const installed = await sql`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`.execute(db);
  if (installed.rows.length === 0) return;
  await runStatements(
    db,
    `
    CREATE INDEX alerts_identifier_trgm ON alerts USING gin (lower(identifier) gin_trgm_ops);
    CREATE INDEX screened_addresses_customer_trgm ON screened_addresses USING gin (lower(customer_id) gin_trgm_ops);
    CREATE INDEX screened_transactions_customer_trgm ON screened_transactions
      USING gin (lower(customer_id) gin_trgm_ops);
  `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
