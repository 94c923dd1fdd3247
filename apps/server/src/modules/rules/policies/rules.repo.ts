import type { PolicyRuleListQuery, RuleListQuery } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { containing } from '../../../lib/like-pattern.ts';
import { pageWithCount, sortOf } from '../../../lib/list-page.ts';
import { type RuleFields, ruleChangeKinds } from './history-kinds.ts';

/** A rule with the policy fields its list rows and detail show. */
export type RuleRow = {
  id: number;
  uuid: string;
  policy_id: number;
  workspace_id: number;
  rule_name: string;
  alert_level: number;
  action: string;
  custom_tag_id: number | null;
  is_enabled: boolean;
  rule_conditions: Record<string, unknown>[];
  is_only_or_conditions: boolean;
  rule_category: number;
  rule_type: number;
  version: number;
  created_at: Date;
  updated_at: Date;
  policy_name: string;
  policy_description: string;
  policy_enabled: boolean;
  policy_type: number;
  policy_category: number;
  policy_is_for_custom_list: boolean;
};

function selectRules(db: Db, workspaceId: number) {
  return db
    .selectFrom('rules as r')
    .innerJoin('policies as p', 'p.id', 'r.policy_id')
    .select([
      'r.id',
      'r.uuid',
      'r.policy_id',
      'r.workspace_id',
      'r.rule_name',
      'r.alert_level',
      'r.action',
      'r.custom_tag_id',
      'r.is_enabled',
      'r.rule_conditions',
      'r.is_only_or_conditions',
      'r.rule_category',
      'r.rule_type',
      'r.version',
      'r.created_at',
      'r.updated_at',
      'p.name as policy_name',
      'p.description as policy_description',
      'p.is_enabled as policy_enabled',
      'p.type as policy_type',
      'p.category as policy_category',
      'p.is_for_custom_list as policy_is_for_custom_list',
    ])
    .where('r.workspace_id', '=', workspaceId)
    .where('p.workspace_id', '=', workspaceId);
}

function asRuleRow(row: Omit<RuleRow, 'rule_conditions'> & { rule_conditions: unknown[] }): RuleRow {
  return { ...row, rule_conditions: row.rule_conditions as Record<string, unknown>[] };
}

export async function findRule(
  db: Db,
  workspaceId: number,
  policyId: number,
  uuid: string,
): Promise<RuleRow | undefined> {
  const row = await selectRules(db, workspaceId)
    .where('r.policy_id', '=', policyId)
    .where('r.uuid', '=', uuid)
    .executeTakeFirst();
  return row && asRuleRow(row);
}

/** Names order as people read them: 'apple' before 'Banana' (lower(), both directions). */
const ORDER_COLUMNS = {
  rule_name: sql<string>`lower(r.rule_name)`,
  alert_level: 'r.alert_level',
  created_at: 'r.created_at',
  updated_at: 'r.updated_at',
  policy_name: sql<string>`lower(p.name)`,
} as const;

/** Rules of one policy (policyId) or of every policy of the workspace, filtered and paged. */
export async function listRules(
  db: Db,
  workspaceId: number,
  query: PolicyRuleListQuery & Partial<RuleListQuery>,
  policyId?: number,
): Promise<{ rows: RuleRow[]; count: number }> {
  let base = selectRules(db, workspaceId);
  if (policyId !== undefined) base = base.where('r.policy_id', '=', policyId);
  if (query.is_enabled !== undefined) base = base.where('r.is_enabled', '=', query.is_enabled);
  if (query.alert_level?.length) base = base.where('r.alert_level', 'in', query.alert_level);
  if (query.policy_is_for_custom_list !== undefined) {
    base = base.where('p.is_for_custom_list', '=', query.policy_is_for_custom_list);
  }
  if (query.rule_type !== undefined) base = base.where('r.rule_type', '=', query.rule_type);
  if (query.policy_type !== undefined) base = base.where('p.type', '=', query.policy_type);
  if (query.policy !== undefined) base = base.where('r.policy_id', '=', query.policy);
  if (query.policy_enabled !== undefined) base = base.where('p.is_enabled', '=', query.policy_enabled);
  if (query.risk_type !== undefined) {
    // A condition looks at the risk type when its risk_types holds it.
    base = base.where(
      sql<boolean>`EXISTS (SELECT 1 FROM jsonb_array_elements(r.rule_conditions) c WHERE c->'risk_types' @> ${JSON.stringify([query.risk_type])}::jsonb)`,
    );
  }
  if (query.q) {
    const like = containing(query.q);
    base = base.where((eb) => eb.or([eb('r.rule_name', 'ilike', like), eb('p.name', 'ilike', like)]));
  }
  const { column, direction } = sortOf(query.ordering ?? 'created_at', ORDER_COLUMNS);
  const { rows, count } = await pageWithCount(
    base.orderBy(column, direction).orderBy('r.id', direction),
    query,
  );
  return { rows: rows.map(asRuleRow), count };
}

