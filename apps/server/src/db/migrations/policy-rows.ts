import { type Kysely, sql } from 'kysely';

/**
 * Frozen: how migrations 0006, 0007 and 0009 write a policy or a rule with its first history entry, exactly as the
 * policies module wrote them when those migrations were made (policy_history "policy_created", rule_history
 * "rule_created", version 1, no user). Never edit: a later migration that needs other rows writes its own.
 */

export type PolicyRowFields = {
  name: string;
  description: string;
  type: number;
  category: number;
  is_enabled: boolean;
};

/** A policy and its first history entry; returns its id. */
export async function insertPolicyRow(
  db: Kysely<unknown>,
  workspaceId: number,
  policy: PolicyRowFields,
  defaultKey: string,
): Promise<number> {
  const now = new Date();
  const inserted = await sql<{ id: number }>`
    INSERT INTO policies (workspace_id, name, description, type, category, is_enabled, default_key, created_at, updated_at)
    VALUES (${workspaceId}, ${policy.name}, ${policy.description}, ${policy.type}, ${policy.category},
      ${policy.is_enabled}, ${defaultKey}, ${now}, ${now})
    RETURNING id`.execute(db);
  const id = inserted.rows[0]?.id;
  if (id === undefined) throw new Error(`Policy ${defaultKey} was not inserted`);
  const fields = { name: policy.name, description: policy.description, is_enabled: policy.is_enabled };
  await sql`
    INSERT INTO policy_history (workspace_id, policy_id, history_type, field_dict, kinds, user_id)
    VALUES (${workspaceId}, ${id}, 0, ${JSON.stringify(fields)}, ${JSON.stringify(['policy_created'])}, NULL)`.execute(
    db,
  );
  return id;
}

/** The policy a rule goes into: rules copy its type and category. */
export type RuleTarget = { id: number; workspace_id: number; type: number; category: number };

/** A rule's versioned fields, stored as its first history entry's field_dict. */
export type RuleRowFields = {
  rule_name: string;
  alert_level: number;
  is_enabled: boolean;
  rule_conditions: readonly Record<string, unknown>[];
  is_only_or_conditions: boolean;
  custom_tag: number | null;
  action: 'alert';
};

/** A rule (version 1) and its first history entry. */
export async function insertRuleRow(
  db: Kysely<unknown>,
  policy: RuleTarget,
  fields: RuleRowFields,
): Promise<void> {
  const now = new Date();
  const inserted = await sql<{ id: number }>`
    INSERT INTO rules (policy_id, workspace_id, rule_name, alert_level, action, custom_tag_id, is_enabled,
      rule_conditions, is_only_or_conditions, rule_category, rule_type, version, created_at, updated_at)
    VALUES (${policy.id}, ${policy.workspace_id}, ${fields.rule_name}, ${fields.alert_level}, ${fields.action},
      ${fields.custom_tag}, ${fields.is_enabled}, ${JSON.stringify(fields.rule_conditions)},
      ${fields.is_only_or_conditions}, ${policy.category}, ${policy.type}, 1, ${now}, ${now})
    RETURNING id`.execute(db);
  const id = inserted.rows[0]?.id;
  if (id === undefined) throw new Error(`Rule ${fields.rule_name} was not inserted`);
  await sql`
    INSERT INTO rule_history (workspace_id, policy_id, rule_id, version, history_type, field_dict, kinds, user_id)
    VALUES (${policy.workspace_id}, ${policy.id}, ${id}, 1, 1, ${JSON.stringify(fields)},
      ${JSON.stringify(['rule_created'])}, NULL)`.execute(db);
}
