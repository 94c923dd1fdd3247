import { type Kysely, sql } from 'kysely';
import { insertPolicyRow, insertRuleRow } from './policy-rows.ts';
import { runStatements } from './run-statements.ts';

/** Frozen copy of the system lists of that time: custom tag type 1 Whitelist, 2 Blacklist; risk level 0–5. */
const SYSTEM_LISTS = [
  { type: 1, name: 'Whitelist', description: 'Addresses the workspace trusts.', risk_level: 0 },
  { type: 2, name: 'Blacklist', description: 'Addresses the workspace refuses to deal with.', risk_level: 5 },
] as const;
const BLACKLIST = 2;
/** The system policy holding one rule per list that raises alerts. */
const CUSTOM_LISTS_POLICY = {
  key: 'custom-lists',
  name: 'Custom Lists',
  description: 'Alerts on addresses that are on the blacklist or on a custom list, at the list’s risk level.',
  type: 1, // address
  category: 1, // source of funds
};
/** Condition type 25: on the blacklist. */
const BLACKLIST_TEMPLATE = 25;

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
  for (const ws of workspaces.rows) await seedSystemLists(db, ws.id);
}

/**
 * A workspace's whitelist and blacklist, the blacklist with its rule in the Custom Lists policy, as the custom
 * lists module made them then. The tables are new, so there is nothing to skip.
 */
async function seedSystemLists(db: Kysely<unknown>, workspaceId: number): Promise<void> {
  for (const list of SYSTEM_LISTS) {
    const inserted = await sql<{ id: number }>`
      INSERT INTO custom_tags (workspace_id, name, description, risk_level, type, is_active, is_in_custom_list, added_by)
      VALUES (${workspaceId}, ${list.name}, ${list.description}, ${list.risk_level}, ${list.type}, true, true, NULL)
      ON CONFLICT DO NOTHING
      RETURNING id`.execute(db);
    const listId = inserted.rows[0]?.id;
    if (listId === undefined || list.type !== BLACKLIST) continue;
    const { key, ...policy } = CUSTOM_LISTS_POLICY;
    const policyId = await insertPolicyRow(db, workspaceId, { ...policy, is_enabled: true }, key);
    await sql`UPDATE policies SET is_for_custom_list = true WHERE id = ${policyId}`.execute(db);
    await insertRuleRow(
      db,
      { id: policyId, workspace_id: workspaceId, type: policy.type, category: policy.category },
      {
        rule_name: list.name,
        alert_level: list.risk_level,
        is_enabled: true,
        rule_conditions: [{ rule_condition_type: BLACKLIST_TEMPLATE, custom_tag: listId }],
        is_only_or_conditions: false,
        custom_tag: listId,
        action: 'alert',
      },
    );
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
