import type { CustomerAddressKind } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

export type CustomerAddressRow = {
  id: number;
  identifier: string;
  blockchain: number;
  customer_type: number | null;
  risk_level: number;
  created_at: Date;
  last_screened_time: Date;
  holdings: { token: string; contract: string; balance: number; balanceUsd: number }[] | null;
};

const TYPE_OF: Record<CustomerAddressKind, number | null> = { deposit: 1, withdrawal: 2, any: null };

/** The customer's live addresses of a kind (any: both), newest first, with what they held when last screened. */
export async function listCustomerAddresses(
  db: Db,
  workspaceId: number,
  customerId: string,
  kind: CustomerAddressKind,
  page: { offset: number; limit: number },
): Promise<{ rows: CustomerAddressRow[]; count: number }> {
  const type = TYPE_OF[kind];
  const where = sql`sa.workspace_id = ${workspaceId} AND sa.customer_id = ${customerId} AND sa.archived_at IS NULL
    ${type === null ? sql`` : sql`AND sa.customer_type = ${type}`}`;
  const [rows, total] = await Promise.all([
    sql<CustomerAddressRow>`
      SELECT sa.id, sa.identifier, sa.blockchain, sa.customer_type, sa.risk_level, sa.created_at,
        sa.last_screened_time, sa.result->'holdings' AS holdings
      FROM screened_addresses sa WHERE ${where}
      ORDER BY sa.created_at DESC, sa.id DESC
      OFFSET ${page.offset} LIMIT ${page.limit}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM screened_addresses sa WHERE ${where}`.execute(db),
  ]);
  return { rows: rows.rows, count: total.rows[0]?.n ?? 0 };
}
