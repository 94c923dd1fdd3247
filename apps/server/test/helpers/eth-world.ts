import { expect } from 'vitest';
import {
  markSynced,
  refreshAddressFacts,
  type TransactionInput,
  writeBlocks,
} from '../../src/chain/store/index.ts';
import type { Db } from '../../src/db/client.ts';
import { importLabels, planImports } from '../../src/modules/attribution/index.ts';

/**
 * A small Ethereum world written straight to the chain store, for the tests that screen one drawn by hand: named
 * addresses and hashes made of one repeated digit, transfers valued in dollars at ETH = $2,000, and labels from a
 * label CSV.
 */
export const ethAddress = (digit: string) => `0x${digit.repeat(40)}`;
export const txHash = (digit: string) => `0x${digit.repeat(64)}`;
/** Noon UTC of a day of 2026, given as MM-DD. */
export const in2026 = (day: string) => new Date(`2026-${day}T12:00:00Z`);

export const ethTransfer = (from: string, to: string, usd: number) => ({
  type: 1 as const,
  from,
  to,
  assetSymbol: 'ETH',
  amount: usd / 2000,
  valueUsd: usd,
});

/** A transaction of several transfers, in a block of its own numbered by its time. */
export const ethTransaction = (
  hash: string,
  time: Date,
  transfers: ReturnType<typeof ethTransfer>[],
): TransactionInput => ({
  hash,
  blockNumber: Math.floor(time.getTime() / 1000),
  blockTime: time,
  transfers,
});

/** A transaction of one transfer. */
export const ethPayment = (hash: string, time: Date, from: string, to: string, usd: number) =>
  ethTransaction(hash, time, [ethTransfer(from, to, usd)]);

/** Write the transactions, refresh the address facts and mark the chain synced up to a time. */
export async function writeEthWorld(
  db: Db,
  transactions: TransactionInput[],
  syncedUntil: Date,
  lastBlock = 1,
): Promise<void> {
  await writeBlocks(db, 1, { native: { symbol: 'ETH', decimals: 18 }, transactions });
  await refreshAddressFacts(db, 1);
  await markSynced(db, { blockchain: 1, provider: 'test', lastBlock, lastBlockTime: syncedUntil });
}

/** Import a label CSV (header line first), which must read without an error. */
export async function importLabelCsv(db: Db, lines: string[]): Promise<void> {
  for (const plan of planImports('csv', [{ name: 'labels.csv', text: lines.join('\n') }])) {
    const parsed = plan.parse();
    expect(parsed.errors).toEqual([]);
    await importLabels(db, { format: 'csv', fileName: plan.fileName, ...parsed });
  }
}
