import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { columnStoreOf } from '../chain-store/index.ts';

/**
 * Recompute per-address facts from the stored transfers (all of a chain's addresses, or only `addresses`):
 * first/last seen, incoming/outgoing transaction counts, USD totals and distinct counterparties. Self-transfers
 * (UTXO change, a → a) count for first/last seen only; the minting address '' is never an address or counterparty.
 * Flags set by providers (is_contract, token_account_owner, cluster_id) are left alone. One statement. With a column
 * store, its counterparty counts are recomputed too (its other facts are kept by the store's own views).
 */
export async function refreshAddressFacts(
  db: Db,
  blockchain: number,
  addresses?: readonly string[],
): Promise<void> {
  if (addresses && addresses.length === 0) return;
  const only = (column: string) =>
    addresses ? sql`AND ${sql.ref(column)} = ANY(${sql.val([...addresses])}::text[])` : sql``;
  await sql`
    INSERT INTO chain_addresses (blockchain, address, first_seen, last_seen, incoming_count, outgoing_count,
      total_incoming_usd, total_outgoing_usd, counterparty_count)
    SELECT ${blockchain}::smallint, address, min(block_time), max(block_time),
      count(DISTINCT tx_id) FILTER (WHERE dir = 1 AND counterparty <> address),
      count(DISTINCT tx_id) FILTER (WHERE dir = -1 AND counterparty <> address),
      coalesce(sum(value_usd) FILTER (WHERE dir = 1 AND counterparty <> address), 0),
      coalesce(sum(value_usd) FILTER (WHERE dir = -1 AND counterparty <> address), 0),
      count(DISTINCT counterparty) FILTER (WHERE counterparty <> address AND counterparty <> '')
    FROM (
      SELECT to_address AS address, from_address AS counterparty, tx_id, block_time, value_usd, 1 AS dir
        FROM transfers WHERE blockchain = ${blockchain} ${only('to_address')}
      UNION ALL
      SELECT from_address, to_address, tx_id, block_time, value_usd, -1
        FROM transfers WHERE blockchain = ${blockchain} AND from_address <> '' ${only('from_address')}
    ) moves
    WHERE address <> ''
    GROUP BY address
    ON CONFLICT (blockchain, address) DO UPDATE SET
      first_seen = excluded.first_seen, last_seen = excluded.last_seen,
      incoming_count = excluded.incoming_count, outgoing_count = excluded.outgoing_count,
      total_incoming_usd = excluded.total_incoming_usd, total_outgoing_usd = excluded.total_outgoing_usd,
      counterparty_count = excluded.counterparty_count
  `.execute(db);
  await columnStoreOf(db)?.refreshDegrees(blockchain, addresses);
}
