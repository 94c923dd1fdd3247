import type { PolicyListQuery } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { containing } from '../../../lib/like-pattern.ts';
import { pageWithCount, sortOf } from '../../../lib/list-page.ts';
import { type PolicyFields, policyChangeKinds } from './history-kinds.ts';

export type PolicyRow = {
  id: number;
  workspace_id: number;
  name: string;
  description: string;
  type: number;
  category: number;
  is_enabled: boolean;
  is_for_custom_list: boolean;
  rule_count: number;
  created_at: Date;
  updated_at: Date;
};

const ruleCount = sql<number>`(SELECT count(*) FROM rules r WHERE r.policy_id = p.id)`;

function selectPolicies(db: Db, workspaceId: number) {
  return db
    .selectFrom('policies as p')
    .select([
      'p.id',
      'p.workspace_id',
      'p.name',
      'p.description',
      'p.type',
      'p.category',
      'p.is_enabled',
      'p.is_for_custom_list',
      'p.created_at',
      'p.updated_at',
      ruleCount.as('rule_count'),
    ])
    .where('p.workspace_id', '=', workspaceId);
}

function normalise(row: PolicyRow): PolicyRow {
  return { ...row, rule_count: Number(row.rule_count) };
}

export async function findPolicy(db: Db, workspaceId: number, id: number): Promise<PolicyRow | undefined> {
  const row = await selectPolicies(db, workspaceId).where('p.id', '=', id).executeTakeFirst();
  return row && normalise(row);
}

/** Names order as people read them: 'apple' before 'Banana' (lower(), both directions). */
const ORDER_COLUMNS = {
  name: sql<string>`lower(p.name)`,
  created_at: 'p.created_at',
  updated_at: 'p.updated_at',
  rule_count: 'rule_count',
  type: 'p.type',
  category: 'p.category',
} as const;

export async function listPolicies(
  db: Db,
  workspaceId: number,
  query: PolicyListQuery,
): Promise<{ rows: PolicyRow[]; count: number }> {
  let base = selectPolicies(db, workspaceId);
  if (query.is_enabled !== undefined) base = base.where('p.is_enabled', '=', query.is_enabled);
  if (query.type !== undefined) base = base.where('p.type', '=', query.type);
  if (query.category !== undefined) base = base.where('p.category', '=', query.category);
  if (query.q) {
    const like = containing(query.q);
    base = base.where((eb) => eb.or([eb('p.name', 'ilike', like), eb('p.description', 'ilike', like)]));
  }
  const { column, direction } = sortOf(query.ordering ?? 'created_at', ORDER_COLUMNS);
  const { rows, count } = await pageWithCount(
    base.orderBy(column, direction).orderBy('p.id', direction),
    query,
  );
  return { rows: rows.map(normalise), count };
}

export type NewPolicy = PolicyFields & { type: number; category: number };

/** Create a policy and its first history entry (policy created). */
export async function insertPolicy(
  db: Db,
  workspaceId: number,
  policy: NewPolicy,
  userId: number | null,
  defaultKey: string | null = null,
): Promise<number> {
  const now = new Date();
  const row = await db
    .insertInto('policies')
    .values({
      workspace_id: workspaceId,
      name: policy.name,
      description: policy.description,
      type: policy.type,
      category: policy.category,
      is_enabled: policy.is_enabled,
      default_key: defaultKey,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordPolicyVersion(db, { workspaceId, policyId: row.id, before: null, after: policy, userId });
  return row.id;
}

/** Update name, description and status; records the change (nothing when nothing changed). */
export async function updatePolicy(
  db: Db,
  policy: PolicyRow,
  changes: PolicyFields,
  userId: number,
): Promise<void> {
  const before = { name: policy.name, description: policy.description, is_enabled: policy.is_enabled };
  if (policyChangeKinds(before, changes).length === 0) return;
  await db
    .updateTable('policies')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', policy.id)
    .where('workspace_id', '=', policy.workspace_id)
    .execute();
  await recordPolicyVersion(db, {
    workspaceId: policy.workspace_id,
    policyId: policy.id,
    before,
    after: changes,
    userId,
  });
}

async function recordPolicyVersion(
  db: Db,
  entry: {
    workspaceId: number;
    policyId: number;
    before: PolicyFields | null;
    after: PolicyFields;
    userId: number | null;
  },
): Promise<void> {
  const fields: PolicyFields = {
    name: entry.after.name,
    description: entry.after.description,
    is_enabled: entry.after.is_enabled,
  };
  await db
    .insertInto('policy_history')
    .values({
      workspace_id: entry.workspaceId,
      policy_id: entry.policyId,
      history_type: 0,
      field_dict: JSON.stringify(fields),
      kinds: JSON.stringify(policyChangeKinds(entry.before, fields)),
      user_id: entry.userId,
    })
    .execute();
}
