import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { exportFile } from '../../../../test/helpers/export-file.ts';
import { DEFAULT_DEMO_SEED, demoObject } from '../../../chain/providers/demo/index.ts';
import { screenDemoAddress } from '../../../test-support/screening.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

// The shared test world: generateDemoWorld with DEFAULT_DEMO_SEED, scale 0.2, now 2026-11-01 (TEST_WORLD).
const ctx = useTestApp({}, { demoWorld: true });

const demo = (key: string) => demoObject(DEFAULT_DEMO_SEED, key);
const get = (url: string) => ctx.call('agent', { method: 'GET', url });
const ids = new Map<string, number>();
async function screenedId(key: string): Promise<number> {
  const known = ids.get(key);
  if (known) return known;
  const { id } = await screenDemoAddress(ctx, key);
  ids.set(key, id);
  return id;
}

type Row = {
  transaction_id: string;
  token_symbol: string;
  transaction_types: number[];
  value: number;
  value_usd: number;
  direction: 1 | -1;
  entities: string[];
  entities_names: string[];
  block_date_time: number | null;
};
const keyOf = (r: Row) => `${r.transaction_id}|${r.token_symbol}|${r.direction}`;

/** Follow offset_ts paging from the first page to the end, as the web client does. */
async function walk(url: string): Promise<{ count: number; rows: Row[]; pages: number }> {
  let next: string | null = url;
  const rows: Row[] = [];
  let count = -1;
  let pages = 0;
  while (next) {
    const res = await get(next);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    count = body.count;
    rows.push(...body.results);
    next = body.next;
    pages += 1;
    expect(pages).toBeLessThan(200);
  }
  return { count, rows, pages };
}

/** Per (transaction, asset, direction) rows of an address straight from the transfers, for comparison. */
async function expectedKeys(blockchain: number, address: string): Promise<string[]> {
  const result = await sql<{ hash: string; asset_symbol: string; direction: number }>`
    SELECT DISTINCT c.hash, t.asset_symbol, CASE WHEN t.to_address = ${address} THEN 1 ELSE -1 END AS direction
    FROM transfers t JOIN chain_transactions c ON c.id = t.tx_id
    WHERE t.blockchain = ${blockchain} AND (t.to_address = ${address} OR t.from_address = ${address})
      AND t.from_address <> t.to_address
  `.execute(ctx.db);
  return result.rows.map((r) => `${r.hash}|${r.asset_symbol}|${r.direction}`);
}

