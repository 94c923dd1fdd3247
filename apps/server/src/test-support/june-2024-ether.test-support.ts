import { writeEthWorld } from '../../test/helpers/eth-world.ts';
import { upsertAssets, upsertPrices } from '../chain/store/index.ts';
import type { Db } from '../db/client.ts';

/** Noon of 1 June 2024: the day the monitoring and sanctions tests' blocks are made on. */
export const JUNE_2024 = new Date('2024-06-01T12:00:00Z');

/** Ether in the store at $3,000 on 1 June 2024. */
export async function priceEtherForJune2024(db: Db): Promise<void> {
  await upsertAssets(db, [{ blockchain: 1, symbol: 'ETH', name: 'Ether', decimals: 18 }]);
  await upsertPrices(db, [{ assetSymbol: 'ETH', day: '2024-06-01', usd: 3000 }]);
}

/** Block 20,000,000, of 1 June 2024: one transaction paying ETH, the store synced up to it (Ether priced). */
export async function writeJune2024Payment(
  db: Db,
  payment: { hash: string; from: string; to: string; amount: string },
): Promise<void> {
  await priceEtherForJune2024(db);
  const { hash, ...transfer } = payment;
  const transaction = {
    hash,
    blockNumber: 20_000_000,
    blockTime: JUNE_2024,
    transfers: [{ type: 1 as const, assetSymbol: 'ETH', ...transfer }],
  };
  await writeEthWorld(db, [transaction], JUNE_2024, 20_000_000);
}
