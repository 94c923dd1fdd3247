import { detectChains, toEvmChecksum } from '@riskscreen/engine';
import { getChain, type SearchResponse, type SearchResultEntity } from '@riskscreen/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, demoObject } from '../../../chain/providers/demo/index.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { importLabels, planImports } from '../../attribution/index.ts';
import { dataInput } from '../../attribution/test-support.ts';

/** A Zcash address on the real OFAC list (Zcash is screened for sanctions only). */
const OFAC_ZEC = 't1WSKwCDL1QYRRUrCCknEs5tDLhtGVYu9KM';
let whaleId = 0;

// The shared test world: generateDemoWorld with DEFAULT_DEMO_SEED, scale 0.2, now 2026-11-01 (TEST_WORLD).
const ctx = useTestApp({}, { demoWorld: true });
beforeAll(async () => {
  for (const plan of planImports('ofac-list', [dataInput('ofac-0xb10c/sanctioned_addresses_ZEC.txt')])) {
    const { records, errors } = plan.parse();
    await importLabels(ctx.db, { format: 'ofac-list', fileName: plan.fileName, records, errors });
  }
  const whale = demo('btc.whale');
  const res = await ctx.call('agent', {
    method: 'POST',
    url: '/risk/api/v4/addresses/?workspace=alpha',
    payload: { identifier: whale.address, currency: whale.blockchain, customer_id: 'WHALE-001', type: 1 },
  });
  whaleId = res.json().id;
  const ethWhale = demo('eth.whale');
  await ctx.call('agent', {
    method: 'POST',
    url: '/risk/api/v4/addresses/?workspace=alpha',
    payload: { identifier: ethWhale.address, currency: ethWhale.blockchain },
  });
  const young = demo('btc.young');
  await ctx.call('outsider', {
    method: 'POST',
    url: '/risk/api/v4/addresses/?workspace=beta',
    payload: { identifier: young.address, currency: young.blockchain },
  });
}, 180_000);

