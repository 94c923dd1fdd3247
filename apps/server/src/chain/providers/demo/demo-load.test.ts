import { createHash } from 'node:crypto';
import { validateTransactionHash } from '@riskscreen/engine';
import { TAG_CATEGORIES } from '@riskscreen/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../test/helpers/test-db.ts';
import type { Db, DbHandle } from '../../../db/client.ts';
import { demoObject } from './catalogue.ts';
import { clearDemoWorld, demoWorldPresent } from './clear.ts';
import { type DemoSummary, generateDemoWorld } from './generate.ts';
import { demoAddressProblem } from './test-support.ts';

const NOW = new Date('2025-06-30T12:00:00Z');
const SEED = 'test-seed';
const SCALE = 0.05;
const target = (h: DbHandle) => ({ db: h.db, pglite: h.pglite });

/** A digest of every demo row, independent of physical order (ids included: they are assigned in order). */
async function worldDigest(db: Db): Promise<Record<string, string>> {
  const queries: Record<string, string> = {
    chain_transactions:
      'SELECT blockchain, hash, block_number, block_time, fee::text, fee_usd::text, value::text, value_usd::text, is_coinbase, status FROM chain_transactions ORDER BY blockchain, hash',
    transfers:
      'SELECT c.hash, t.position, t.transfer_type, t.from_address, t.to_address, t.asset_symbol, t.asset_contract, t.amount::text, t.value_usd::text, t.block_number, t.block_time FROM transfers t JOIN chain_transactions c ON c.id = t.tx_id ORDER BY c.blockchain, c.hash, t.position',
    tx_io:
      'SELECT c.hash, io.is_input, io.position, io.address, io.amount::text, io.value_usd::text FROM tx_io io JOIN chain_transactions c ON c.id = io.tx_id ORDER BY c.hash, io.is_input, io.position',
    chain_addresses:
      'SELECT a.blockchain, a.address, a.first_seen, a.last_seen, a.incoming_count, a.outgoing_count, a.total_incoming_usd::text, a.total_outgoing_usd::text, a.counterparty_count, a.is_contract, a.token_account_owner, c.representative FROM chain_addresses a LEFT JOIN clusters c ON c.id = a.cluster_id ORDER BY a.blockchain, a.address',
    balances:
      'SELECT blockchain, address, asset_symbol, asset_contract, balance::text, balance_usd::text FROM balances ORDER BY 1, 2, 4',
    labels:
      "SELECT l.blockchain, l.address, c.representative, e.name, e.category, l.confidence, l.valid_from, l.valid_to FROM labels l JOIN entities e ON e.id = l.entity_id LEFT JOIN clusters c ON c.id = l.cluster_id WHERE l.source = 'demo' ORDER BY 1, 2, 3, 4, 5",
    prices: 'SELECT asset_symbol, day::text, usd::text FROM prices ORDER BY 1, 2',
    assets: 'SELECT blockchain, symbol, contract_address, decimals, is_native FROM assets ORDER BY 1, 3',
  };
  const out: Record<string, string> = {};
  for (const [table, query] of Object.entries(queries)) {
    const { rows } = await sql.raw(query).execute(db);
    out[table] = `${rows.length}:${createHash('sha256').update(JSON.stringify(rows)).digest('hex')}`;
  }
  return out;
}

async function count(db: Db, query: string): Promise<number> {
  const { rows } = await sql.raw<{ n: number }>(query).execute(db);
  return Number(rows[0]?.n ?? 0);
}

