import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Downloads (issue 15, decision 0032): the exports a user queued, produced by a background job and kept with their
 * bytes (files are small: at most 10,000 rows) until they expire. Status: 1 Pending, 2 Processing, 3 Complete,
 * 4 Failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE downloads (
      id uuid PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
      requested_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      title text NOT NULL,
      kind text NOT NULL,
      params jsonb NOT NULL DEFAULT '{}',
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3, 4)),
      file_name text,
      media_type text,
      bytes bytea,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX downloads_workspace_created ON downloads (workspace_id, created_at DESC, id DESC)
  `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
