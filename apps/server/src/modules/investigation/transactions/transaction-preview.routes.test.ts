import { toEvmChecksum } from '@riskscreen/engine';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, demoObject } from '../../../chain/providers/demo/index.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { findDemoTransaction } from './transactions.test-support.ts';

const ctx = useTestApp({}, { demoWorld: true });

const demo = (key: string) => demoObject(DEFAULT_DEMO_SEED, key);
const get = (url: string) => ctx.call('agent', { method: 'GET', url: `${url}?workspace=alpha` });
const counts = async () => {
  const row = await ctx.db
    .selectNoFrom([
      sql<number>`(select count(*) from screened_transactions)`.as('screened'),
      sql<number>`(select count(*) from screening_events)`.as('events'),
    ])
    .executeTakeFirstOrThrow();
  return { screened: Number(row.screened), events: Number(row.events) };
};

describe('transaction previews', () => {
  it('shows an unscreened transaction with its risk, counterparties and tree, storing nothing', async () => {
    const market = demo('btc.sanctioned-darknet');
    const vendor = demo('btc.darknet-vendor');
    const hash = await findDemoTransaction(ctx.db, 0, { from: market.address, to: vendor.address });
    const before = await counts();
    const res = await get(`/risk/api/v4/0/transaction-preview/${hash}/`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: null,
      is_screened: false,
      identifier: hash,
      risk_level: 5,
      currency: 0,
    });
    expect(body.incoming_counterparty_summary.length).toBeGreaterThan(0);
    expect(body.investigation_tree.nodes[0]).toMatchObject({ id: hash, type: 'origin' });
    expect(await counts()).toEqual(before);

    const inputs = (await get(`/risk/api/v4/0/transaction-preview/${hash}/inputs/`)).json();
    const summed = (await get(`/risk/api/v4/0/transaction-preview/${hash}/aggregated-inputs/`)).json();
    expect(inputs.count).toBeGreaterThan(0);
    expect(summed.results.map((r: { address: string }) => r.address)).toEqual([market.address]);
    const outputs = (await get(`/risk/api/v4/0/transaction-preview/${hash}/aggregated-outputs/`)).json();
    expect(outputs.results.map((r: { address: string }) => r.address)).toContain(vendor.address);
  });

  it('names the workspace row of a transaction it has screened, and only in that workspace', async () => {
    const hash = await findDemoTransaction(ctx.db, 0, { from: demo('btc.whale').address });
    const screened = await ctx.call('agent', {
      method: 'POST',
      url: '/risk/api/v4/transactions/?workspace=alpha',
      payload: { identifier: hash, currency: 0 },
    });
    expect(screened.statusCode, screened.body).toBe(200);
    const preview = (await get(`/risk/api/v4/0/transaction-preview/${hash}/`)).json();
    expect(preview).toMatchObject({ id: screened.json().id, is_screened: true, identifier: hash });
    expect(preview.last_screened_time).toBe(screened.json().last_screened_time);
    const elsewhere = await ctx.call('outsider', {
      method: 'GET',
      url: `/risk/api/v4/0/transaction-preview/${hash}/?workspace=beta`,
    });
    expect(elsewhere.json()).toMatchObject({ id: null, is_screened: false });
  });

  it('names the cases that hold a screened transaction, and none elsewhere', async () => {
    const hash = await findDemoTransaction(ctx.db, 0, { from: demo('btc.darknet-vendor').address });
    const screened = await ctx.call('agent', {
      method: 'POST',
      url: '/risk/api/v4/transactions/?workspace=alpha',
      payload: { identifier: hash, currency: 0 },
    });
    expect(screened.statusCode, screened.body).toBe(200);
    const created = await ctx.call('agent', {
      method: 'POST',
      url: '/resolutioncenter/api/v4/cases/?workspace=alpha',
      payload: { name: 'Vendor payouts', transactions: [screened.json().id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = (await get(`/risk/api/v4/0/transaction-preview/${hash}/`)).json();
    expect(after.is_included_in_case).toBe(true);
    expect(after.associated_cases).toContainEqual({
      id: created.json().id,
      case_id: expect.any(String),
      name: 'Vendor payouts',
    });
    // The same cases as the transaction's own page (the screening may have opened one too).
    const page = (await get(`/risk/api/v4/transactions/${screened.json().id}/`)).json();
    expect(after.associated_cases).toEqual(page.associated_cases);
    const elsewhere = await ctx.call('outsider', {
      method: 'GET',
      url: `/risk/api/v4/0/transaction-preview/${hash}/?workspace=beta`,
    });
    expect(elsewhere.json()).toMatchObject({ associated_cases: [], is_included_in_case: false });
  });

  it('lists the token transfers of an Ethereum transaction and the native transfers as its inputs', async () => {
    const sender = demo('eth.sanctioned-person');
    const customer = demo('eth.sanctioned-counterparty');
    const hash = await findDemoTransaction(ctx.db, 1, {
      from: sender.address,
      to: customer.address,
      type: 4,
    });
    const tokens = (await get(`/risk/api/v4/1/transaction-preview/${hash}/token-transfers/`)).json();
    expect(tokens.results).toEqual([
      expect.objectContaining({
        from_address: sender.address,
        to_address: customer.address,
        token_symbol: 'USDT',
      }),
    ]);
    // A plain token transfer moves no native value: no inputs, no internal transactions.
    expect((await get(`/risk/api/v4/1/transaction-preview/${hash}/inputs/`)).json().count).toBe(0);
    expect(
      (await get(`/risk/api/v4/1/transaction-preview/${hash}/internal-transactions/`)).json().count,
    ).toBe(0);

    const user = demo('eth.dex-user');
    const swap = await findDemoTransaction(ctx.db, 1, { from: user.address, type: 8 });
    const calls = (await get(`/risk/api/v4/1/transaction-preview/${swap}/inputs/`)).json();
    expect(calls.results[0]).toMatchObject({ address: user.address, token_symbol: 'ETH' });
  });

  it('answers 404 for a transaction the store does not know, 400 for a bad hash or a retired chain', async () => {
    const unknown = await get(`/risk/api/v4/1/transaction-preview/0x${'ef'.repeat(32)}/`);
    expect(unknown.statusCode).toBe(404);
    expect((await get(`/risk/api/v4/1/transaction-preview/0x${'ef'.repeat(32)}/inputs/`)).statusCode).toBe(
      404,
    );
    // On a chain the store holds no data for, an unknown hash previews from attribution alone (nothing known).
    const elsewhere = await get(`/risk/api/v4/9/transaction-preview/0x${'ef'.repeat(32)}/`);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.json()).toMatchObject({ id: null, is_screened: false, risk_level: 0 });
    expect(
      (await get(`/risk/api/v4/9/transaction-preview/0x${'ef'.repeat(32)}/inputs/`)).json(),
    ).toMatchObject({
      count: 0,
    });
    const malformed = await get('/risk/api/v4/1/transaction-preview/0x1234/');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      identifier: ['Transaction hash is invalid for the selected currency'],
    });
    const retired = await get(`/risk/api/v4/5/transaction-preview/${'ab'.repeat(32)}/`);
    expect(retired.statusCode).toBe(400);
    expect(retired.json()).toMatchObject({ detail: 'This blockchain is no longer supported' });
    expect((await get(`/risk/api/v4/abc/transaction-preview/${'ab'.repeat(32)}/`)).statusCode).toBe(404);
    expect(
      (
        await ctx.call(null, {
          method: 'GET',
          url: `/risk/api/v4/1/transaction-preview/0x${'ef'.repeat(32)}/`,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('investigated transactions', () => {
  const investigate = (url: string, body: { sender: string[]; receiver: string[] }) =>
    ctx.call('agent', { method: 'POST', url, payload: body });

  it('pages the transactions in which a sender paid a receiver, newest first', async () => {
    const market = demo('btc.sanctioned-darknet');
    const vendor = demo('btc.darknet-vendor');
    const expected = await sql<{ n: number }>`
      SELECT count(DISTINCT tx_id) AS n FROM transfers
      WHERE blockchain = 0 AND from_address = ${market.address} AND to_address = ${vendor.address}`.execute(
      ctx.db,
    );
    const total = Number(expected.rows[0]?.n);
    expect(total).toBeGreaterThan(3);
    const body = { sender: [market.address, demo('btc.whale').address], receiver: [vendor.address] };
    const url = '/risk/api/v4/transactions/investigated-transactions/0/?workspace=alpha';
    const all = (await investigate(`${url}&limit=100`, body)).json();
    expect(all.count).toBe(total);
    expect(all.results).toHaveLength(total);
    const times = all.results.map((r: { block_date_time: number }) => r.block_date_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const r of all.results) expect(r.output_value_usd).toBeGreaterThan(0);

    const first = (await investigate(`${url}&limit=2&offset=0`, body)).json();
    const second = (await investigate(`${url}&limit=2&offset=2`, body)).json();
    expect(first).toMatchObject({ count: total, offset: 0, limit: 2 });
    expect([...first.results, ...second.results]).toEqual(all.results.slice(0, 4));
    const defaults = (await investigate(url, body)).json();
    expect(defaults.limit).toBe(20);

    const lite = await investigate(
      '/risk/api/v4/0/transaction-preview/investigated-transactions/?limit=100',
      body,
    );
    expect(lite.json()).toEqual(all);
    const reversed = (
      await investigate(url, { sender: [vendor.address], receiver: [market.address] })
    ).json();
    expect(reversed.results.map((r: { txn_id: string }) => r.txn_id)).not.toContain(all.results[0].txn_id);
  });

  it('accepts checksummed Ethereum addresses and refuses a retired chain', async () => {
    const sender = demo('eth.sanctioned-person');
    const customer = demo('eth.sanctioned-counterparty');
    const res = await investigate('/risk/api/v4/transactions/investigated-transactions/1/', {
      sender: [toEvmChecksum(sender.address)],
      receiver: [toEvmChecksum(customer.address)],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBeGreaterThan(0);
    const retired = await investigate('/risk/api/v4/transactions/investigated-transactions/5/', {
      sender: [],
      receiver: [],
    });
    expect(retired.json()).toMatchObject({ detail: 'This blockchain is no longer supported' });
  });
});
