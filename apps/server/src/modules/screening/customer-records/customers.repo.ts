import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { containing, escapeLike } from '../../../lib/like-pattern.ts';
import { pageWithCount } from '../../../lib/list-page.ts';

export type CustomerRow = {
  id: number;
  workspace_id: number;
  customer_id: string;
  risk_level: number;
  created_by: number | null;
  created_at: Date;
  updated_at: Date;
};

const COLUMNS = [
  'id',
  'workspace_id',
  'customer_id',
  'risk_level',
  'created_by',
  'created_at',
  'updated_at',
] as const;

/** The workspace's customers that are not archived. */
function liveCustomers(db: Db, workspaceId: number) {
  return db.selectFrom('customers').where('workspace_id', '=', workspaceId).where('archived_at', 'is', null);
}

/** The workspace's live customer of this row id. */
export async function findCustomer(
  db: Db,
  workspaceId: number,
  id: number,
): Promise<CustomerRow | undefined> {
  return liveCustomers(db, workspaceId).select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The workspace's live customer of this customer id (exact match). */
export async function findCustomerByCustomerId(
  db: Db,
  workspaceId: number,
  customerId: string,
): Promise<CustomerRow | undefined> {
  return liveCustomers(db, workspaceId)
    .select(COLUMNS)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/**
 * Create the workspace's customer of this id unless a live one has it, in one statement: two concurrent creations
 * meet the unique live index and the second one creates nothing. True when this call created it.
 */
export async function createCustomerIfAbsent(
  db: Db,
  input: { workspaceId: number; customerId: string; createdBy: number | null; at?: Date },
): Promise<boolean> {
  const at = input.at ?? new Date();
  const created = await db
    .insertInto('customers')
    .values({
      workspace_id: input.workspaceId,
      customer_id: input.customerId,
      created_by: input.createdBy,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['workspace_id', 'customer_id']).where('archived_at', 'is', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return created !== undefined;
}

/**
 * Lock the workspace's live customers of these ids (FOR UPDATE), in customer id order so that two units of work
 * locking the same customers never wait on each other in a circle. Customers first, their rows after: screening,
 * archiving and renaming all take the locks in that order.
 */
export async function lockCustomers(
  db: Db,
  workspaceId: number,
  customerIds: readonly (string | null | undefined)[],
): Promise<CustomerRow[]> {
  const ids = [...new Set(customerIds.filter((id): id is string => Boolean(id)))].sort();
  if (ids.length === 0) return [];
  return liveCustomers(db, workspaceId)
    .select(COLUMNS)
    .where('customer_id', 'in', ids)
    .orderBy('customer_id')
    .forUpdate()
    .execute();
}

/** Lock one live customer by row id (FOR UPDATE), or undefined when the workspace has none such. */
export async function lockCustomer(
  db: Db,
  workspaceId: number,
  id: number,
): Promise<CustomerRow | undefined> {
  return liveCustomers(db, workspaceId).select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The highest risk level among the live addresses and transactions naming the customer id (0 when none). */
export async function highestRiskOf(db: Db, workspaceId: number, customerId: string): Promise<number> {
  const row = await sql<{ level: number | null }>`
    SELECT max(risk_level)::int AS level FROM (
      SELECT risk_level FROM screened_addresses
        WHERE workspace_id = ${workspaceId} AND customer_id = ${customerId} AND archived_at IS NULL
      UNION ALL
      SELECT risk_level FROM screened_transactions
        WHERE workspace_id = ${workspaceId} AND customer_id = ${customerId} AND archived_at IS NULL
    ) AS named`.execute(db);
  return row.rows[0]?.level ?? 0;
}

/**
 * The workspace's live customers whose customer id contains q (case-insensitive): the exact id first, then those
 * starting with q, then the newest; with how many match.
 */
export async function searchCustomers(
  db: Db,
  workspaceId: number,
  q: string,
  page: { offset: number; limit: number },
): Promise<{ rows: CustomerRow[]; count: number }> {
  const needle = q.toLowerCase();
  const scoped = liveCustomers(db, workspaceId).where(sql`lower(customer_id)`, 'like', containing(needle));
  return pageWithCount(
    scoped
      .select(COLUMNS)
      .orderBy(sql`lower(customer_id) = ${needle}`, 'desc')
      .orderBy(sql`lower(customer_id) LIKE ${`${escapeLike(needle)}%`}`, 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
    page,
  );
}
