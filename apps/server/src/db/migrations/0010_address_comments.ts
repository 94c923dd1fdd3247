import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * "I know this address": comments a workspace keeps on an address (by chain and canonical identifier, screened or
 * not), each with at most one support file. The file lives in the row (bytea): it is backed up, scoped and deleted
 * with the workspace like every other row, on PGlite and PostgreSQL alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE address_comments (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      blockchain smallint NOT NULL,
      identifier text NOT NULL,
      comment text NOT NULL,
      file_name text,
      file_size integer,
      file_data bytea,
      created_by integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((file_name IS NULL) = (file_data IS NULL))
    );
    CREATE INDEX address_comments_address ON address_comments(workspace_id, blockchain, identifier, id DESC)
  `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
