import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BITCOIN_FIXTURES } from '../../../../test/helpers/esplora-fixture-server.ts';
import type { DbHandle } from '../../../db/client.ts';
import { fromBaseUnits } from '../../store/amounts.ts';
import { EndpointUnreachableError, ProviderResponseError } from '../provider-errors.ts';
import { fetchAddress, fetchTransaction, syncEsplora } from './sync-esplora.ts';
import { useEsploraFixtures } from './test-support.ts';

type ExpectedIo = { addresses: string[]; value: number };
type ExpectedTx = {
  hash: string;
  block_number: number;
  block_timestamp: number;
  is_coinbase: boolean;
  inputs: ExpectedIo[];
  outputs: ExpectedIo[];
  output_value: number;
  fee: number;
};

/** bitcoin-etl's normalised output for the same real blocks: the reference the stored rows must match. */
function expectedTransactions(folder: string): ExpectedTx[] {
  return readFileSync(resolve(BITCOIN_FIXTURES, folder, 'expected_transactions.json'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as ExpectedTx);
}
const btc = (sats: number) => fromBaseUnits(BigInt(sats), 8);

async function storedTransaction(db: DbHandle['db'], hash: string) {
  const tx = (
    await sql<{
      id: number;
      block_number: number;
      block_time: Date;
      is_coinbase: boolean;
      fee: string;
      value: string;
    }>`
      SELECT id, block_number, block_time, is_coinbase, fee::text AS fee, value::text AS value
      FROM chain_transactions WHERE blockchain = 0 AND hash = ${hash}`.execute(db)
  ).rows[0];
  if (!tx) return undefined;
  const io = (
    await sql<{ is_input: boolean; address: string; amount: string }>`
      SELECT is_input, address, amount::text AS amount FROM tx_io WHERE tx_id = ${tx.id}
      ORDER BY is_input DESC, position`.execute(db)
  ).rows;
  const transfers = (
    await sql<{ transfer_type: number; from_address: string; to_address: string; amount: string }>`
      SELECT transfer_type, from_address, to_address, amount::text AS amount FROM transfers
      WHERE tx_id = ${tx.id} ORDER BY position`.execute(db)
  ).rows;
  return {
    blockNumber: Number(tx.block_number),
    blockTime: new Date(tx.block_time).getTime() / 1000,
    isCoinbase: tx.is_coinbase,
    fee: tx.fee,
    value: tx.value,
    inputs: io.filter((r) => r.is_input).map((r) => [r.address, r.amount]),
    outputs: io.filter((r) => !r.is_input).map((r) => [r.address, r.amount]),
    transfers: transfers.map((t) => [t.transfer_type, t.from_address, t.to_address, t.amount]),
  };
}

function asStored(expected: ExpectedTx) {
  return {
    blockNumber: expected.block_number,
    blockTime: expected.block_timestamp,
    isCoinbase: expected.is_coinbase,
    fee: btc(expected.fee),
    value: btc(expected.output_value),
    inputs: expected.inputs.map((i) => [i.addresses[0], btc(i.value)]),
    outputs: expected.outputs.map((o) => [o.addresses[0], btc(o.value)]),
  };
}

describe('Esplora provider on real Bitcoin blocks served by a local Esplora API', () => {
  const esplora = useEsploraFixtures(8580);
  const { freshDb } = esplora;

  it('syncs blocks 50,000–50,002 exactly as bitcoin-etl exported them, with rewards, split transfers and clusters', async () => {
    const db = await freshDb();
    const progress: number[] = [];
    const summary = await syncEsplora(
      db,
      { url: esplora.server.url, startBlock: 50_000 },
      { blocksPerBatch: 2, onProgress: (p) => progress.push(p.block) },
    );
    expect(summary).toMatchObject({
      provider: 'esplora',
      fromBlock: 50_000,
      toBlock: 50_002,
      blocks: 3,
      transactions: 5,
    });
    expect(progress).toEqual([50_001, 50_002]);

    const expected = [
      ...expectedTransactions('block_without_transactions'),
      ...expectedTransactions('stream_50001_50002'),
    ];
    expect(expected).toHaveLength(5);
    const count = await db
      .selectFrom('chain_transactions')
      .select(db.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(5);
    for (const tx of expected) {
      const stored = await storedTransaction(db, tx.hash);
      expect(stored).toMatchObject(asStored(tx));
    }

    // Coinbases mint the 50 BTC subsidy (type 2) from nobody; spends are split over the inputs (type 1).
    expect(
      (await storedTransaction(db, 'e1882d41800d96d0fddc196cd8d3f0b45d65b030c652d97eaba79a1174e64d58'))
        ?.transfers,
    ).toEqual([[2, '', '1PkqKGbNLDdDJGveCcNUMV9CEFH77ADrPQ', '50']]);
    expect(
      (await storedTransaction(db, '7940cdde4d713e171849efc6bd89939185be270266c94e92369e3877ad89455a'))
        ?.transfers,
    ).toEqual([
      [1, '1DoQeKfU3dYhN9bxMpFFcVUnufCPDqSPae', '1HaHTfmvoUW6i6nhJf8jJs6tU4cHNmBQHQ', '50'],
      [1, '1PZMgkF2x161qvfP7dhoWSEEU3SjnQE1m9', '1HaHTfmvoUW6i6nhJf8jJs6tU4cHNmBQHQ', '50'],
    ]);

    // The two inputs of 7940cdde were spent together: one owner, one cluster. A lone spender gets no cluster.
    const clusters = await db
      .selectFrom('chain_addresses')
      .innerJoin('clusters', 'clusters.id', 'chain_addresses.cluster_id')
      .select(['chain_addresses.address', 'clusters.representative', 'clusters.size'])
      .where('chain_addresses.blockchain', '=', 0)
      .orderBy('chain_addresses.address')
      .execute();
    expect(clusters).toEqual([
      {
        address: '1DoQeKfU3dYhN9bxMpFFcVUnufCPDqSPae',
        representative: '1DoQeKfU3dYhN9bxMpFFcVUnufCPDqSPae',
        size: 2,
      },
      {
        address: '1PZMgkF2x161qvfP7dhoWSEEU3SjnQE1m9',
        representative: '1DoQeKfU3dYhN9bxMpFFcVUnufCPDqSPae',
        size: 2,
      },
    ]);

    const receiver = await db
      .selectFrom('chain_addresses')
      .select(['incoming_count', 'outgoing_count', 'counterparty_count'])
      .where('blockchain', '=', 0)
      .where('address', '=', '1HaHTfmvoUW6i6nhJf8jJs6tU4cHNmBQHQ')
      .executeTakeFirst();
    expect(receiver).toEqual({ incoming_count: 2, outgoing_count: 0, counterparty_count: 3 });

    const sync = await db.selectFrom('chain_sync').selectAll().where('blockchain', '=', 0).executeTakeFirst();
    expect(sync).toMatchObject({ provider: 'esplora', last_synced_block: 50_002 });
    expect(new Date(sync?.last_synced_block_timestamp ?? 0).getTime()).toBe(1_270_917_181_000);

    const again = await syncEsplora(db, { url: esplora.server.url, startBlock: 50_000 });
    expect(again).toMatchObject({ blocks: 0, note: 'already synced to block 50002' });
  });

  it('reads P2PK coinbases under their P2PKH address (the genesis block and block 1)', async () => {
    const db = await freshDb();
    const summary = await syncEsplora(db, { url: esplora.server.url, startBlock: 0 }, { toBlock: 1 });
    expect(summary).toMatchObject({ fromBlock: 0, toBlock: 1, blocks: 2, transactions: 2 });
    for (const folder of ['block_0', 'block_1']) {
      for (const tx of expectedTransactions(folder)) {
        expect(await storedTransaction(db, tx.hash)).toMatchObject({
          ...asStored(tx),
          transfers: [[2, '', tx.outputs[0]?.addresses[0], '50']],
        });
      }
    }
    const genesis = await storedTransaction(
      db,
      '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
    );
    expect(genesis?.outputs).toEqual([['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', '50']]);
    // Block 2 is not among the recordings: the sync stops with a clear error, having kept blocks 0 and 1.
    const error = await syncEsplora(db, { url: esplora.server.url, startBlock: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderResponseError);
    expect((error as Error).message).toBe('Esplora has no block at height 2');
  });

  it('pulls an unknown address on demand, with its transactions, clusters and balance', async () => {
    const db = await freshDb();
    const fetched = await fetchAddress(
      db,
      { url: esplora.server.url, startBlock: 0 },
      '1HaHTfmvoUW6i6nhJf8jJs6tU4cHNmBQHQ',
    );
    expect(fetched).toEqual({
      address: '1HaHTfmvoUW6i6nhJf8jJs6tU4cHNmBQHQ',
      transactions: 2,
      inserted: 2,
      truncated: false,
      balance: '150',
    });
    for (const tx of expectedTransactions('stream_50001_50002').filter((t) => !t.is_coinbase)) {
      expect(await storedTransaction(db, tx.hash)).toMatchObject(asStored(tx));
    }
    const balance = await db
      .selectFrom('balances')
      .select(['asset_symbol', 'balance'])
      .where('blockchain', '=', 0)
      .where('address', '=', '1HaHTfmvoUW6i6nhJf8jJs6tU4cHNmBQHQ')
      .execute();
    expect(balance).toEqual([{ asset_symbol: 'BTC', balance: 150 }]);
    const cluster = await db
      .selectFrom('clusters')
      .select(['representative', 'size'])
      .where('blockchain', '=', 0)
      .execute();
    expect(cluster).toEqual([{ representative: '1DoQeKfU3dYhN9bxMpFFcVUnufCPDqSPae', size: 2 }]);
    expect(esplora.server.requests).toContain('/address/1HaHTfmvoUW6i6nhJf8jJs6tU4cHNmBQHQ/txs');

    const again = await fetchAddress(
      db,
      { url: esplora.server.url, startBlock: 0 },
      '1HaHTfmvoUW6i6nhJf8jJs6tU4cHNmBQHQ',
    );
    expect(again.inserted).toBe(0);
    expect(await db.selectFrom('clusters').select('id').execute()).toHaveLength(1);
  });

  it('pulls one transaction on demand', async () => {
    const db = await freshDb();
    const target = { url: esplora.server.url, startBlock: 0 };
    const hash = 'f84761459a00c6df3176ae5d94c99e69f25100d09548e5686bd0c354bb8cc60a';
    expect(await fetchTransaction(db, target, hash.toUpperCase())).toBe(true);
    const [expected] = expectedTransactions('stream_50001_50002').filter((t) => t.hash === hash);
    if (!expected) throw new Error('fixture transaction missing');
    expect(await storedTransaction(db, hash)).toMatchObject({
      ...asStored(expected),
      transfers: [[1, '18dxbN6m8zxieN8F9BchXmhbeXUdFLr8fD', '1HaHTfmvoUW6i6nhJf8jJs6tU4cHNmBQHQ', '50']],
    });
    expect(await fetchTransaction(db, target, 'ab'.repeat(32))).toBe(false);
    await expect(fetchTransaction(db, target, 'not-a-hash')).rejects.toThrow('Transaction hash is invalid');
  });

  it('answers 404 on paths outside the Esplora API, and the provider reports a dead endpoint clearly', async () => {
    expect((await fetch(`${esplora.server.url}/api/v1/nothing`)).status).toBe(404);
    const db = await freshDb();
    // The top of the test port range: nothing listens there unless every lower port is taken.
    const error = await syncEsplora(db, { url: 'http://127.0.0.1:8589', startBlock: 0 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(EndpointUnreachableError);
    expect((error as Error).message).toBe(
      'The chain data endpoint http://127.0.0.1:8589 is unreachable or not answering: ECONNREFUSED',
    );
  });
});
