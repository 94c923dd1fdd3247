import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { DateRange } from '../../../lib/date-range.ts';
import { containing } from '../../../lib/like-pattern.ts';
import type { CustomerRow } from '../../screening/index.ts';

/** The customer list's filters (spec part 2 Lists; part 3 §7.7), resolved. */
export type CustomerListFilter = {
  ids?: number[] | undefined;
  q?: string | undefined;
  riskLevels?: number[] | undefined;
  blockchains?: number[] | undefined;
  created: DateRange;
  updated: DateRange;
  includedInCase?: boolean | undefined;
  ruleName?: string | undefined;
};

/** A customer's live rows on one of the chains. */
function onChains(blockchains: number[]): Expression<SqlBool> {
  const list = sql.join(blockchains);
  return sql<SqlBool>`(EXISTS (SELECT 1 FROM screened_addresses sa WHERE sa.workspace_id = c.workspace_id
      AND sa.customer_id = c.customer_id AND sa.archived_at IS NULL AND sa.blockchain IN (${list}))
    OR EXISTS (SELECT 1 FROM screened_transactions st WHERE st.workspace_id = c.workspace_id
      AND st.customer_id = c.customer_id AND st.archived_at IS NULL AND st.blockchain IN (${list})))`;
}

/** An alert (any stage) of the workspace's rule of that name on the customer or one of its live rows. */
function alertedByRule(ruleName: string): Expression<SqlBool> {
  return sql<SqlBool>`EXISTS (SELECT 1 FROM alerts al JOIN rules ru ON ru.id = al.rule_id
    WHERE al.workspace_id = c.workspace_id AND lower(ru.rule_name) = lower(${ruleName})
      AND ((al.object_type = 'customer' AND al.object_id = c.id)
        OR (al.object_type = 'address' AND al.object_id IN (SELECT sa.id FROM screened_addresses sa
              WHERE sa.workspace_id = c.workspace_id AND sa.customer_id = c.customer_id AND sa.archived_at IS NULL))
        OR (al.object_type = 'transaction' AND al.object_id IN (SELECT st.id FROM screened_transactions st
              WHERE st.workspace_id = c.workspace_id AND st.customer_id = c.customer_id AND st.archived_at IS NULL))))`;
}

/** The customer is an entity of one of the workspace's cases. */
const inCase = sql<SqlBool>`EXISTS (SELECT 1 FROM case_entities ce WHERE ce.workspace_id = c.workspace_id
  AND ce.entity_type = 'customer' AND ce.object_id = c.id)`;

function filtered(db: Db, workspaceId: number, filter: CustomerListFilter) {
  let query = db
    .selectFrom('customers as c')
    .where('c.workspace_id', '=', workspaceId)
    .where('c.archived_at', 'is', null);
  if (filter.ids !== undefined) query = query.where('c.id', 'in', filter.ids.length ? filter.ids : [-1]);
  if (filter.q) query = query.where(sql`lower(c.customer_id)`, 'like', containing(filter.q.toLowerCase()));
  if (filter.riskLevels?.length) query = query.where('c.risk_level', 'in', filter.riskLevels);
  if (filter.blockchains?.length) query = query.where(onChains(filter.blockchains));
  const { created, updated } = filter;
  if (created.from) query = query.where('c.created_at', '>=', created.from);
  if (created.until) query = query.where('c.created_at', '<', created.until);
  if (updated.from) query = query.where('c.updated_at', '>=', updated.from);
  if (updated.until) query = query.where('c.updated_at', '<', updated.until);
  if (filter.includedInCase === true) query = query.where(inCase);
  if (filter.includedInCase === false) query = query.where(sql<SqlBool>`NOT ${inCase}`);
  if (filter.ruleName) query = query.where(alertedByRule(filter.ruleName));
  return query;
}

const COLUMNS = [
  'c.id',
  'c.workspace_id',
  'c.customer_id',
  'c.risk_level',
  'c.created_by',
  'c.created_at',
  'c.updated_at',
] as const;

/** One page of the workspace's live customers, newest first, and how many match. */
export async function listCustomers(
  db: Db,
  workspaceId: number,
  filter: CustomerListFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: CustomerRow[]; count: number }> {
  const query = filtered(db, workspaceId, filter);
  const [rows, total] = await Promise.all([
    query
      .select(COLUMNS)
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

/** Which of these customers are entities of a case of the workspace. */
export async function customersInCases(
  db: Db,
  workspaceId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await sql<{ object_id: number }>`SELECT DISTINCT object_id FROM case_entities
    WHERE workspace_id = ${workspaceId} AND entity_type = 'customer' AND object_id IN (${sql.join([...ids])})`.execute(
    db,
  );
  return new Set(rows.rows.map((r) => r.object_id));
}

/** The live address and transaction ids of these customers (Update Open Alerts works on their alerts). */
export async function rowsOfCustomers(
  db: Db,
  workspaceId: number,
  customerIds: readonly string[],
): Promise<{ addresses: number[]; transactions: number[] }> {
  if (customerIds.length === 0) return { addresses: [], transactions: [] };
  const [addresses, transactions] = await Promise.all([
    db
      .selectFrom('screened_addresses')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('customer_id', 'in', [...customerIds])
      .where('archived_at', 'is', null)
      .execute(),
    db
      .selectFrom('screened_transactions')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('customer_id', 'in', [...customerIds])
      .where('archived_at', 'is', null)
      .execute(),
  ]);
  return { addresses: addresses.map((r) => r.id), transactions: transactions.map((r) => r.id) };
}
