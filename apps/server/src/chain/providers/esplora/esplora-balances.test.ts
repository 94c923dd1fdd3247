import { describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/client.ts';
import { upsertPrices } from '../../store/reference-data.ts';
import { utxoLedgerBalances } from '../../store/utxo-balances.ts';
import { BITCOIN_NATIVE } from '../config.ts';
import { syncEsplora } from './sync-esplora.ts';
import { useEsploraFixtures } from './test-support.ts';

/** Balances written by the block sync, on real Bitcoin blocks served from recorded Esplora answers. */
describe('Esplora block sync balances', () => {
  const esplora = useEsploraFixtures(8586);
  const { freshDb } = esplora;
  const balancesOf = (db: DbHandle['db']) =>
    db
      .selectFrom('balances')
      .select(['address', 'asset_symbol', 'balance', 'balance_usd'])
      .where('blockchain', '=', 0)
      .orderBy('address')
      .execute();

  it('writes each address its outputs less its spends when the sync starts at genesis', async () => {
    const db = await freshDb();
    await upsertPrices(db, [{ assetSymbol: 'BTC', day: '2009-01-03', usd: 0.1 }]);
    await syncEsplora(db, { url: esplora.server.url, startBlock: 0 }, { toBlock: 1 });
    // bitcoin-etl's outputs of blocks 0 and 1: each coinbase pays its 50 BTC to one P2PK key, never spent yet.
    expect(await balancesOf(db)).toEqual([
      { address: '12c6DSiU4Rq3P4ZxziKxzrL5LmMBrzjrJX', asset_symbol: 'BTC', balance: 50, balance_usd: 5 },
      { address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', asset_symbol: 'BTC', balance: 50, balance_usd: 5 },
    ]);
  });

  it('writes none from a later start, where spends of older outputs would show as negative balances', async () => {
    const db = await freshDb();
    await syncEsplora(db, { url: esplora.server.url, startBlock: 50_000 });
    expect(await balancesOf(db)).toEqual([]);
    const ledger = await utxoLedgerBalances(
      db,
      0,
      ['1HaHTfmvoUW6i6nhJf8jJs6tU4cHNmBQHQ', '1DoQeKfU3dYhN9bxMpFFcVUnufCPDqSPae'],
      BITCOIN_NATIVE,
    );
    const byAddress = Object.fromEntries(ledger.map((b) => [b.address, Number(b.balance)]));
    // 1HaHT… only received (50 + 100): the same as Esplora's recorded funded − spent for it.
    expect(byAddress['1HaHTfmvoUW6i6nhJf8jJs6tU4cHNmBQHQ']).toBe(150);
    const stats = (await (
      await fetch(`${esplora.server.url}/address/1HaHTfmvoUW6i6nhJf8jJs6tU4cHNmBQHQ`)
    ).json()) as {
      chain_stats: { funded_txo_sum: number; spent_txo_sum: number };
    };
    expect((stats.chain_stats.funded_txo_sum - stats.chain_stats.spent_txo_sum) / 1e8).toBe(150);
    // 1DoQ… spent an output from before block 50,000.
    expect(byAddress['1DoQeKfU3dYhN9bxMpFFcVUnufCPDqSPae']).toBe(-50);
  });
});
