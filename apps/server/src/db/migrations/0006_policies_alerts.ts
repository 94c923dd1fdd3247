import { type Kysely, sql } from 'kysely';
import { DEFAULT_POLICIES, DEFAULT_STAGES } from './0006_policies_alerts.data.ts';
import { insertPolicyRow, insertRuleRow } from './policy-rows.ts';
import { runStatements } from './run-statements.ts';

/**
 * Risk policies and rules (with their version history), alert workflow stages, alerts and alert items. Existing
 * workspaces get the default stages and policies here; new ones get them when they are created.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE workflow_stages (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      name text NOT NULL,
      category smallint NOT NULL CHECK (category BETWEEN 0 AND 3),
      next_stages integer[] NOT NULL DEFAULT '{}',
      position smallint NOT NULL DEFAULT 0,
      is_system boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (workspace_id, name)
    );
    CREATE TABLE policies (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      type smallint NOT NULL CHECK (type BETWEEN 0 AND 2),
      category smallint NOT NULL CHECK (category BETWEEN 1 AND 3),
      is_enabled boolean NOT NULL DEFAULT true,
      is_for_custom_list boolean NOT NULL DEFAULT false,
      default_key text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX policies_workspace ON policies(workspace_id, type);
    CREATE UNIQUE INDEX policies_default_key ON policies(workspace_id, default_key) WHERE default_key IS NOT NULL;
    CREATE TABLE rules (
      id serial PRIMARY KEY,
      uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      policy_id integer NOT NULL REFERENCES policies(id) ON DELETE CASCADE,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      rule_name text NOT NULL,
      alert_level smallint NOT NULL CHECK (alert_level BETWEEN 1 AND 5),
      action text NOT NULL DEFAULT 'alert' CHECK (action IN ('alert', 'alert_and_tag')),
      custom_tag_id integer,
      is_enabled boolean NOT NULL DEFAULT true,
      rule_conditions jsonb NOT NULL,
      is_only_or_conditions boolean NOT NULL DEFAULT false,
      rule_category smallint NOT NULL,
      rule_type smallint NOT NULL,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX rules_policy ON rules(policy_id);
    CREATE INDEX rules_workspace ON rules(workspace_id, rule_type);
    CREATE TABLE policy_history (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      policy_id integer NOT NULL REFERENCES policies(id) ON DELETE CASCADE,
      history_type smallint NOT NULL,
      field_dict jsonb NOT NULL,
      kinds jsonb NOT NULL DEFAULT '[]',
      user_id integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX policy_history_policy ON policy_history(policy_id, id);
    CREATE TABLE rule_history (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      policy_id integer NOT NULL REFERENCES policies(id) ON DELETE CASCADE,
      rule_id integer NOT NULL REFERENCES rules(id) ON DELETE CASCADE,
      version integer NOT NULL,
      history_type smallint NOT NULL,
      field_dict jsonb NOT NULL,
      kinds jsonb NOT NULL DEFAULT '[]',
      user_id integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX rule_history_rule ON rule_history(rule_id, id);
    CREATE INDEX rule_history_policy ON rule_history(policy_id, id);
    CREATE TABLE alerts (
      id serial PRIMARY KEY,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      object_type text NOT NULL CHECK (object_type IN ('address', 'transaction', 'customer')),
      object_id integer NOT NULL,
      blockchain smallint,
      identifier text NOT NULL,
      rule_id integer NOT NULL REFERENCES rules(id) ON DELETE CASCADE,
      level smallint NOT NULL CHECK (level BETWEEN 1 AND 5),
      workflow_stage_id integer NOT NULL REFERENCES workflow_stages(id),
      assigned_to integer REFERENCES users(id) ON DELETE SET NULL,
      status smallint,
      opened_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      latest_item_body jsonb NOT NULL DEFAULT '[]',
      latest_context jsonb
    );
    CREATE INDEX alerts_object ON alerts(workspace_id, object_type, object_id);
    CREATE INDEX alerts_rule ON alerts(rule_id, opened_at);
    CREATE INDEX alerts_workspace ON alerts(workspace_id, opened_at DESC);
    CREATE INDEX alerts_stage ON alerts(workflow_stage_id);
    CREATE TABLE alert_items (
      id serial PRIMARY KEY,
      alert_id integer NOT NULL REFERENCES alerts(id) ON DELETE CASCADE,
      workspace_id integer NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      identifier text NOT NULL,
      body jsonb NOT NULL,
      context jsonb,
      status smallint,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz
    );
    CREATE INDEX alert_items_alert ON alert_items(alert_id, created_at DESC);
    CREATE INDEX alert_items_workspace ON alert_items(workspace_id, created_at)
  `,
  );
  const workspaces = await sql<{ id: number }>`SELECT id FROM workspaces ORDER BY id`.execute(db);
  for (const ws of workspaces.rows) await seedDefaults(db, ws.id);
}

/**
 * A workspace's default stages and policies, from this migration's frozen data (not the modules' living copy, so
 * this migration means the same thing forever). The tables are new, so there is nothing to skip.
 */
async function seedDefaults(db: Kysely<unknown>, workspaceId: number): Promise<void> {
  const idOf = new Map<string, number>();
  for (const [position, stage] of DEFAULT_STAGES.entries()) {
    const inserted = await sql<{ id: number }>`
      INSERT INTO workflow_stages (workspace_id, name, category, position, is_system)
      VALUES (${workspaceId}, ${stage.name}, ${stage.category}, ${position}, ${stage.is_system})
      RETURNING id`.execute(db);
    const id = inserted.rows[0]?.id;
    if (id !== undefined) idOf.set(stage.name, id);
  }
  for (const stage of DEFAULT_STAGES) {
    const id = idOf.get(stage.name);
    if (id === undefined || stage.next.length === 0) continue;
    const next = stage.next.flatMap((name) => idOf.get(name) ?? []);
    await sql`UPDATE workflow_stages SET next_stages = ${next} WHERE id = ${id}`.execute(db);
  }
  for (const policy of DEFAULT_POLICIES) {
    const { name, description, type, category } = policy;
    const policyId = await insertPolicyRow(
      db,
      workspaceId,
      { name, description, type, category, is_enabled: true },
      policy.key,
    );
    const target = { id: policyId, workspace_id: workspaceId, type: policy.type, category: policy.category };
    for (const rule of policy.rules) {
      await insertRuleRow(db, target, {
        rule_name: rule.rule_name,
        alert_level: rule.alert_level,
        is_enabled: rule.is_enabled,
        rule_conditions: rule.rule_conditions,
        is_only_or_conditions: false,
        custom_tag: null,
        action: 'alert',
      });
    }
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only');
}
