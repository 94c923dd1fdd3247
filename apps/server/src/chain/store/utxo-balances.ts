import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { chunks } from './batch.ts';
import type { BalanceInput } from './reference-data.ts';
import type { NativeAsset } from './types.ts';

/**
 * Native balances of UTXO-chain addresses from the stored inputs and outputs: what each address received less what
 * it spent, in exact numeric arithmetic. Right only when the store holds the chain from its first block: with a
 * later start, outputs created before it are missing and their spends would show as negative balances.
 */
export async function utxoLedgerBalances(
  db: Db,
  blockchain: number,
  addresses: readonly string[],
  native: NativeAsset,
): Promise<BalanceInput[]> {
  const balances: BalanceInput[] = [];
  for (const part of chunks([...new Set(addresses)].filter((a) => a !== ''))) {
    const rows = await sql<{ address: string; balance: string }>`
      SELECT io.address, sum(CASE WHEN io.is_input THEN -io.amount ELSE io.amount END)::text AS balance
      FROM tx_io io JOIN chain_transactions c ON c.id = io.tx_id
      WHERE c.blockchain = ${blockchain} AND io.address = ANY(${part}::text[]) AND io.asset_symbol = ${native.symbol}
      GROUP BY io.address
    `.execute(db);
    for (const r of rows.rows)
      balances.push({ address: r.address, assetSymbol: native.symbol, balance: r.balance });
  }
  return balances;
}
