import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The scheduled sanctions list refresh (issue 17, decision 0036): one row per refresh that imported the list the
 * operator keeps at SANCTIONS_LIST_PATH (an unchanged list writes none). hash is the sha256 of the files read (names
 * and bytes); the next refresh compares with the latest row under a lock of this table, so of two servers on one
 * database only one imports a change. outcome: the counts of labels added, ended and kept and of the objects
 * re-screened; status: 'running' until the re-screens end ('done'), or 'refused' (nothing imported, e.g. a
 * publication older than the one applied).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE sanctions_refreshes (
      id serial PRIMARY KEY,
      path text NOT NULL,
      hash text NOT NULL,
      format text NOT NULL,
      label_import_id integer REFERENCES label_imports(id) ON DELETE SET NULL,
      published_at timestamptz,
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      outcome jsonb NOT NULL DEFAULT '{}',
      status text NOT NULL DEFAULT 'running',
      error text
    )
  `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
