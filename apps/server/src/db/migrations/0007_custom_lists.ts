import { type Kysely, sql } from 'kysely';
import { ensureSystemLists } from '../../modules/custom-lists/system-lists.ts';
import type { Db } from '../client.ts';
import { runStatements } from '../statements.ts';

/**
 * Custom lists and custom tags (one table: a list is a tag with is_in_custom_list) and the addresses on them.
 * Existing workspaces get their system whitelist and blacklist here; new ones get them on first use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE custom_tags (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      risk_level smallint NOT NULL DEFAULT 0 CHECK (risk_level BETWEEN 0 AND 5),
      type smallint NOT NULL DEFAULT 0 CHECK (type BETWEEN 0 AND 2),
      is_active boolean NOT NULL DEFAULT true,
      is_in_custom_list boolean NOT NULL DEFAULT false,
      added_by integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX custom_tags_name ON custom_tags(workspace_id, lower(name));
    CREATE UNIQUE INDEX custom_tags_system ON custom_tags(workspace_id, type) WHERE type > 0;
    CREATE TABLE custom_tagged_addresses (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      custom_tag_id integer NOT NULL REFERENCES custom_tags(id) ON DELETE CASCADE,
      identifier text NOT NULL,
      currencies integer[] NOT NULL DEFAULT '{}',
      added_by integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (custom_tag_id, identifier)
    );
    CREATE INDEX custom_tagged_addresses_identifier ON custom_tagged_addresses(workspace_id, identifier)
  `,
  );
  const workspaces = await sql<{ id: number }>`SELECT id FROM workspaces ORDER BY id`.execute(db);
  for (const ws of workspaces.rows) await ensureSystemLists(db as Db, ws.id);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