describe('demo world in the store', () => {
  let handle: DbHandle;
  let summary: DemoSummary;
  beforeAll(async () => {
    handle = await createTestDb();
    summary = await generateDemoWorld(target(handle), { seed: SEED, scale: SCALE, now: NOW });
  });
  afterAll(async () => handle?.close());

  it('is deterministic: the same seed gives identical rows, another seed differs', async () => {
    const again = await createTestDb();
    const other = await createTestDb();
    try {
      await generateDemoWorld(target(again), { seed: SEED, scale: SCALE, now: NOW });
      await generateDemoWorld(target(other), { seed: 'another-seed', scale: SCALE, now: NOW });
      const digest = await worldDigest(handle.db);
      expect(await worldDigest(again.db)).toEqual(digest);
      const different = await worldDigest(other.db);
      expect(different.transfers).not.toBe(digest.transfers);
      expect(different.prices).not.toBe(digest.prices);
    } finally {
      await again.close();
      await other.close();
    }
  });

  it('reports what it generated and records the sync state per chain', async () => {
    expect(summary.chains.map((c) => c.blockchain).sort((a, b) => a - b)).toEqual([0, 1, 8, 10]);
    for (const chain of summary.chains) expect(chain.transactions).toBeGreaterThan(100);
    const sync = await handle.db.selectFrom('chain_sync').selectAll().orderBy('blockchain').execute();
    expect(sync.map((s) => [s.blockchain, s.provider])).toEqual([
      [0, 'demo'],
      [1, 'demo'],
      [8, 'demo'],
      [10, 'demo'],
    ]);
    for (const s of sync) expect(s.last_synced_block_timestamp!.getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(await demoWorldPresent(handle.db)).toBe(true);
  });

  it('attributes entities of every category, some through clusters', async () => {
    const categories = await handle.db
      .selectFrom('labels')
      .innerJoin('entities', 'entities.id', 'labels.entity_id')
      .select('entities.category')
      .distinct()
      .execute();
    expect(new Set(categories.map((c) => c.category))).toEqual(new Set(TAG_CATEGORIES));
    expect(
      await count(
        handle.db,
        "SELECT count(*) AS n FROM labels WHERE cluster_id IS NOT NULL AND source = 'demo'",
      ),
    ).toBeGreaterThan(0);
    // A sanctioned darknet market: one address, two categories; the sanctions label knows when it started.
    const market = demoObject(SEED, 'btc.sanctioned-darknet');
    const labels = await handle.db
      .selectFrom('labels')
      .innerJoin('entities', 'entities.id', 'labels.entity_id')
      .select(['entities.category', 'labels.valid_from', 'labels.confidence'])
      .where('labels.address', '=', market.address)
      .orderBy('entities.category')
      .execute();
    expect(labels.map((l) => l.category)).toEqual(['Darknet', 'Sanctions']);
    expect(labels[1]?.valid_from).not.toBeNull();
    expect(labels.map((l) => l.confidence)).toEqual([100, 60]);
    // A delisted designation carries its end.
    const pool = demoObject(SEED, 'eth.mixer-contract');
    const delisted = await count(
      handle.db,
      `SELECT count(*) AS n FROM labels WHERE address = '${pool.address}' AND valid_to IS NOT NULL`,
    );
    expect(delisted).toBe(1);
  });

  it('has every transfer kind: native, rewards, tokens, internal, contract calls', async () => {
    const kinds = await sql<{ blockchain: number; transfer_type: number; asset_symbol: string }>`
      SELECT DISTINCT blockchain, transfer_type, asset_symbol FROM transfers`.execute(handle.db);
    const has = (b: number, type: number, symbol: string) =>
      kinds.rows.some((r) => r.blockchain === b && r.transfer_type === type && r.asset_symbol === symbol);
    expect(has(0, 1, 'BTC') && has(0, 2, 'BTC') && has(0, 3, 'BTC')).toBe(true);
    expect(has(1, 4, 'USDT') && has(1, 4, 'USDC') && has(1, 7, 'ETH') && has(1, 8, 'ETH')).toBe(true);
    expect(has(10, 4, 'USDT') && has(10, 1, 'TRX')).toBe(true);
    expect(has(8, 4, 'USDT') && has(8, 7, 'BNB')).toBe(true);
    expect(
      await count(handle.db, 'SELECT count(*) AS n FROM chain_transactions WHERE is_coinbase'),
    ).toBeGreaterThan(10);
  });

  it('has a megahub with by far the highest degree', async () => {
    const megahub = demoObject(SEED, 'eth.megahub');
    const top = await handle.db
      .selectFrom('chain_addresses')
      .select(['address', 'counterparty_count'])
      .orderBy('counterparty_count', 'desc')
      .limit(2)
      .execute();
    expect(top[0]?.address).toBe(megahub.address);
    expect(top[0]!.counterparty_count).toBeGreaterThan(2 * top[1]!.counterparty_count);
  });

  it('has token accounts with owners', async () => {
    const account = demoObject(SEED, 'eth.token-account');
    const owner = demoObject(SEED, 'eth.token-account-owner');
    const row = await handle.db
      .selectFrom('chain_addresses')
      .select(['token_account_owner', 'is_contract'])
      .where('blockchain', '=', 1)
      .where('address', '=', account.address)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ token_account_owner: owner.address, is_contract: true });
    const forwarders = await count(
      handle.db,
      `SELECT count(*) AS n FROM chain_addresses WHERE blockchain = 1 AND token_account_owner = '${demoObject(SEED, 'eth.exchange-hot').address}'`,
    );
    expect(forwarders).toBeGreaterThan(5);
    expect(
      await count(handle.db, 'SELECT count(*) AS n FROM chain_addresses WHERE is_contract'),
    ).toBeGreaterThan(10);
  });

  it('uses only addresses and hashes valid for their chain', async () => {
    const { rows } = await sql<{ blockchain: number; address: string }>`
      SELECT blockchain, address FROM chain_addresses
      UNION SELECT blockchain, from_address FROM transfers WHERE from_address <> ''
      UNION SELECT blockchain, to_address FROM transfers
      UNION SELECT c.blockchain, io.address FROM tx_io io JOIN chain_transactions c ON c.id = io.tx_id
      UNION SELECT blockchain, address FROM labels WHERE address IS NOT NULL
      UNION SELECT blockchain, token_account_owner FROM chain_addresses WHERE token_account_owner IS NOT NULL
      UNION SELECT blockchain, contract_address FROM assets WHERE contract_address <> ''`.execute(handle.db);
    expect(rows.length).toBeGreaterThan(1000);
    const bad = rows
      .map((r) => [r.blockchain, r.address, demoAddressProblem(r.blockchain, r.address)])
      .filter((r) => r[2]);
    expect(bad).toEqual([]);
    const hashes = await handle.db.selectFrom('chain_transactions').select(['blockchain', 'hash']).execute();
    expect(hashes.filter((h) => !validateTransactionHash(h.blockchain, h.hash).ok)).toEqual([]);
  });

  it('values transfers at the USD price of their block day', async () => {
    const mismatched = await count(
      handle.db,
      `SELECT count(*) AS n FROM transfers t
         LEFT JOIN prices p ON p.asset_symbol = t.asset_symbol AND p.day = (t.block_time AT TIME ZONE 'UTC')::date
        WHERE p.usd IS NULL OR abs(t.value_usd - round(t.amount * p.usd, 6)) > 0.00001`,
    );
    expect(mismatched).toBe(0);
    expect(await count(handle.db, 'SELECT count(*) AS n FROM transfers WHERE value_usd > 0')).toBeGreaterThan(
      1000,
    );
    const prices = await handle.db
      .selectFrom('prices')
      .select(['asset_symbol'])
      .select((eb) => eb.fn.countAll<number>().as('days'))
      .groupBy('asset_symbol')
      .execute();
    expect(Object.fromEntries(prices.map((p) => [p.asset_symbol, Number(p.days)]))).toEqual({
      BNB: 732,
      BTC: 732,
      ETH: 732,
      TRX: 732,
      USDC: 732,
      USDT: 732,
    });
  });

  it('keeps every UTXO split equal to the outputs it splits', async () => {
    const broken = await count(
      handle.db,
      `SELECT count(*) AS n FROM chain_transactions c
         JOIN (SELECT tx_id, sum(amount) AS total FROM tx_io WHERE NOT is_input GROUP BY tx_id) o ON o.tx_id = c.id
         LEFT JOIN (SELECT tx_id, sum(amount) AS total FROM transfers WHERE transfer_type IN (1, 2, 3) GROUP BY tx_id) t
           ON t.tx_id = c.id
        WHERE c.blockchain = 0 AND t.total IS DISTINCT FROM o.total`,
    );
    expect(broken).toBe(0);
    // Inputs cover outputs plus the fee exactly.
    const unbalanced = await count(
      handle.db,
      `SELECT count(*) AS n FROM chain_transactions c
         JOIN (SELECT tx_id, sum(amount) FILTER (WHERE is_input) AS ins, sum(amount) FILTER (WHERE NOT is_input) AS outs
                 FROM tx_io GROUP BY tx_id) io ON io.tx_id = c.id
        WHERE NOT c.is_coinbase AND io.ins <> io.outs + c.fee`,
    );
    expect(unbalanced).toBe(0);
  });

  it('stores balances consistent with the flows', async () => {
    // Bitcoin: unspent = received outputs − spent inputs.
    const utxo = await count(
      handle.db,
      `WITH flows AS (
         SELECT io.address, sum(CASE WHEN io.is_input THEN -io.amount ELSE io.amount END) AS net
           FROM tx_io io JOIN chain_transactions c ON c.id = io.tx_id WHERE c.blockchain = 0 GROUP BY io.address)
       SELECT count(*) AS n FROM flows f FULL JOIN (SELECT address, balance FROM balances WHERE blockchain = 0) b
         ON b.address = f.address
        WHERE coalesce(f.net, 0) <> coalesce(b.balance, 0)`,
    );
    expect(utxo).toBe(0);
    // Account chains: received − sent − fees paid (the first transfer of a transaction names its sender).
    const account = await count(
      handle.db,
      `WITH moves AS (
         SELECT blockchain, to_address AS address, asset_contract, amount FROM transfers WHERE blockchain <> 0
         UNION ALL SELECT blockchain, from_address, asset_contract, -amount FROM transfers WHERE blockchain <> 0
         UNION ALL SELECT c.blockchain, t.from_address, '', -c.fee FROM chain_transactions c
           JOIN transfers t ON t.tx_id = c.id AND t.position = 0 WHERE c.blockchain <> 0),
       flows AS (SELECT blockchain, address, asset_contract, sum(amount) AS net FROM moves GROUP BY 1, 2, 3)
       SELECT count(*) AS n FROM flows f
         FULL JOIN (SELECT * FROM balances WHERE blockchain <> 0) b
           ON b.blockchain = f.blockchain AND b.address = f.address AND b.asset_contract = f.asset_contract
        WHERE coalesce(f.net, 0) <> coalesce(b.balance, 0)
          AND coalesce(f.address, b.address) NOT IN ('', '0x0000000000000000000000000000000000000000', 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb')`,
    );
    expect(account).toBe(0);
    expect(await count(handle.db, 'SELECT count(*) AS n FROM balances WHERE balance < 0')).toBe(0);
    expect(
      await count(handle.db, 'SELECT count(*) AS n FROM balances WHERE balance_usd > 0'),
    ).toBeGreaterThan(100);
  });

  it('shows the behaviours the catalogue promises', async () => {
    const facts = async (key: string) => {
      const o = demoObject(SEED, key);
      return handle.db
        .selectFrom('chain_addresses')
        .selectAll()
        .where('blockchain', '=', o.blockchain)
        .where('address', '=', o.address)
        .executeTakeFirstOrThrow();
    };
    const days = (d: Date | null) => (NOW.getTime() - (d?.getTime() ?? 0)) / 86_400_000;
    const dormant = await facts('btc.dormant');
    expect(days(dormant.first_seen)).toBeGreaterThan(700);
    expect(days(dormant.last_seen)).toBeLessThan(10);
    expect(days((await facts('eth.young')).first_seen)).toBeLessThan(3);
    expect((await facts('eth.many-counterparties')).counterparty_count).toBeGreaterThanOrEqual(60);
    expect((await facts('eth.high-count')).outgoing_count).toBeGreaterThanOrEqual(60);
    expect(Number((await facts('eth.high-total')).total_incoming_usd)).toBeGreaterThan(5_000_000);
    const transit = demoObject(SEED, 'eth.transit');
    const hops = await sql<{ gap: number }>`
      SELECT extract(epoch FROM o.block_time - i.block_time) / 60 AS gap
        FROM transfers i JOIN transfers o ON o.from_address = i.to_address AND o.block_time >= i.block_time
       WHERE i.to_address = ${transit.address} AND i.transfer_type = 4 AND o.transfer_type = 4
         AND i.blockchain = 1 AND o.blockchain = 1`.execute(handle.db);
    expect(hops.rows.filter((h) => Number(h.gap) <= 10).length).toBeGreaterThanOrEqual(5);
    const ranged = await count(
      handle.db,
      `SELECT count(*) AS n FROM transfers WHERE from_address = '${demoObject(SEED, 'eth.range-bound').address}'
         AND amount BETWEEN 9000 AND 9950`,
    );
    expect(ranged).toBe(30);
    // Every catalogue object exists in the store.
    for (const key of [
      'btc.mixer-output',
      'btc.peel-hop',
      'tron.structuring',
      'bsc.rug-victim',
      'eth.behind-megahub',
    ]) {
      expect((await facts(key)).incoming_count).toBeGreaterThan(0);
    }
  });

  it('can be cleared and generated again', async () => {
    await clearDemoWorld(handle.db);
    expect(await demoWorldPresent(handle.db)).toBe(false);
    expect(await count(handle.db, 'SELECT count(*) AS n FROM transfers')).toBe(0);
    expect(await count(handle.db, "SELECT count(*) AS n FROM labels WHERE source = 'demo'")).toBe(0);
    const again = await generateDemoWorld(target(handle), { seed: SEED, scale: SCALE, now: NOW });
    expect(again.chains.map((c) => c.transfers)).toEqual(summary.chains.map((c) => c.transfers));
  });
});
