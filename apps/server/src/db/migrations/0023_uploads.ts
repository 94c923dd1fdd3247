import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Bulk uploads (issue 15, decision 0033): an uploaded file with its original bytes, its columns (the response file
 * repeats them) and counts, and every parsed row of it, all stored in one transaction with the job. A run claims
 * pending rows (claimed_at) and records each row's state once its work has committed; a row claimed and still
 * pending after a crash is checked for a screening made since the claim, so it is neither lost nor screened twice.
 * stats counts the succeeded rows per risk level ({"5": 3}); worker is the run that owns the upload (a newer run
 * takes it over and the older one stops).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE uploads (
      id uuid PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      uploaded_by integer REFERENCES users(id) ON DELETE SET NULL,
      file_type smallint NOT NULL,
      file_name text NOT NULL,
      file_format text NOT NULL CHECK (file_format IN ('csv', 'xls', 'xlsx')),
      original bytea NOT NULL,
      columns text[] NOT NULL,
      status smallint NOT NULL DEFAULT 0,
      total_row_count integer NOT NULL,
      successful_row_count integer NOT NULL DEFAULT 0,
      failed_row_count integer NOT NULL DEFAULT 0,
      stats jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      worker uuid
    );
    CREATE INDEX uploads_list ON uploads(workspace_id, created_at DESC, id);
    CREATE TABLE upload_rows (
      upload_id uuid NOT NULL REFERENCES uploads(id) ON DELETE CASCADE,
      row_number integer NOT NULL,
      input jsonb NOT NULL,
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'succeeded', 'failed')),
      result jsonb,
      claimed_at timestamptz,
      PRIMARY KEY (upload_id, row_number)
    );
    CREATE INDEX upload_rows_pending ON upload_rows(upload_id, row_number) WHERE state = 'pending'
  `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