export type RulePolicy = { id: number; workspace_id: number; type: number; category: number };

/** Create a rule in a policy (version 1) and its history entry (rule created). Returns its uuid. */
export async function insertRule(
  db: Db,
  policy: RulePolicy,
  fields: RuleFields,
  userId: number | null,
): Promise<string> {
  const now = new Date();
  const row = await db
    .insertInto('rules')
    .values({
      policy_id: policy.id,
      workspace_id: policy.workspace_id,
      rule_name: fields.rule_name,
      alert_level: fields.alert_level,
      action: fields.action,
      custom_tag_id: fields.custom_tag,
      is_enabled: fields.is_enabled,
      rule_conditions: JSON.stringify(fields.rule_conditions),
      is_only_or_conditions: fields.is_only_or_conditions,
      rule_category: policy.category,
      rule_type: policy.type,
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow();
  await recordRuleVersion(db, {
    workspaceId: policy.workspace_id,
    policyId: policy.id,
    ruleId: row.id,
    version: 1,
    before: null,
    after: fields,
    userId,
  });
  return row.uuid;
}

export function ruleFieldsOf(rule: RuleRow): RuleFields {
  return {
    rule_name: rule.rule_name,
    alert_level: rule.alert_level,
    is_enabled: rule.is_enabled,
    rule_conditions: rule.rule_conditions,
    is_only_or_conditions: rule.is_only_or_conditions,
    custom_tag: rule.custom_tag_id,
    action: rule.action,
  };
}

/**
 * Save a new version of a rule (nothing when nothing changed). `restored` marks a revert: the entry records it as
 * a restore on top of the field changes. Returns the kinds of change recorded.
 */
export async function updateRule(
  db: Db,
  rule: RuleRow,
  after: RuleFields,
  userId: number,
  restored = false,
): Promise<string[]> {
  const before = ruleFieldsOf(rule);
  const kinds = ruleChangeKinds(before, after);
  if (kinds.length === 0 && !restored) return [];
  const version = rule.version + 1;
  await db
    .updateTable('rules')
    .set({
      rule_name: after.rule_name,
      alert_level: after.alert_level,
      is_enabled: after.is_enabled,
      rule_conditions: JSON.stringify(after.rule_conditions),
      is_only_or_conditions: after.is_only_or_conditions,
      version,
      updated_at: new Date(),
    })
    .where('id', '=', rule.id)
    .where('workspace_id', '=', rule.workspace_id)
    .execute();
  await recordRuleVersion(db, {
    workspaceId: rule.workspace_id,
    policyId: rule.policy_id,
    ruleId: rule.id,
    version,
    before,
    after,
    userId,
    restored,
  });
  return kinds;
}

async function recordRuleVersion(
  db: Db,
  entry: {
    workspaceId: number;
    policyId: number;
    ruleId: number;
    version: number;
    before: RuleFields | null;
    after: RuleFields;
    userId: number | null;
    restored?: boolean;
  },
): Promise<void> {
  const kinds: string[] = ruleChangeKinds(entry.before, entry.after);
  if (entry.restored) kinds.push('rule_restored');
  await db
    .insertInto('rule_history')
    .values({
      workspace_id: entry.workspaceId,
      policy_id: entry.policyId,
      rule_id: entry.ruleId,
      version: entry.version,
      history_type: entry.before ? 2 : 1,
      field_dict: JSON.stringify(entry.after),
      kinds: JSON.stringify(kinds),
      user_id: entry.userId,
    })
    .execute();
}
