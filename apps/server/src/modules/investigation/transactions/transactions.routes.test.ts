import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, demoObject } from '../../../chain/providers/demo/index.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { findDemoTransaction } from './transactions.test-support.ts';

const ctx = useTestApp({}, { demoWorld: true });

const demo = (key: string) => demoObject(DEFAULT_DEMO_SEED, key);
type Party = { address: string; value: number; value_usd: number; tag_type_verbose: string | null };
type Totals = { total: number; direct: number; indirect: number; unknown: number };

const screen = (payload: Record<string, unknown>, extra = true) =>
  ctx.call('agent', {
    method: 'POST',
    url: `/risk/api/v4/transactions/?workspace=alpha${extra ? '&get_extra_data=true' : ''}`,
    payload,
  });
const get = (url: string, user: 'agent' | 'outsider' = 'agent', workspace = 'alpha') =>
  ctx.call(user, { method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}workspace=${workspace}` });
const sum = (rows: { value: number }[]) => rows.reduce((s, r) => s + r.value, 0);
const expectPartsAddUp = (body: { incoming: Totals; outgoing: Totals }) => {
  for (const d of [body.incoming, body.outgoing]) {
    expect(d.direct + d.indirect + d.unknown).toBeCloseTo(d.total, 6);
  }
};

describe('screening a transaction', () => {
  it('flags a deposit from a sanctioned sender: Critical, with the sender and the risk it brings', async () => {
    const sender = demo('eth.sanctioned-person');
    const customer = demo('eth.sanctioned-counterparty');
    const hash = await findDemoTransaction(ctx.db, 1, {
      from: sender.address,
      to: customer.address,
      type: 4,
    });
    const res = await screen({
      identifier: hash.toUpperCase().replace('0X', '0x'),
      currency: 1,
      customer_id: 'customer-0001',
      type: 1,
      address: customer.address,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.identifier).toBe(hash);
    expect(body.risk_level).toBe(5);
    expect(body.customer_id).toBe('customer-0001');
    expect(body.type).toBe(1);
    expect(body.address).toBe(customer.address);
    const from = body.from_addresses.find((p: Party) => p.address === sender.address);
    expect(from).toMatchObject({
      tag_type_verbose: 'Sanctions',
      exposure_type: 'direct',
      token_symbol: 'USDT',
    });
    // About 25,000 USDT (the demo rounds amounts to 4 significant digits).
    expect(Math.abs(from.value - 25_000)).toBeLessThan(50);
    expect(body.risks_detected).toContainEqual(
      expect.objectContaining({
        tag_type_verbose: 'Sanctions',
        tag_name_verbose: 'Marlo Vance',
        exposure_type: 'direct',
        direction: 'incoming',
      }),
    );
    expect(body.incoming_value_usd).toBeCloseTo(from.value_usd, 6);
    // A token transfer moves no ether: its value is the USDT it moved.
    expect(body).toMatchObject({ value_token_symbol: 'USDT', value: from.value });
    expect(body.value_usd).toBeCloseTo(from.value_usd, 6);
    expect(body.digital_assets).toContainEqual(expect.objectContaining({ token: 'USDT', currency: 1 }));
    expect(body.block_date_time).toEqual(expect.any(Number));
    expect(body.is_known_to_provider).toBe(true);
    expectPartsAddUp(body);

    const transfers = (await get(`/risk/api/v4/transactions/${body.id}/token-transfers/`)).json();
    expect(transfers.count).toBe(1);
    expect(transfers.results[0]).toMatchObject({
      type: 4,
      from_address: sender.address,
      to_address: customer.address,
      token_symbol: 'USDT',
      from_tag_type_verbose: 'Sanctions',
    });
    const tokens = (await get(`/risk/api/v4/transactions/${body.id}/token-values/`)).json();
    expect(tokens).toEqual([
      expect.objectContaining({ token_symbol: 'USDT', value: transfers.results[0].value }),
    ]);
    const events = await ctx.db
      .selectFrom('screening_events')
      .selectAll()
      .where('identifier', '=', hash)
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ object_type: 'transaction', risk_level: 5, blockchain: 1 });
  });

  it('finds darknet funds one hop behind an unattributed sender (indirect), and the parts add up', async () => {
    const vendor = demo('btc.darknet-vendor');
    const buyer = demo('btc.darknet-2hop');
    const hash = await findDemoTransaction(ctx.db, 0, { from: vendor.address, to: buyer.address });
    const body = (await screen({ identifier: hash, currency: 0 })).json();
    const from = body.from_addresses.find((p: Party) => p.address === vendor.address);
    expect(from).toMatchObject({ tag_type_verbose: null, exposure_type: 'indirect' });
    expect(
      body.incoming_counterparty_summary.some(
        (r: { tag_type_verbose: string; exposure_type: string }) =>
          r.exposure_type === 'indirect' && ['Darknet', 'Sanctions'].includes(r.tag_type_verbose),
      ),
    ).toBe(true);
    expect(body.incoming.indirect).toBeGreaterThan(0);
    expectPartsAddUp(body);
    // Source and destination of funds weigh the same transfers.
    expect(body.incoming.total).toBeCloseTo(body.outgoing.total, 6);
    const tree = body.investigation_tree;
    expect(tree.nodes.find((n: { type: string }) => n.type === 'origin').id).toBe(hash);
    expect(tree.incoming_edges.some((e: { receiver: string; depth: number }) => e.receiver === hash)).toBe(
      true,
    );
    expect(tree.incoming_edges.some((e: { depth: number }) => e.depth === 2)).toBe(true);
    const why = await get(
      `/risk/api/v4/transactions/${body.id}/exposure-explanation/?exposure_type=indirect`,
    );
    const figures = why.json();
    expect(figures.length).toBeGreaterThan(0);
    for (const f of figures) {
      expect(f).toMatchObject({ direction: 'incoming', exposureType: 'indirect' });
      expect(f.paths[0].origin).toBe(hash);
      expect(f.paths[0].steps[0].address).toBe(vendor.address);
    }
  });

  it('lists a UTXO transaction inputs and outputs from tx_io; the sums per address equal the parts', async () => {
    const market = demo('btc.sanctioned-darknet');
    const vendor = demo('btc.darknet-vendor');
    const hash = await findDemoTransaction(ctx.db, 0, { from: market.address, to: vendor.address });
    const body = (await screen({ identifier: hash, currency: 0 }, false)).json();
    expect(body.risk_level).toBe(5);
    expect(body.investigation_tree).toBeUndefined();
    const stored = await ctx.db
      .selectFrom('tx_io')
      .innerJoin('chain_transactions as c', 'c.id', 'tx_io.tx_id')
      .select(['tx_io.is_input', 'tx_io.amount'])
      .where('c.hash', '=', hash)
      .execute();
    for (const side of ['inputs', 'outputs'] as const) {
      const rows = stored.filter((r) => r.is_input === (side === 'inputs'));
      const parts = (await get(`/risk/api/v4/transactions/${body.id}/${side}/`)).json();
      const summed = (await get(`/risk/api/v4/transactions/${body.id}/aggregated-${side}/`)).json();
      expect(parts.count).toBe(rows.length);
      expect(sum(parts.results)).toBeCloseTo(sum(rows.map((r) => ({ value: Number(r.amount) }))), 8);
      expect(sum(summed.results)).toBeCloseTo(sum(parts.results), 8);
      expect(summed.results.reduce((s: number, r: { count: number }) => s + r.count, 0)).toBe(parts.count);
      const listed = side === 'inputs' ? body.from_addresses : body.to_addresses;
      expect(sum(listed)).toBeCloseTo(sum(summed.results), 8);
    }
    const outputs = (await get(`/risk/api/v4/transactions/${body.id}/outputs/`)).json();
    expect(outputs.results.map((r: Party) => r.address)).toContain(vendor.address);
    const one = (await get(`/risk/api/v4/transactions/${body.id}/outputs/?limit=1&offset=0`)).json();
    expect(one.results).toHaveLength(1);
    expect(one.count).toBe(outputs.count);
    expect((await get(`/risk/api/v4/transactions/${body.id}/outputs/?limit=101`)).statusCode).toBe(400);
  });

  it('lists the internal transactions of an Ethereum withdrawal from the privacy pool', async () => {
    const pool = demo('eth.mixer-contract');
    const withdrawer = demo('eth.mixer-withdrawer');
    const hash = await findDemoTransaction(ctx.db, 1, {
      from: pool.address,
      to: withdrawer.address,
      type: 7,
    });
    const body = (await screen({ identifier: hash, currency: 1 })).json();
    const internal = (await get(`/risk/api/v4/transactions/${body.id}/internal-transactions/`)).json();
    expect(internal.count).toBeGreaterThan(0);
    expect(internal.results).toContainEqual(
      expect.objectContaining({
        type: 7,
        from_address: pool.address,
        to_address: withdrawer.address,
        from_tag_type_verbose: expect.stringMatching(/Coin Mixer|Sanctions/),
      }),
    );
    // The external transaction is the top-level call that caused them, never one of them.
    const external = (await get(`/risk/api/v4/transactions/${body.id}/external-transaction/`)).json();
    expect(external.count).toBeGreaterThan(0);
    for (const row of external.results) expect([1, 8]).toContain(row.type);
    const internalPositions = new Set(internal.results.map((r: { position: number }) => r.position));
    expect(external.results.filter((r: { position: number }) => internalPositions.has(r.position))).toEqual(
      [],
    );
    expect(body.from_addresses.find((p: Party) => p.address === pool.address)).toMatchObject({
      exposure_type: 'direct',
    });
    expect(body.risk_level).toBeGreaterThanOrEqual(4);
    expectPartsAddUp(body);
  });

  it('refuses a hash the chain data here does not hold: not found on chain, nothing written', async () => {
    const hash = `0x${'ab'.repeat(32)}`;
    const before = (await get('/risk/api/v4/transactions/')).json().count;
    const res = await screen({ identifier: hash, currency: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().identifier[0]).toMatch(
      /^Transaction not found on chain: this installation's Ethereum data/,
    );
    expect((await get('/risk/api/v4/transactions/')).json().count).toBe(before);
    // A Lite chain holds no chain data anywhere: the hash is screened against attribution only and says so.
    const lite = (await screen({ identifier: hash, currency: 18 })).json();
    expect(lite).toMatchObject({
      coverage: 'lite',
      data_coverage: 'sanctions_only',
      is_known_to_provider: false,
      risk_level: 0,
      from_addresses: [],
      to_addresses: [],
    });
    const inputs = (await get(`/risk/api/v4/transactions/${lite.id}/inputs/`)).json();
    expect(inputs).toMatchObject({ count: 0, results: [] });
  });

  it('says a transaction found in the chain data rests on it', async () => {
    const hash = await findDemoTransaction(ctx.db, 1, {});
    const body = (await screen({ identifier: hash, currency: 1 })).json();
    expect(body).toMatchObject({ data_coverage: 'chain_data', is_known_to_provider: true });
  });

  it('answers the catalogue texts for bad input', async () => {
    const bad = await screen({ identifier: '0x1234', currency: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ identifier: ['Transaction hash is invalid for the selected currency'] });
    const deprecated = await screen({ identifier: 'ab'.repeat(32), currency: 5 });
    expect(deprecated.json()).toMatchObject({ detail: 'This blockchain is no longer supported' });
    const badAddress = await screen({
      identifier: `0x${'cd'.repeat(32)}`,
      currency: 1,
      customer_id: 'customer-0002',
      type: 1,
      address: 'not-an-address',
    });
    expect(badAddress.json()).toEqual({ address: ['Address is invalid for the selected currency'] });
  });

  it("needs the customer's side with a customer: type, and an address that is a party to the transaction", async () => {
    const hash = await findDemoTransaction(ctx.db, 0, { from: demo('btc.darknet-vendor').address });
    const noType = await screen({
      identifier: hash,
      currency: 0,
      customer_id: 'customer-0003',
      address: 'x',
    });
    expect(noType.statusCode).toBe(400);
    expect(noType.json()).toMatchObject({ type: ['This field is required.'] });
    const noAddress = await screen({ identifier: hash, currency: 0, customer_id: 'customer-0003', type: 2 });
    expect(noAddress.json()).toEqual({ address: ['Customer address is required'] });
    const stranger = await screen({
      identifier: hash,
      currency: 0,
      customer_id: 'customer-0003',
      type: 2,
      address: demo('btc.high-fee').address,
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toEqual({
      address: ['The address is not a sender or a receiver of this transaction.'],
    });
    const stored = await ctx.db
      .selectFrom('screened_transactions')
      .select('id')
      .where('identifier', '=', hash)
      .where('customer_id', '=', 'customer-0003')
      .execute();
    expect(stored).toEqual([]);
    const party = await screen({
      identifier: hash,
      currency: 0,
      customer_id: ' \u200bcustomer-0003 ',
      type: 2,
      address: demo('btc.darknet-vendor').address,
    });
    expect(party.statusCode, party.body).toBe(200);
    expect(party.json()).toMatchObject({
      customer_id: 'customer-0003',
      type: 2,
      address: demo('btc.darknet-vendor').address,
    });
  });
});

describe('a screened transaction', () => {
  it('keeps one live row per hash: screening again refreshes it; customer fields only with a customer id', async () => {
    const hash = await findDemoTransaction(ctx.db, 0, { from: demo('btc.whale').address });
    const first = (
      await screen({ identifier: hash, currency: 0, type: 2, address: demo('btc.whale').address })
    ).json();
    expect(first).toMatchObject({ customer_id: null, type: null, address: null });
    const again = (await screen({ identifier: hash, currency: 0 })).json();
    expect(again.id).toBe(first.id);
    expect(new Date(again.last_screened_time).getTime()).toBeGreaterThanOrEqual(
      new Date(first.last_screened_time).getTime(),
    );
    const rows = await ctx.db
      .selectFrom('screened_transactions')
      .select('id')
      .where('identifier', '=', hash)
      .execute();
    expect(rows).toHaveLength(1);
    const detail = await get(`/risk/api/v4/transactions/${first.id}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().incoming_counterparty_summary).toBeUndefined();
    expect(detail.json().incoming).toEqual(first.incoming);
    const tree = (await get(`/risk/api/v4/transactions/${first.id}/investigation-tree/`)).json();
    expect(tree).toEqual(first.investigation_tree);
    const rowsIn = (
      await get(`/risk/api/v4/transactions/${first.id}/tag-aggregated-incoming-values/`)
    ).json();
    expect(rowsIn).toEqual(first.incoming_counterparty_summary);
  });

  it('archives: the row disappears, the archive log keeps who and what, and another workspace never saw it', async () => {
    const hash = await findDemoTransaction(ctx.db, 0, { from: demo('btc.high-fee').address });
    const { id } = (await screen({ identifier: hash, currency: 0 })).json();
    expect((await get(`/risk/api/v4/transactions/${id}/`, 'outsider', 'beta')).statusCode).toBe(404);
    const del = await ctx.call('admin', {
      method: 'DELETE',
      url: `/risk/api/v4/transactions/${id}/?workspace=alpha`,
    });
    expect(del.statusCode).toBe(204);
    expect((await get(`/risk/api/v4/transactions/${id}/`)).statusCode).toBe(404);
    expect((await get(`/risk/api/v4/transactions/${id}/inputs/`)).statusCode).toBe(404);
    const log = await ctx.db
      .selectFrom('archive_logs')
      .selectAll()
      .where('identifier', '=', hash)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ type: 'transaction', blockchain: 0, original_caller: 'web' });
    const again = (await screen({ identifier: hash, currency: 0 })).json();
    expect(again.id).not.toBe(id);
  });
});
