import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Screened objects of a workspace. The latest screening result is kept as a JSON snapshot (counterparty summaries,
 * totals, attribution of the object, investigation tree) so detail pages read one row; screening_events keeps
 * every screening for usage and audit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE screened_addresses (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      blockchain smallint NOT NULL,
      identifier text NOT NULL,
      destination_tag bigint,
      customer_id text,
      customer_type smallint,
      risk_level smallint NOT NULL DEFAULT 0,
      result jsonb NOT NULL,
      screened_by integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_screened_time timestamptz NOT NULL DEFAULT now(),
      archived_at timestamptz
    );
    CREATE UNIQUE INDEX screened_addresses_live ON screened_addresses(workspace_id, blockchain, identifier, coalesce(destination_tag, -1)) WHERE archived_at IS NULL;
    CREATE INDEX screened_addresses_list ON screened_addresses(workspace_id, created_at DESC) WHERE archived_at IS NULL;
    CREATE INDEX screened_addresses_identifier ON screened_addresses(identifier);
    CREATE TABLE screened_transactions (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      blockchain smallint NOT NULL,
      identifier text NOT NULL,
      customer_id text,
      customer_type smallint,
      customer_address text,
      risk_level smallint NOT NULL DEFAULT 0,
      result jsonb NOT NULL,
      screened_by integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_screened_time timestamptz NOT NULL DEFAULT now(),
      archived_at timestamptz
    );
    CREATE UNIQUE INDEX screened_transactions_live ON screened_transactions(workspace_id, blockchain, identifier) WHERE archived_at IS NULL;
    CREATE INDEX screened_transactions_list ON screened_transactions(workspace_id, created_at DESC) WHERE archived_at IS NULL;
    CREATE INDEX screened_transactions_identifier ON screened_transactions(identifier);
    CREATE TABLE screening_events (
      id bigserial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      user_id integer REFERENCES users(id) ON DELETE SET NULL,
      via_api_key boolean NOT NULL DEFAULT false,
      object_type text NOT NULL,
      blockchain smallint NOT NULL,
      identifier text NOT NULL,
      risk_level smallint NOT NULL,
      duration_ms real NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX screening_events_usage ON screening_events(workspace_id, created_at);
    CREATE TABLE archive_logs (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      archived_by integer REFERENCES users(id) ON DELETE SET NULL,
      original_caller text NOT NULL DEFAULT 'web',
      type text NOT NULL,
      identifier text NOT NULL,
      blockchain smallint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX archive_logs_workspace ON archive_logs(workspace_id, created_at DESC);
  `,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
