import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Continuous monitoring (issue 30, decision 0074). monitored_addresses: the list of a workspace's monitored (level 2)
 * and ignored (level 1) addresses, one live entry per address, archived entries kept. monitored_entities: the
 * entities whose attributed addresses level 3 monitors, one live entry per name whatever its case.
 * address_monitoring_mutes: an address muted until a moment. monitor_cursors: how far the monitor has followed each
 * feed of changes (transfers, label imports, rule versions). monitor_rescreens: every re-screen the monitor made and
 * why, in words.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE monitored_addresses (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      blockchain integer NOT NULL,
      identifier text NOT NULL,
      is_ignored boolean NOT NULL DEFAULT false,
      added_by integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      archived_at timestamptz
    );
    CREATE UNIQUE INDEX monitored_addresses_live ON monitored_addresses (workspace_id, blockchain, identifier)
      WHERE archived_at IS NULL;
    CREATE INDEX monitored_addresses_list ON monitored_addresses (workspace_id, created_at DESC, id DESC)
      WHERE archived_at IS NULL;
    CREATE TABLE monitored_entities (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      entity_name text NOT NULL,
      added_by integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      archived_at timestamptz
    );
    CREATE UNIQUE INDEX monitored_entities_live ON monitored_entities (workspace_id, lower(entity_name))
      WHERE archived_at IS NULL;
    CREATE TABLE address_monitoring_mutes (
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      blockchain integer NOT NULL,
      identifier text NOT NULL,
      muted_until timestamptz NOT NULL,
      muted_by integer REFERENCES users(id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (workspace_id, blockchain, identifier)
    );
    CREATE TABLE monitor_cursors (
      name text PRIMARY KEY,
      position bigint NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE monitor_rescreens (
      id bigserial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      blockchain integer NOT NULL,
      identifier text NOT NULL,
      trigger text NOT NULL,
      reason text NOT NULL,
      risk_before smallint,
      risk_after smallint,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX monitor_rescreens_object ON monitor_rescreens (workspace_id, blockchain, identifier, id DESC);
    `,
  );
}
