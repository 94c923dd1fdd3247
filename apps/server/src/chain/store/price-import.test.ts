import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/helpers/test-db.ts';
import type { DbHandle } from '../../db/client.ts';
import { importPrices, parsePriceCsv, upsertAssets, upsertPrices, writeBlocks } from './index.ts';

describe('parsePriceCsv', () => {
  it('reads good rows and reports bad ones by line', () => {
    const text = [
      'asset,day,usd',
      'BTC,2024-03-01,61000.5',
      'eth,2024-03-01,3400',
      '',
      'BTC,2024-02-30,1',
      'BTC,2024-03-02,-5',
      'BTC,2024-03-02,abc',
      'B TC,2024-03-02,1',
      'BTC,2024-03-01,61001',
      'BTC,2024-03-03',
      'USDT,2024-03-01,"1.0002"',
    ].join('\n');
    const { rows, errors } = parsePriceCsv(text);
    expect(rows).toEqual([
      { assetSymbol: 'BTC', day: '2024-03-01', usd: '61000.5' },
      { assetSymbol: 'ETH', day: '2024-03-01', usd: '3400' },
      { assetSymbol: 'USDT', day: '2024-03-01', usd: '1.0002' },
    ]);
    expect(errors).toEqual([
      { line: 5, error: 'Day "2024-02-30" is not a date in the form YYYY-MM-DD' },
      { line: 6, error: 'Price "-5" is not a positive number' },
      { line: 7, error: 'Price "abc" is not a positive number' },
      { line: 8, error: 'Asset "B TC" is not a symbol such as BTC' },
      { line: 9, error: 'BTC on 2024-03-01 is already given on line 2' },
      { line: 10, error: 'Expected 3 fields (asset,day,usd), found 2' },
    ]);
  });

  it('refuses a file without the header', () => {
    expect(parsePriceCsv('BTC,2024-03-01,1\n')).toEqual({
      rows: [],
      errors: [{ line: 1, error: 'The first line must be the header asset,day,usd' }],
    });
    expect(parsePriceCsv('').errors).toHaveLength(1);
    expect(parsePriceCsv('asset,day,usd\n"BTC,2024').errors[0]?.error).toMatch(/Not readable as CSV/);
  });
});

describe('importPrices', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
    await upsertAssets(handle.db, [{ blockchain: 0, symbol: 'BTC', name: 'Bitcoin', decimals: 8 }]);
    await upsertPrices(handle.db, [{ assetSymbol: 'BTC', day: '2024-03-01', usd: 50_000 }]);
    await writeBlocks(handle.db, 0, {
      native: { symbol: 'BTC', decimals: 8 },
      transactions: [
        {
          hash: 'a'.repeat(64),
          blockNumber: 1,
          blockTime: new Date('2024-03-01T12:00:00Z'),
          fee: '0.0001',
          inputs: [{ address: 'x', amount: '2.0001' }],
          outputs: [{ address: 'y', amount: '2' }],
        },
      ],
    });
  });
  afterAll(async () => handle?.close());

  it('imports the good rows, skips the bad ones and re-values stored transfers', async () => {
    const outcome = await importPrices(
      handle.db,
      'asset,day,usd\nBTC,2024-03-01,60000\nBTC,2024-03-02,61000\nBTC,bad,1\n',
    );
    expect(outcome).toMatchObject({ imported: 2, skipped: 1, symbols: ['BTC'] });
    expect(outcome.errors).toEqual([{ line: 4, error: 'Day "bad" is not a date in the form YYYY-MM-DD' }]);
    const prices = await handle.db.selectFrom('prices').select(['usd']).orderBy('day').execute();
    expect(prices.map((p) => Number(p.usd))).toEqual([60_000, 61_000]);
    const transfer = await handle.db.selectFrom('transfers').select('value_usd').executeTakeFirstOrThrow();
    expect(Number(transfer.value_usd)).toBe(120_000);
    const tx = await handle.db
      .selectFrom('chain_transactions')
      .select(['value_usd', 'fee_usd'])
      .executeTakeFirstOrThrow();
    expect([Number(tx.value_usd), Number(tx.fee_usd)]).toEqual([120_000, 6]);
  });

  it('imports nothing when no row is usable', async () => {
    const outcome = await importPrices(handle.db, 'asset,day,usd\nBTC,2024-03-01,0\n');
    expect(outcome).toMatchObject({ imported: 0, skipped: 1 });
    const price = await handle.db
      .selectFrom('prices')
      .select('usd')
      .where('day', '=', '2024-03-01')
      .executeTakeFirstOrThrow();
    expect(Number(price.usd)).toBe(60_000);
  });

  it('re-values a day without a price at the closest earlier day; rows older than every price keep theirs', async () => {
    await writeBlocks(handle.db, 0, {
      native: { symbol: 'BTC', decimals: 8 },
      transactions: [
        {
          hash: 'b'.repeat(64),
          blockNumber: 2,
          blockTime: new Date('2024-03-05T08:00:00Z'),
          fee: '0',
          inputs: [{ address: 'y', amount: '1' }],
          outputs: [{ address: 'z', amount: '1' }],
        },
        {
          hash: 'c'.repeat(64),
          blockNumber: 3,
          blockTime: new Date('2024-02-01T08:00:00Z'),
          fee: '0',
          inputs: [{ address: 'v', amount: '1' }],
          outputs: [{ address: 'w', amount: '1' }],
        },
      ],
    });
    await importPrices(handle.db, 'asset,day,usd\nBTC,2024-03-02,62000\n');
    const valueTo = async (to: string) =>
      Number(
        (
          await handle.db
            .selectFrom('transfers')
            .select('value_usd')
            .where('to_address', '=', to)
            .executeTakeFirstOrThrow()
        ).value_usd,
      );
    expect(await valueTo('z')).toBe(62_000);
    expect(await valueTo('w')).toBe(0);
  });
});
