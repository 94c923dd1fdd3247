import { nativeSymbol } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { transferUsdSql } from './customer-figures.repo.ts';

/** Deposits are the customer's transactions of type 1 (it receives), withdrawals of type 2 (it sends). */
export type TransferKind = 'deposits' | 'withdrawals';
export const TRANSFER_TYPE: Record<TransferKind, 1 | 2> = { deposits: 1, withdrawals: 2 };
/** The side of a transfer whose counterparties matter: where a deposit came from, where a withdrawal went. */
const SIDE: Record<TransferKind, 'incoming' | 'outgoing'> = { deposits: 'incoming', withdrawals: 'outgoing' };

export type TransferRow = {
  id: number;
  identifier: string;
  blockchain: number;
  customer_type: number;
  customer_address: string | null;
  risk_level: number;
  created_at: Date;
  last_screened_time: Date;
  value: number | null;
  block_time: number | null;
  assets: { token: string; contract: string; value: number; valueUsd: number }[] | null;
  first_sender: string | null;
  first_receiver: string | null;
  usd: number;
};

const of = (workspaceId: number, customerId: string, kind: TransferKind | null) => sql`
  st.workspace_id = ${workspaceId} AND st.customer_id = ${customerId} AND st.archived_at IS NULL
  ${kind ? sql`AND st.customer_type = ${TRANSFER_TYPE[kind]}` : sql`AND st.customer_type IN (1, 2)`}`;

/** The customer's recorded transfers of a kind (or both), newest first; `ids` narrows to some rows. */
export async function listTransfers(
  db: Db,
  workspaceId: number,
  customerId: string,
  kind: TransferKind | null,
  page: { offset: number; limit: number },
  ids?: readonly number[],
): Promise<{ rows: TransferRow[]; count: number }> {
  const only = ids ? sql`AND st.id IN (${sql.join(ids.length ? [...ids] : [-1])})` : sql``;
  const [rows, total] = await Promise.all([
    sql<TransferRow>`
      SELECT st.id, st.identifier, st.blockchain, st.customer_type, st.customer_address, st.risk_level,
        st.created_at, st.last_screened_time, (st.result->>'value')::float8 AS value,
        (st.result->>'blockTime')::float8 AS block_time, st.result->'digitalAssets' AS assets,
        st.result->'senders'->0->>'address' AS first_sender, st.result->'receivers'->0->>'address' AS first_receiver,
        ${transferUsdSql}::float8 AS usd
      FROM screened_transactions st
      WHERE ${of(workspaceId, customerId, kind)} ${only}
      ORDER BY st.created_at DESC, st.id DESC
      OFFSET ${page.offset} LIMIT ${page.limit}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM screened_transactions st
      WHERE ${of(workspaceId, customerId, kind)} ${only}`.execute(db),
  ]);
  return { rows: rows.rows, count: total.rows[0]?.n ?? 0 };
}

/** What a transfer moved, as the transaction list shows it: native value, or its largest token when none. */
export function movedAsset(row: TransferRow): { token: string; value: number } {
  const token = (row.value ?? 0) > 0 ? undefined : row.assets?.find((a) => a.contract !== '');
  if (!token) return { token: nativeSymbol(row.blockchain), value: row.value ?? 0 };
  return { token: token.token, value: token.value };
}

export type CounterpartyTotal = {
  tag_type_verbose: string;
  tag_subtype_verbose: string;
  tag_name_verbose: string;
  exposure_type: 'direct' | 'indirect';
  entity_id: string | null;
  total_value_usd: number;
  transfers: number;
  kind: TransferKind;
};

/**
 * The counterparty rows of the customer's transfers (each screening's summary of the side that matters) summed
 * per entity, category and exposure type, largest first.
 */
export async function counterpartyTotals(
  db: Db,
  workspaceId: number,
  customerId: string,
  kinds: readonly TransferKind[],
): Promise<CounterpartyTotal[]> {
  const parts = await Promise.all(
    kinds.map(async (kind) => {
      const rows = await sql<Omit<CounterpartyTotal, 'kind'>>`
        SELECT r->>'tag_type_verbose' AS tag_type_verbose, coalesce(r->>'tag_subtype_verbose', '') AS tag_subtype_verbose,
          r->>'tag_name_verbose' AS tag_name_verbose, r->>'exposure_type' AS exposure_type,
          r->>'entity_id' AS entity_id, sum((r->>'total_value_usd')::float8)::float8 AS total_value_usd,
          count(DISTINCT st.id)::int AS transfers
        FROM screened_transactions st
          CROSS JOIN LATERAL jsonb_array_elements(
            coalesce(st.result->'exposure'->${sql.lit(SIDE[kind])}->'rows', '[]'::jsonb)) r
        WHERE ${of(workspaceId, customerId, kind)}
        GROUP BY 1, 2, 3, 4, 5`.execute(db);
      return rows.rows.map((row) => ({ ...row, kind }));
    }),
  );
  return parts.flat().sort((a, b) => b.total_value_usd - a.total_value_usd);
}