const demo = (key: string) => demoObject(DEFAULT_DEMO_SEED, key);
async function search(q: string, extra = '', user: 'agent' | 'outsider' = 'agent') {
  const workspace = user === 'agent' ? 'alpha' : 'beta';
  const res = await ctx.call(user, {
    method: 'GET',
    url: `/risk/api/v4/search/?workspace=${workspace}&q=${encodeURIComponent(q)}${extra}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResponse;
}
const identifiers = (results: SearchResultEntity[]) => results.map((r) => r.identifier);

describe('global search', () => {
  it('finds a screened address of the workspace by part of its identifier', async () => {
    const whale = demo('btc.whale').address;
    const found = await search(whale.slice(6, 16));
    expect(found.addresses.count).toBe(1);
    expect(found.addresses.results[0]).toMatchObject({
      identifier: whale,
      currency: 0,
      item_type: 'address',
      is_screened: true,
      id: whaleId,
      customer_id: 'WHALE-001',
      coverage: 'full',
    });
    // Hex is case-free: a mixed-case middle part of an EIP-55 spelling finds the stored lower-case address.
    const ethWhale = demo('eth.whale').address;
    const fragment = toEvmChecksum(ethWhale).slice(9, 21);
    expect(fragment).not.toBe(fragment.toLowerCase());
    expect(identifiers((await search(fragment)).addresses.results)).toEqual([ethWhale]);
    // Screened here, so not offered again as unscreened.
    expect(identifiers((await search(whale)).un_screened_addresses.results)).not.toContain(whale);
  });

  it('finds the screened rows of a customer by part of the customer id', async () => {
    const found = await search('whale-0');
    expect(found.addresses.results.map((r) => r.customer_id)).toEqual(['WHALE-001']);
    expect((await search('whale-0', '', 'outsider')).addresses.count).toBe(0);
  });

  it("finds an entity's addresses by its name: screened ones of the workspace, the rest unscreened", async () => {
    const market = demo('btc.sanctioned-darknet');
    const screened = await ctx.call('agent', {
      method: 'POST',
      url: '/risk/api/v4/addresses/?workspace=alpha',
      payload: { identifier: market.address, currency: market.blockchain },
    });
    expect(screened.statusCode, screened.body).toBe(200);
    const found = await search('nightshade');
    expect(identifiers(found.addresses.results)).toContain(market.address);
    expect(found.addresses.results.find((r) => r.identifier === market.address)?.name).toBe(
      'Nightshade Market',
    );
    // The market's other addresses (per-order addresses) are offered unscreened, never the screened one again.
    expect(found.un_screened_addresses.count).toBeGreaterThan(0);
    expect(identifiers(found.un_screened_addresses.results)).not.toContain(market.address);
    // Another workspace sees the same entity's addresses, but none of alpha's screenings.
    const other = await search('Nightshade', '', 'outsider');
    expect(identifiers(other.addresses.results)).not.toContain(market.address);
    expect(other.un_screened_addresses.count).toBeGreaterThan(0);
  });

  it('finds an unscreened chain-store address by prefix and by its EIP-55 spelling', async () => {
    const user = demo('eth.dex-user').address;
    const byPrefix = await search(user.slice(0, 12));
    expect(identifiers(byPrefix.un_screened_addresses.results)).toContain(user);
    expect(byPrefix.addresses.count).toBe(0);
    const checksummed = toEvmChecksum(user);
    expect(checksummed).not.toBe(user);
    const exact = await search(checksummed);
    expect(exact.un_screened_addresses.results[0]).toMatchObject({
      identifier: user,
      currency: 1,
      is_screened: false,
      id: null,
      coverage: 'full',
    });
    const noPrefix = await search(checksummed.slice(2, 14));
    expect(identifiers(noPrefix.un_screened_addresses.results)).toContain(user);
  });

  it('finds an unscreened transaction by its hash, whatever the case and 0x prefix', async () => {
    const btc = await ctx.db
      .selectFrom('chain_transactions')
      .select(['hash', 'block_time'])
      .where('blockchain', '=', 0)
      .where('is_coinbase', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const found = await search(btc.hash.toUpperCase());
    expect(found.un_screened_transactions.results[0]).toMatchObject({
      identifier: btc.hash,
      currency: 0,
      item_type: 'transaction',
      is_screened: false,
      block_date_time: Math.floor((btc.block_time?.getTime() ?? 0) / 1000),
    });
    const eth = await ctx.db
      .selectFrom('chain_transactions')
      .select('hash')
      .where('blockchain', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const partial = await search(eth.hash.slice(2, 20).toUpperCase(), '&entity_type=transaction');
    expect(identifiers(partial.un_screened_transactions.results)).toContain(eth.hash);
    expect(partial.un_screened_addresses.count).toBe(0);
  });

  it("shows nothing of another workspace's screened rows", async () => {
    const young = demo('btc.young').address;
    const theirs = await search(young, '', 'outsider');
    expect(theirs.addresses.count).toBe(1);
    const mine = await search(young);
    expect(mine.addresses.count).toBe(0);
    expect(mine.un_screened_addresses.results).toEqual([
      expect.objectContaining({ identifier: young, is_screened: false, id: null }),
    ]);
    expect((await search(demo('btc.whale').address, '', 'outsider')).addresses.count).toBe(0);
  });

  it('offers an attributed address of a sanctions-only chain with lite coverage', async () => {
    const found = await search(OFAC_ZEC);
    expect(found.un_screened_addresses.results).toEqual([
      expect.objectContaining({ identifier: OFAC_ZEC, currency: 21, coverage: 'lite', is_screened: false }),
    ]);
    expect(found.un_screened_addresses.results[0]?.name).toEqual(expect.any(String));
  });

  it('offers a new address, known nowhere, on every chain it fits: full coverage first, the retired chain last', async () => {
    const fresh = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
    const found = await search(fresh, '&limit=100');
    const chains = found.un_screened_addresses.results.map((r) => r.currency ?? -1);
    expect(found.un_screened_addresses.count).toBe(detectChains(fresh).length);
    expect(new Set(chains)).toEqual(new Set(detectChains(fresh)));
    expect(found.un_screened_addresses.results.every((r) => r.identifier === fresh.toLowerCase())).toBe(true);
    expect(found.un_screened_addresses.results.every((r) => !r.is_screened && r.id === null)).toBe(true);
    const lite = found.un_screened_addresses.results.filter((r) => r.coverage === 'lite');
    expect(found.un_screened_addresses.lite_count).toBe(lite.length);
    expect(chains[0]).toBe(1);
    const firstLite = chains.findIndex((c) => getChain(c)?.coverage === 'lite');
    expect(chains.slice(firstLite).every((c) => getChain(c)?.coverage === 'lite')).toBe(true);
    // Paged like every group.
    const second = await search(fresh, '&limit=5&offset=5');
    expect(second.un_screened_addresses.results.map((r) => r.currency)).toEqual(chains.slice(5, 10));

    const legacy = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';
    const bitcoin = (await search(legacy)).un_screened_addresses.results;
    expect(bitcoin.map((r) => r.currency)).toEqual(expect.arrayContaining([0, 3, 5]));
    expect(bitcoin.at(-1)).toMatchObject({ currency: 5, identifier: legacy });
    // Bitcoin Cash stores the cashaddr spelling of the same key.
    expect(bitcoin.find((r) => r.currency === 3)?.identifier).toMatch(/^bitcoincash:q/);
  });

  it('offers a known address only where it is known, and nothing for what fits no format', async () => {
    const user = demo('eth.dex-user').address;
    const known = await search(user);
    expect(known.un_screened_addresses.results.map((r) => r.currency)).toEqual([1]);
    // Known as an address, it is not offered as a transaction hash of a chain whose format it happens to fit.
    expect(known.un_screened_transactions.count).toBe(0);
    expect(Object.values(await search('zzzzzzzzzzzz')).every((g) => g.count === 0)).toBe(true);
  });

  it('offers a new transaction hash only on the chains whose data the store does not hold', async () => {
    const synced = new Set(
      (await ctx.db.selectFrom('chain_sync').select('blockchain').execute()).map((r) => r.blockchain),
    );
    expect(synced.has(1)).toBe(true);
    const hash = `0x${'4d'.repeat(32)}`;
    const found = await search(hash, '&limit=100&entity_type=transaction');
    const chains = found.un_screened_transactions.results.map((r) => r.currency ?? -1);
    expect(chains.length).toBeGreaterThan(10);
    expect(chains.filter((c) => synced.has(c))).toEqual([]);
    expect(chains).toContain(9);
    expect(found.un_screened_transactions.results.find((r) => r.currency === 9)?.identifier).toBe(hash);
    expect(found.un_screened_transactions.results.find((r) => r.currency === 4)?.identifier).toBe(
      '4D'.repeat(32),
    );
  });

  it('refuses too short a search with the message, after trimming zero-width characters', async () => {
    const res = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/search/?workspace=alpha&q=${encodeURIComponent('\u200babcd\u200b ')}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ q: ['Please enter at least 5 characters'] });
    const customers = await ctx.call('agent', {
      method: 'GET',
      url: '/risk/api/v4/search/?workspace=alpha&q=ab&search_entity_type=customer',
    });
    expect(customers.json()).toEqual({ q: ['Please enter at least 3 characters'] });
    const three = await search('abc', '&search_entity_type=case');
    expect(Object.values(three).every((g) => g.count === 0)).toBe(true);
    const padded = await search(`\u200b${demo('btc.whale').address.slice(0, 12)}\u200d`);
    expect(padded.addresses.count).toBe(1);
  });

  it('pages each group and suggests a couple of results while typing', async () => {
    // Bech32 is case-free: an upper-case prefix finds the stored lower-case addresses.
    const all = await search('BC1QV', '&limit=25');
    expect(all.un_screened_addresses.count).toBeGreaterThan(4);
    expect(all.un_screened_addresses.results.every((r) => r.identifier.startsWith('bc1qv'))).toBe(true);
    const second = await search('bc1qv', '&limit=2&offset=2');
    expect(second.un_screened_addresses.count).toBe(all.un_screened_addresses.count);
    expect(identifiers(second.un_screened_addresses.results)).toEqual(
      identifiers(all.un_screened_addresses.results.slice(2, 4)),
    );
    const suggest = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/search/suggest/?workspace=alpha&q=${demo('btc.whale').address.slice(0, 8)}`,
    });
    expect(suggest.statusCode).toBe(200);
    expect(suggest.json().results.length).toBeLessThanOrEqual(2);
    expect(suggest.json().results[0]).toMatchObject({ id: whaleId, is_screened: true });
    const short = await ctx.call('agent', {
      method: 'GET',
      url: '/risk/api/v4/search/suggest/?workspace=alpha&q=ab',
    });
    expect(short.json()).toEqual({ results: [] });
  });

  it('counts the sanctions-only items of every group and pages one coverage on its own', async () => {
    // Fits Bitcoin and Bitcoin Cash (full coverage), eCash and the retired Bitcoin SV (sanctions only).
    const legacy = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';
    expect((await search(legacy)).un_screened_addresses).toMatchObject({ count: 4, lite_count: 2 });
    const full = (await search(legacy, '&coverage=full&entity_type=address&limit=10')).un_screened_addresses;
    expect(full).toMatchObject({ count: 2, lite_count: 0 });
    expect(full.results.map((r) => r.currency)).toEqual([0, 3]);
    const lite = (await search(legacy, '&coverage=lite&entity_type=address&limit=1&offset=1'))
      .un_screened_addresses;
    expect(lite).toMatchObject({ count: 2, lite_count: 2 });
    expect(lite.results.map((r) => [r.currency, r.coverage])).toEqual([[5, 'lite']]);

    // Screened rows too: one on Bitcoin, one on eCash.
    const eCash = (await search(legacy, '&coverage=lite')).un_screened_addresses.results[0];
    expect(eCash?.currency).toBe(41);
    for (const [identifier, currency] of [
      [legacy, 0],
      [eCash?.identifier, 41],
    ]) {
      const res = await ctx.call('outsider', {
        method: 'POST',
        url: '/risk/api/v4/addresses/?workspace=beta',
        payload: { identifier, currency },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const screened = (await search(legacy, '', 'outsider')).addresses;
    expect(screened).toMatchObject({ count: 2, lite_count: 1 });
    const liteOnly = (await search(legacy, '&coverage=lite', 'outsider')).addresses;
    expect(liteOnly).toMatchObject({ count: 1, lite_count: 1 });
    expect(liteOnly.results.map((r) => r.currency)).toEqual([41]);
    // Past the last page the counts still come (no row carries them).
    const past = (await search(legacy, '&coverage=full&offset=5', 'outsider')).addresses;
    expect(past).toMatchObject({ count: 1, lite_count: 0, results: [] });
  });

  it("pages through the chain store's addresses of a cluster from any member", async () => {
    const cluster = await ctx.db
      .selectFrom('chain_addresses')
      .select([
        'cluster_id',
        (eb) => eb.fn.countAll<string>().as('n'),
        (eb) => eb.fn.max('address').as('last'),
      ])
      .where('blockchain', '=', 0)
      .where('cluster_id', 'is not', null)
      .groupBy('cluster_id')
      .having((eb) => eb.fn.countAll(), '>', 3)
      .orderBy('cluster_id')
      .executeTakeFirstOrThrow();
    const members = (
      await ctx.db
        .selectFrom('chain_addresses')
        .select('address')
        .where('blockchain', '=', 0)
        .where('cluster_id', '=', cluster.cluster_id)
        .orderBy('address')
        .execute()
    ).map((r) => r.address);
    const page = async (address: string, query: string) => {
      const res = await ctx.call('agent', {
        method: 'GET',
        url: `/risk/api/v4/search/cluster-addresses/?workspace=alpha&currency=0&address=${address}${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { count: number; next: string | null; results: string[] };
    };
    const first = await page(cluster.last as string, '&limit=2');
    expect(first.count).toBe(members.length);
    expect(first.results).toEqual(members.slice(0, 2));
    expect(first.next).toContain('offset=2');
    const second = await page(members[0] as string, '&limit=2&offset=2');
    expect(second.results).toEqual(members.slice(2, 4));
    // Past the end the count still comes; an address the store does not hold has none.
    expect(await page(members[0] as string, '&offset=5000')).toMatchObject({
      count: members.length,
      results: [],
    });
    expect(await page('1BoatSLRHtKNngkdXEeobR76b53LETtpyT', '')).toMatchObject({ count: 0, results: [] });
  });
});
