import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { ClickHouseChainStore } from './clickhouse-chain-store.ts';
import { columnRowsOf, type StoredTransfer } from './transfer-rows.ts';
import type { ChainTransferRow } from './types.ts';

/** Transactions read from PostgreSQL per round (their transfers go to ClickHouse in one insert). */
const TRANSACTIONS_PER_ROUND = 50_000;

/**
 * Copy the transfers PostgreSQL holds into the column store (an installation switching to CHAIN_STORE_URL, or a
 * test database cloned from a snapshot), chain by chain, then count every address's counterparties. Meant for an
 * empty column store: transfers already there would be counted twice.
 */
export async function copyTransfersToColumnStore(db: Db, store: ClickHouseChainStore): Promise<number> {
  const chains = await db.selectFrom('chain_transactions').select('blockchain').distinct().execute();
  let copied = 0;
  for (const { blockchain } of chains) {
    let after = 0;
    for (;;) {
      const result = await sql<
        StoredTransfer & { tx_id: string; hash: string; block_number: string | null; block_time: Date | null }
      >`
        WITH txs AS (
          SELECT id, hash FROM chain_transactions WHERE blockchain = ${blockchain} AND id > ${after}
          ORDER BY id LIMIT ${TRANSACTIONS_PER_ROUND}
        )
        SELECT t.tx_id, txs.hash, t.position, t.transfer_type, t.from_address, t.to_address, t.asset_symbol,
          t.asset_contract, t.amount::text AS amount, t.value_usd::text AS value_usd, t.block_number, t.block_time
        FROM txs JOIN transfers t ON t.tx_id = txs.id
        ORDER BY t.tx_id, t.position, t.id
      `.execute(db);
      const last = await sql<{ id: string | null }>`
        SELECT max(id)::text AS id FROM (
          SELECT id FROM chain_transactions WHERE blockchain = ${blockchain} AND id > ${after}
          ORDER BY id LIMIT ${TRANSACTIONS_PER_ROUND}
        ) s`.execute(db);
      const rows: ChainTransferRow[] = [];
      let start = 0;
      const all = result.rows;
      for (let i = 1; i <= all.length; i++) {
        if (i < all.length && all[i]!.tx_id === all[start]!.tx_id) continue;
        const tx = all.slice(start, i);
        // A transaction's transfers share its hash and block (writeBlocks stores them from the transaction).
        const { tx_id, hash, block_number, block_time } = tx[0]!;
        rows.push(
          ...columnRowsOf(
            {
              blockchain,
              txId: Number(tx_id),
              txHash: hash,
              blockNumber: block_number === null ? 0 : Number(block_number),
              blockTime: block_time ? Math.floor(new Date(block_time).getTime() / 1000) : 0,
            },
            tx,
          ),
        );
        start = i;
      }
      if (rows.length > 0) copied += await store.addTransfers(rows);
      const lastId = last.rows[0]?.id;
      if (!lastId) break;
      after = Number(lastId);
    }
    await store.refreshDegrees(blockchain);
  }
  return copied;
}
