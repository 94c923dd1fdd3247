import type { AddressTransactionsPage } from '@riskscreen/shared';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, demoObject } from '../../../chain/providers/demo/index.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { importLabels, planImports } from '../../attribution/index.ts';
import { dataInput } from '../../attribution/test-support.ts';

/** A Zcash address on the real OFAC list (Zcash is screened for sanctions only). */
const OFAC_ZEC = 't1MMXtBrSp1XG38Lx9cePcNUCJj5vdWfUWL';
// The shared test world: generateDemoWorld with DEFAULT_DEMO_SEED, scale 0.2, now 2026-11-01 (TEST_WORLD).
const ctx = useTestApp({}, { demoWorld: true });
beforeAll(async () => {
  for (const plan of planImports('ofac-list', [dataInput('ofac-0xb10c/sanctioned_addresses_ZEC.txt')])) {
    const { records, errors } = plan.parse();
    await importLabels(ctx.db, { format: 'ofac-list', fileName: plan.fileName, records, errors });
  }
}, 180_000);

const demo = (key: string) => demoObject(DEFAULT_DEMO_SEED, key);
const preview = (
  currency: number | string,
  identifier: string,
  sub = '',
  user: 'agent' | 'outsider' = 'agent',
) =>
  ctx.call(user, {
    method: 'GET',
    url: `/risk/api/v4/${currency}/address-preview/${encodeURIComponent(identifier)}/${sub}${sub.includes('?') ? '&' : '?'}workspace=${user === 'agent' ? 'alpha' : 'beta'}`,
  });
