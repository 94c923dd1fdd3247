import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { fromBaseUnits } from '../../store/amounts.ts';
import { chunks } from '../../store/batch.ts';
import type { PriceBook } from '../../store/price-book.ts';
import { type BalanceInput, writeBalances } from '../../store/reference-data.ts';
import type { NativeAsset } from '../../store/types.ts';
import { hexToBigInt } from './hex.ts';
import type { JsonRpcClient } from './json-rpc-client.ts';

/** The zero address mints and burns tokens: its "balance" would be minus the supply. */
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/**
 * Balances of `addresses`: the native balance as the node reports it at `blockTag` (eth_getBalance, batched), and
 * token balances as the sum of the stored token transfers in minus out (exact numeric arithmetic in SQL).
 */
export async function refreshEvmBalances(
  db: Db,
  client: JsonRpcClient,
  target: { blockchain: number; native: NativeAsset },
  addresses: readonly string[],
  blockTag: string,
  prices: PriceBook,
): Promise<void> {
  const accounts = addresses.filter((a) => a !== '' && a !== ZERO_ADDRESS);
  for (const part of chunks(accounts, 500)) {
    const answers = await client.batchResults(
      part.map((a) => ({ method: 'eth_getBalance', params: [a, blockTag] })),
    );
    const rows: BalanceInput[] = part.map((address, i) => ({
      address,
      assetSymbol: target.native.symbol,
      balance: fromBaseUnits(hexToBigInt(String(answers[i])), target.native.decimals),
    }));
    const tokens = await sql<{
      address: string;
      asset_symbol: string;
      asset_contract: string;
      balance: string;
    }>`
      SELECT address, asset_symbol, asset_contract, sum(amount)::text AS balance FROM (
        SELECT to_address AS address, asset_symbol, asset_contract, amount FROM transfers
          WHERE blockchain = ${target.blockchain} AND transfer_type = 4 AND to_address = ANY(${sql.val(part)}::text[])
        UNION ALL
        SELECT from_address, asset_symbol, asset_contract, -amount FROM transfers
          WHERE blockchain = ${target.blockchain} AND transfer_type = 4 AND from_address = ANY(${sql.val(part)}::text[])
      ) moves
      GROUP BY address, asset_symbol, asset_contract
    `.execute(db);
    for (const t of tokens.rows) {
      rows.push({
        address: t.address,
        assetSymbol: t.asset_symbol,
        assetContract: t.asset_contract,
        balance: t.balance,
      });
    }
    await writeBalances(db, target.blockchain, rows, prices);
  }
}
