import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

/** An object a batch is about to screen, as its live row is keyed. */
export type LiveRowSubject = {
  type: 'address' | 'transaction';
  blockchain: number;
  identifier: string;
  destinationTag?: number | null;
};

/** What a screening needs of the live row it replaces. */
export type LockedLiveRow = {
  id: number;
  riskLevel: number;
  screenedAt: Date;
  customerId: string | null;
  /** The hash of the investigation tree it stores (addresses; null when unknown). */
  treeHash: string | null;
  createdAt: Date;
  customerType: number | null;
};

/** One key per live row: an address's is its chain, spelling and destination tag; a transaction's its chain and hash. */
export function liveRowKey(subject: LiveRowSubject): string {
  const tag = subject.type === 'address' ? (subject.destinationTag ?? -1) : '';
  return `${subject.type}:${subject.blockchain}:${subject.identifier}:${tag}`;
}

/**
 * Lock (FOR UPDATE) and read the workspace's live rows of many objects at once, as each screening would one by one:
 * keyed by `liveRowKey`, with null for an object that has no live row.
 */
export async function lockLiveRows(
  trx: Db,
  workspaceId: number,
  subjects: readonly LiveRowSubject[],
): Promise<Map<string, LockedLiveRow | null>> {
  const found = new Map<string, LockedLiveRow | null>();
  for (const subject of subjects) found.set(liveRowKey(subject), null);
  // In one order (the keys'), so two batches that share objects lock them one after the other, never crosswise.
  const ordered = [...subjects].sort((a, b) => compareKeys(liveRowKey(a), liveRowKey(b)));
  const addresses = ordered.filter((s) => s.type === 'address');
  const transactions = ordered.filter((s) => s.type === 'transaction');
  const rows: Array<{
    type: 'address' | 'transaction';
    id: number;
    blockchain: number;
    identifier: string;
    destination_tag: number | null;
    risk_level: number;
    last_screened_time: Date;
    customer_id: string | null;
    investigation_tree_hash: string | null;
    created_at: Date;
    customer_type: number | null;
  }> = [];
  if (addresses.length > 0) {
    const keys = sql.join(
      addresses.map(
        (s) => sql`(${s.blockchain}::int, ${s.identifier}::text, ${s.destinationTag ?? -1}::bigint)`,
      ),
    );
    // One probe of the live-row index per key (a lateral lookup): joined against the whole set instead, the
    // planner, short of fresh statistics while a bulk upload grows the table, read all the workspace's live rows.
    const result = await sql<(typeof rows)[number]>`
      SELECT s.* FROM (VALUES ${keys}) AS k(blockchain, identifier, tag)
      CROSS JOIN LATERAL (
        SELECT 'address' AS type, id, blockchain, identifier, destination_tag, risk_level, last_screened_time,
          customer_id, investigation_tree_hash, created_at, customer_type
        FROM screened_addresses
        WHERE workspace_id = ${workspaceId} AND archived_at IS NULL
          AND blockchain = k.blockchain AND identifier = k.identifier AND coalesce(destination_tag, -1) = k.tag
        FOR UPDATE) AS s`.execute(trx);
    rows.push(...result.rows);
  }
  if (transactions.length > 0) {
    const keys = sql.join(transactions.map((s) => sql`(${s.blockchain}::int, ${s.identifier}::text)`));
    const result = await sql<(typeof rows)[number]>`
      SELECT s.* FROM (VALUES ${keys}) AS k(blockchain, identifier)
      CROSS JOIN LATERAL (
        SELECT 'transaction' AS type, id, blockchain, identifier, NULL::bigint AS destination_tag, risk_level,
          last_screened_time, customer_id, NULL::text AS investigation_tree_hash, created_at, customer_type
        FROM screened_transactions
        WHERE workspace_id = ${workspaceId} AND archived_at IS NULL
          AND blockchain = k.blockchain AND identifier = k.identifier
        FOR UPDATE) AS s`.execute(trx);
    rows.push(...result.rows);
  }
  for (const row of rows) {
    const key = liveRowKey({
      type: row.type,
      blockchain: Number(row.blockchain),
      identifier: row.identifier,
      destinationTag: row.destination_tag === null ? null : Number(row.destination_tag),
    });
    found.set(key, {
      id: row.id,
      riskLevel: row.risk_level,
      screenedAt: new Date(row.last_screened_time),
      customerId: row.customer_id,
      treeHash: row.investigation_tree_hash,
      createdAt: new Date(row.created_at),
      customerType: row.customer_type,
    });
  }
  return found;
}

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
