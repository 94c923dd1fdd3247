import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

/**
 * What a recorded transfer is worth in USD, as its screening valued it: what the customer's address received
 * (incomingValueUsd, which screening computes for the customer address), except for a withdrawal sent by the
 * customer's address, which is what that address sent. One expression for the lists, the totals and the
 * aggregates, so they agree.
 */
export const transferUsdSql = sql<number>`coalesce(
  CASE WHEN st.customer_type = 2 THEN
    (SELECT sum((p->>'valueUsd')::float8) FROM jsonb_array_elements(coalesce(st.result->'senders', '[]'::jsonb)) p
      WHERE lower(p->>'address') = lower(st.customer_address))
  END,
  (st.result->>'incomingValueUsd')::float8, 0)`;

export type CustomerFigures = {
  currencies: number[];
  holdings: { currency: number; token: string; balance: number; balanceUsd: number }[];
  balanceUsd: number;
  depositAddresses: number;
  withdrawalAddresses: number;
  deposits: number;
  withdrawals: number;
  incomingUsd: number;
  outgoingUsd: number;
  earliest: number | null;
  latest: number | null;
  openAlerts: number;
};

const empty = (): CustomerFigures => ({
  currencies: [],
  holdings: [],
  balanceUsd: 0,
  depositAddresses: 0,
  withdrawalAddresses: 0,
  deposits: 0,
  withdrawals: 0,
  incomingUsd: 0,
  outgoingUsd: 0,
  earliest: null,
  latest: null,
  openAlerts: 0,
});

/**
 * The figures of the customer ids of a workspace, read from their live addresses (holdings as last screened) and
 * recorded transactions (values as screened), and the open alerts of those rows and of the customer itself (its
 * Customer rules, decision 0038): four grouped statements for a
 * whole page of customers.
 */
export async function customerFigures(
  db: Db,
  workspaceId: number,
  customerIds: readonly string[],
): Promise<Map<string, CustomerFigures>> {
  const figures = new Map<string, CustomerFigures>(customerIds.map((id) => [id, empty()]));
  if (customerIds.length === 0) return figures;
  const ids = sql.join([...customerIds]);
  const [addresses, holdings, transfers, alerts] = await Promise.all([
    sql<{ customer_id: string; deposit: number; withdrawal: number; chains: number[] }>`
      SELECT customer_id, count(*) FILTER (WHERE customer_type = 1)::int AS deposit,
        count(*) FILTER (WHERE customer_type = 2)::int AS withdrawal, array_agg(DISTINCT blockchain) AS chains
      FROM screened_addresses
      WHERE workspace_id = ${workspaceId} AND customer_id IN (${ids}) AND archived_at IS NULL
      GROUP BY customer_id`.execute(db),
    sql<{ customer_id: string; blockchain: number; token: string; balance: number; balance_usd: number }>`
      SELECT sa.customer_id, sa.blockchain, h->>'token' AS token, sum((h->>'balance')::float8) AS balance,
        sum((h->>'balanceUsd')::float8) AS balance_usd
      FROM screened_addresses sa
        CROSS JOIN LATERAL jsonb_array_elements(coalesce(sa.result->'holdings', '[]'::jsonb)) h
      WHERE sa.workspace_id = ${workspaceId} AND sa.customer_id IN (${ids}) AND sa.archived_at IS NULL
      GROUP BY sa.customer_id, sa.blockchain, h->>'token'
      ORDER BY balance_usd DESC`.execute(db),
    sql<{
      customer_id: string;
      deposits: number;
      withdrawals: number;
      incoming: number;
      outgoing: number;
      earliest: number | null;
      latest: number | null;
      chains: number[];
    }>`
      SELECT customer_id, count(*) FILTER (WHERE customer_type = 1)::int AS deposits,
        count(*) FILTER (WHERE customer_type = 2)::int AS withdrawals,
        coalesce(sum(usd) FILTER (WHERE customer_type = 1), 0)::float8 AS incoming,
        coalesce(sum(usd) FILTER (WHERE customer_type = 2), 0)::float8 AS outgoing,
        min(block_time)::float8 AS earliest, max(block_time)::float8 AS latest,
        array_agg(DISTINCT blockchain) AS chains
      FROM (
        SELECT st.customer_id, st.customer_type, st.blockchain, ${transferUsdSql} AS usd,
          (st.result->>'blockTime')::float8 AS block_time
        FROM screened_transactions st
        WHERE st.workspace_id = ${workspaceId} AND st.customer_id IN (${ids}) AND st.archived_at IS NULL
      ) AS t
      GROUP BY customer_id`.execute(db),
    sql<{ customer_id: string; open: number }>`
      SELECT o.customer_id, count(*)::int AS open
      FROM alerts a
        JOIN workflow_stages s ON s.id = a.workflow_stage_id
        JOIN (
          SELECT 'address' AS type, id, customer_id FROM screened_addresses
            WHERE workspace_id = ${workspaceId} AND customer_id IN (${ids}) AND archived_at IS NULL
          UNION ALL
          SELECT 'transaction', id, customer_id FROM screened_transactions
            WHERE workspace_id = ${workspaceId} AND customer_id IN (${ids}) AND archived_at IS NULL
          UNION ALL
          SELECT 'customer', id, customer_id FROM customers
            WHERE workspace_id = ${workspaceId} AND customer_id IN (${ids}) AND archived_at IS NULL
        ) o ON o.type = a.object_type AND o.id = a.object_id
      WHERE a.workspace_id = ${workspaceId} AND s.category IN (0, 1)
      GROUP BY o.customer_id`.execute(db),
  ]);
  const of = (id: string) => figures.get(id) ?? empty();
  const chains = new Map<string, Set<number>>();
  const addChains = (id: string, list: number[] | null) => {
    const set = chains.get(id) ?? new Set<number>();
    for (const chain of list ?? []) set.add(Number(chain));
    chains.set(id, set);
  };
  for (const row of addresses.rows) {
    const f = of(row.customer_id);
    f.depositAddresses = row.deposit;
    f.withdrawalAddresses = row.withdrawal;
    addChains(row.customer_id, row.chains);
  }
  for (const row of holdings.rows) {
    const f = of(row.customer_id);
    const balanceUsd = Number(row.balance_usd) || 0;
    f.holdings.push({
      currency: Number(row.blockchain),
      token: row.token,
      balance: Number(row.balance) || 0,
      balanceUsd,
    });
    f.balanceUsd += balanceUsd;
  }
  for (const row of transfers.rows) {
    const f = of(row.customer_id);
    f.deposits = row.deposits;
    f.withdrawals = row.withdrawals;
    f.incomingUsd = Number(row.incoming);
    f.outgoingUsd = Number(row.outgoing);
    f.earliest = row.earliest === null ? null : Number(row.earliest);
    f.latest = row.latest === null ? null : Number(row.latest);
    addChains(row.customer_id, row.chains);
  }
  for (const row of alerts.rows) of(row.customer_id).openAlerts = row.open;
  for (const [id, set] of chains) of(id).currencies = [...set].sort((a, b) => a - b);
  return figures;
}