describe('token summary of a screened address', () => {
  it('lists each asset of a multi-token Ethereum address with totals that add up to its transfers', async () => {
    const obj = demo('eth.dex-user');
    const id = await screenedId('eth.dex-user');
    const res = await get(`/risk/api/v4/addresses/${id}/token-summary/?workspace=alpha`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    const sums = await sql<{
      asset_symbol: string;
      inc: number;
      out: number;
      inc_usd: number;
      out_usd: number;
    }>`
      SELECT asset_symbol,
        coalesce(sum(amount) FILTER (WHERE to_address = ${obj.address}), 0) AS inc,
        coalesce(sum(amount) FILTER (WHERE from_address = ${obj.address}), 0) AS out,
        coalesce(sum(value_usd) FILTER (WHERE to_address = ${obj.address}), 0) AS inc_usd,
        coalesce(sum(value_usd) FILTER (WHERE from_address = ${obj.address}), 0) AS out_usd
      FROM transfers WHERE blockchain = 1 AND from_address <> to_address
        AND (to_address = ${obj.address} OR from_address = ${obj.address})
      GROUP BY asset_symbol
    `.execute(ctx.db);
    expect(sums.rows.map((r) => r.asset_symbol).sort()).toEqual(['ETH', 'USDC', 'USDT']);
    for (const expected of sums.rows) {
      const row = body.results.find(
        (r: { token_symbol: string }) => r.token_symbol === expected.asset_symbol,
      );
      expect(row.total_incoming).toBeCloseTo(Number(expected.inc), 6);
      expect(row.total_outgoing).toBeCloseTo(Number(expected.out), 6);
      expect(row.total_incoming_usd).toBeCloseTo(Number(expected.inc_usd), 2);
      expect(row.total_outgoing_usd).toBeCloseTo(Number(expected.out_usd), 2);
      expect(row.earliest_transaction_time).toBeLessThanOrEqual(row.latest_transaction_time);
    }
    const balance = await ctx.db
      .selectFrom('balances')
      .select(['balance', 'balance_usd'])
      .where('blockchain', '=', 1)
      .where('address', '=', obj.address)
      .where('asset_contract', '=', '')
      .executeTakeFirstOrThrow();
    const eth = body.results.find((r: { token_symbol: string }) => r.token_symbol === 'ETH');
    expect(eth.balance).toBeCloseTo(Number(balance.balance), 9);
    expect(eth.balance_usd).toBeCloseTo(Number(balance.balance_usd), 2);

    const paged = (await get(`/risk/api/v4/addresses/${id}/token-summary/?workspace=alpha&limit=2`)).json();
    expect(paged.results).toHaveLength(2);
    expect(paged.next).toContain('offset=2');
  });
});

describe('transactions of a screened address', () => {
  it('walks every (transaction, token, direction) row exactly once with offset_ts paging, newest first', async () => {
    const obj = demo('eth.dex-user');
    const id = await screenedId('eth.dex-user');
    const { count, rows, pages } = await walk(
      `/risk/api/v4/addresses/${id}/transactions/?workspace=alpha&limit=7`,
    );
    const keys = rows.map(keyOf);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBe(count);
    expect(pages).toBeGreaterThan(3);
    expect([...keys].sort()).toEqual((await expectedKeys(1, obj.address)).sort());
    const times = rows.map((r) => r.block_date_time ?? Number.POSITIVE_INFINITY);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // A swap shows twice: ETH out (contract call) and the token in.
    const byTx = new Map<string, Row[]>();
    for (const r of rows) byTx.set(r.transaction_id, [...(byTx.get(r.transaction_id) ?? []), r]);
    expect([...byTx.values()].some((list) => list.length > 1)).toBe(true);
  });

  it('keeps rows of one second together when a page would split them (limit 1)', async () => {
    const obj = demo('eth.dex-user');
    const id = await screenedId('eth.dex-user');
    const { rows } = await walk(`/risk/api/v4/addresses/${id}/transactions/?workspace=alpha&limit=1`);
    expect(rows.map(keyOf).sort()).toEqual((await expectedKeys(1, obj.address)).sort());
  });

  it('narrows by type, direction, token, dates, counterparty and its attribution', async () => {
    const id = await screenedId('eth.dex-user');
    const base = `/risk/api/v4/addresses/${id}/transactions/?workspace=alpha&limit=200`;
    const all: Row[] = (await get(base)).json().results;

    const tokens: Row[] = (await get(`${base}&transaction_type=4`)).json().results;
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((r) => r.transaction_types.join() === '4')).toBe(true);
    expect(new Set(tokens.map((r) => r.token_symbol))).toEqual(new Set(['USDC', 'USDT']));

    const group: Row[] = (await get(`${base}&transaction_type=1,8`)).json().results;
    expect(
      group.every((r) => r.token_symbol === 'ETH' && r.transaction_types.every((t) => t === 1 || t === 8)),
    ).toBe(true);

    const out: Row[] = (await get(`${base}&direction=-1`)).json().results;
    expect(out.length).toBeGreaterThan(0);
    expect(out.every((r) => r.direction === -1)).toBe(true);
    expect(out.length).toBe(all.filter((r) => r.direction === -1).length);

    const usdc: Row[] = (await get(`${base}&token_symbol=usdc`)).json().results;
    expect(usdc.length).toBe(all.filter((r) => r.token_symbol === 'USDC').length);

    const times = all.map((r) => r.block_date_time ?? 0).sort((a, b) => a - b);
    const mid = new Date((times[Math.floor(times.length / 2)] ?? 0) * 1000).toISOString().slice(0, 10);
    const later: Row[] = (await get(`${base}&start_date=${mid}`)).json().results;
    const earlier: Row[] = (await get(`${base}&end_date=${mid}`)).json().results;
    const dayStart = Date.parse(`${mid}T00:00:00Z`) / 1000;
    expect(later.every((r) => (r.block_date_time ?? 0) >= dayStart)).toBe(true);
    expect(earlier.every((r) => (r.block_date_time ?? 0) < dayStart + 86_400)).toBe(true);
    expect(later.length).toBeLessThan(all.length);
    expect(later.length + earlier.length).toBeGreaterThanOrEqual(all.length);
    const backwards = await get(`${base}&start_date=2026-01-02&end_date=2026-01-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ end_date: ['The end date cannot precede the start date.'] });
  });

  it('filters by the counterparty, its entity name and type (Unknown for unattributed)', async () => {
    const id = await screenedId('eth.sanctioned-counterparty');
    const person = demo('eth.sanctioned-person');
    const base = `/risk/api/v4/addresses/${id}/transactions/?workspace=alpha&limit=200`;
    const all: Row[] = (await get(base)).json().results;
    const sanctioned: Row[] = (await get(`${base}&entity_types=Sanctions`)).json().results;
    expect(sanctioned.length).toBeGreaterThan(0);
    expect(sanctioned.every((r) => r.entities.includes('Sanctions'))).toBe(true);
    expect(sanctioned.some((r) => r.entities_names.includes('Marlo Vance'))).toBe(true);
    const named: Row[] = (await get(`${base}&entity_names=marlo%20vance`)).json().results;
    expect(named.map(keyOf)).toEqual(sanctioned.map(keyOf));
    // The EIP-55 spelling of the counterparty finds the same rows as its entity.
    const checksummed = `0x${person.address.slice(2).toUpperCase()}`;
    const byAddress: Row[] = (await get(`${base}&addresses=${checksummed}`)).json().results;
    expect(byAddress.map(keyOf)).toEqual(sanctioned.map(keyOf));
    const unknown: Row[] = (await get(`${base}&entity_types=Unknown`)).json().results;
    expect(unknown.every((r) => r.entities.length === 0)).toBe(true);
    expect(unknown.length + sanctioned.length).toBeLessThanOrEqual(all.length);
    const none = (await get(`${base}&entity_subtypes=No%20Such%20Subtype`)).json();
    expect(none.count).toBe(0);
  });

  it('lists incoming and outgoing rows by offset', async () => {
    const id = await screenedId('eth.dex-user');
    const all: Row[] = (
      await get(`/risk/api/v4/addresses/${id}/transactions/?workspace=alpha&limit=200`)
    ).json().results;
    for (const [type, direction] of [
      ['incoming', 1],
      ['outgoing', -1],
    ] as const) {
      const first = (
        await get(`/risk/api/v4/addresses/${id}/${type}-transactions/?workspace=alpha&limit=5`)
      ).json();
      expect(first.count).toBe(all.filter((r) => r.direction === direction).length);
      expect(first.results.every((r: Row) => r.direction === direction)).toBe(true);
      expect(first.next).toContain('offset=5');
      const second = (await get(first.next)).json();
      expect(second.results.map(keyOf)).not.toContain(keyOf(first.results[0]));
    }
  });

  it('exports the filtered rows as CSV: queued through the Download manager, or directly', async () => {
    const id = await screenedId('eth.dex-user');
    const page = (
      await get(`/risk/api/v4/addresses/${id}/transactions/?workspace=alpha&limit=200&direction=-1`)
    ).json();
    const res = await exportFile(
      ctx,
      'agent',
      `/risk/api/v4/addresses/${id}/transactions/export/?workspace=alpha&direction=-1`,
    );
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="transactions-0x[0-9a-f]+\.csv"/,
    );
    const records: string[][] = parse(res.text);
    expect(records[0]).toEqual([
      'Transaction',
      'Token',
      'Type',
      'Value',
      'Value USD',
      'Direction',
      'Entities Detected',
      'Entity Names',
      'Date (UTC)',
    ]);
    expect(records.length - 1).toBe(page.count);
    const first = page.results[0] as Row;
    expect(records[1]?.[0]).toBe(first.transaction_id);
    expect(records[1]?.[5]).toBe('Outgoing');
    expect(Number(records[1]?.[3])).toBeCloseTo(first.value, 9);
    expect(records[1]?.[8]).toBe(new Date((first.block_date_time ?? 0) * 1000).toISOString());
    const direct = await get(
      `/risk/api/v4/addresses/${id}/transactions/direct-export/?workspace=alpha&direction=-1`,
    );
    expect(direct.statusCode).toBe(200);
    expect(parse(direct.body)).toEqual(records);
  });

  it('answers 404 for an id of no screened address', async () => {
    expect((await get('/risk/api/v4/addresses/999999/transactions/?workspace=alpha')).statusCode).toBe(404);
    expect((await get('/risk/api/v4/addresses/999999/token-summary/?workspace=alpha')).statusCode).toBe(404);
  });
});