const counts = async () => ({
  events: Number(
    (
      await ctx.db
        .selectFrom('screening_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n,
  ),
  rows: Number(
    (
      await ctx.db
        .selectFrom('screened_addresses')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n,
  ),
});

describe('address previews', () => {
  it('previews a known address as screening would, without storing or counting a screening', async () => {
    const before = await counts();
    const obj = demo('btc.sanctioned-darknet');
    const res = await preview(obj.blockchain, obj.address, '?get_extra_data=true');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: 0, is_screened: false, risk_level: 5, identifier: obj.address });
    expect(body.is_known_to_provider).toBe(true);
    expect(body.investigation_tree.nodes.length).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);

    const incoming = await preview(obj.blockchain, obj.address, 'tag-aggregated-incoming-values/');
    expect(incoming.json()).toEqual(body.incoming_counterparty_summary);
    const tree = await preview(obj.blockchain, obj.address, 'investigation-tree/');
    expect(tree.json()).toEqual(body.investigation_tree);
    const balance = await preview(obj.blockchain, obj.address, 'main-balance/');
    expect(balance.json()).toEqual({ balance: body.balance, balance_usd: body.balance_usd });
    const stamp = await preview(obj.blockchain, obj.address, 'attribution-timestamp/');
    expect(stamp.json().attribution_timestamp).toEqual(expect.any(Number));
  });

  it('names the cases that hold an address the workspace screened, and none elsewhere', async () => {
    const obj = demo('btc.darknet-vendor');
    const screened = await ctx.call('agent', {
      method: 'POST',
      url: '/risk/api/v4/addresses/?workspace=alpha',
      payload: { identifier: obj.address, currency: obj.blockchain },
    });
    expect(screened.statusCode, screened.body).toBe(200);
    const created = await ctx.call('agent', {
      method: 'POST',
      url: '/resolutioncenter/api/v4/cases/?workspace=alpha',
      payload: { name: 'Vendor wallet', addresses: [screened.json().id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = (await preview(obj.blockchain, obj.address)).json();
    expect(after).toMatchObject({ is_screened: true, is_included_in_case: true });
    expect(after.associated_cases).toContainEqual({
      id: created.json().id,
      case_id: expect.any(String),
      name: 'Vendor wallet',
    });
    // The same cases as the address's own page (the screening may have opened one too).
    const page = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/addresses/${screened.json().id}/?workspace=alpha`,
    });
    expect(after.associated_cases).toEqual(page.json().associated_cases);
    const elsewhere = (await preview(obj.blockchain, obj.address, '', 'outsider')).json();
    expect(elsewhere).toMatchObject({ is_screened: false, associated_cases: [], is_included_in_case: false });
  });

  it('serves the token summary, transactions and their export of an unscreened address', async () => {
    const obj = demo('eth.dex-user');
    const eip55 = `0x${obj.address.slice(2).toUpperCase()}`;
    const detail = (await preview(1, eip55)).json();
    expect(detail.identifier).toBe(obj.address);
    const summary = (await preview(1, eip55, 'token-summary/')).json();
    expect(summary.results.map((r: { token_symbol: string }) => r.token_symbol).sort()).toEqual([
      'ETH',
      'USDC',
      'USDT',
    ]);
    let next: string | null =
      `/risk/api/v4/1/address-preview/${obj.address}/transactions/?workspace=alpha&limit=10`;
    const keys = new Set<string>();
    let count = 0;
    while (next) {
      const page: AddressTransactionsPage = (await ctx.call('agent', { method: 'GET', url: next })).json();
      count = page.count;
      for (const r of page.results) keys.add(`${r.transaction_id}|${r.token_symbol}|${r.direction}`);
      next = page.next;
    }
    expect(keys.size).toBe(count);
    const csv = await preview(1, obj.address, 'transactions/direct-export/?transaction_type=4');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const records: string[][] = parse(csv.body);
    expect(records.length).toBeGreaterThan(1);
    expect(records.slice(1).every((r) => r[2] === 'Token Transfers')).toBe(true);
  });

  it('previews an address neither in the chain store nor attributed as screening would: nothing found', async () => {
    // Search offers a new address on every chain it fits; its preview must open so it can be screened.
    const unknown = '0x1111111111111111111111111111111111111111';
    const res = await preview(1, unknown);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ identifier: unknown, is_screened: false, risk_level: 0 });
    for (const sub of ['token-summary/', 'transactions/', 'investigation-tree/']) {
      expect((await preview(1, unknown, sub)).statusCode, sub).toBe(200);
    }
    expect((await preview(1, '0x1234')).statusCode).toBe(400);
  });

  it('previews an address known only to attribution on a sanctions-only chain as Sanctions', async () => {
    const res = await preview(21, OFAC_ZEC);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      identifier: OFAC_ZEC,
      risk_level: 5,
      tag_type_verbose: 'Sanctions',
      coverage: 'lite',
      is_known_to_provider: false,
      is_screened: false,
    });
    expect((await preview(21, OFAC_ZEC, 'transactions/')).json()).toEqual({
      count: 0,
      next: null,
      results: [],
    });
  });

  it('takes identifiers longer than 100 characters in the path (Cardano)', async () => {
    const cardano =
      'addr1q8gg2r3vf9zggn48g7m8vx62rwf6warcs4k7ej8mdzmqmesj30jz7psduyk6n4n2qrud2xlv9fgj53n6ds3t8cs4fvzs05yzmz';
    expect(cardano.length).toBeGreaterThan(100);
    const entity = await ctx.db
      .insertInto('entities')
      .values({ name: 'Long Path Exchange', category: 'Exchange', created_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('labels')
      .values({
        blockchain: 11,
        address: cardano,
        entity_id: entity.id,
        source: 'test',
        attributed_at: new Date(),
      })
      .execute();
    const res = await preview(11, cardano);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ identifier: cardano, tag_name_verbose: 'Long Path Exchange' });
  });

  it('answers the catalogue texts for bad identifiers and chains, and the token-account answer', async () => {
    const bad = await preview(1, '0x1234');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ identifier: ['Address is invalid for the selected currency'] });
    expect((await preview(999, 'abcdef')).json()).toEqual({ currency: ['Select a valid blockchain.'] });
    expect((await preview(5, '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).json()).toMatchObject({
      code: 'currency_deprecated',
    });
    expect((await preview('abc', 'x')).statusCode).toBe(404);
    const account = demo('eth.token-account');
    const res = await preview(1, account.address, 'transactions/');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'token_account',
      owner_address: demo('eth.token-account-owner').address,
    });
  });

  it('marks the preview screened, with the row id, only in the workspace that screened it', async () => {
    const obj = demo('btc.whale');
    const screened = await ctx.call('agent', {
      method: 'POST',
      url: '/risk/api/v4/addresses/?workspace=alpha',
      payload: { identifier: obj.address, currency: obj.blockchain },
    });
    const mine = (await preview(obj.blockchain, obj.address)).json();
    expect(mine).toMatchObject({ is_screened: true, id: screened.json().id });
    const theirs = (await preview(obj.blockchain, obj.address, '', 'outsider')).json();
    expect(theirs).toMatchObject({ is_screened: false, id: 0 });
  });

  it('reuses the built report for a minute: a label added meanwhile shows on screening, not yet on preview', async () => {
    const obj = demo('eth.list-candidate');
    expect((await preview(1, obj.address)).json().risk_level).toBe(0);
    const entity = await ctx.db
      .insertInto('entities')
      .values({ name: 'Preview Cache Test', category: 'Sanctions', created_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('labels')
      .values({
        blockchain: 1,
        address: obj.address,
        entity_id: entity.id,
        source: 'test',
        attributed_at: new Date(),
      })
      .execute();
    expect((await preview(1, obj.address)).json().risk_level).toBe(0);
    const screened = await ctx.call('agent', {
      method: 'POST',
      url: '/risk/api/v4/addresses/?workspace=alpha',
      payload: { identifier: obj.address, currency: 1 },
    });
    expect(screened.json().risk_level).toBe(5);
    // Another workspace builds its own report.
    expect((await preview(1, obj.address, '', 'outsider')).json().risk_level).toBe(5);
  });
});
