import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, demoObject } from '../../../chain/providers/demo/index.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

const ctx = useTestApp({}, { demoWorld: true });

const screen = (identifier: string, currency: number, extra = true) =>
  ctx.call('agent', {
    method: 'POST',
    url: `/risk/api/v4/addresses/?workspace=alpha${extra ? '&get_extra_data=true' : ''}`,
    payload: { identifier, currency },
  });
const demo = (key: string) => demoObject(DEFAULT_DEMO_SEED, key);

describe('screening an address', () => {
  it('flags an address attributed to a sanctioned entity as Critical, with its own tag', async () => {
    const obj = demo('btc.sanctioned-darknet');
    const res = await screen(obj.address, obj.blockchain);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.risk_level).toBe(5);
    // Also darknet-attributed with higher confidence: the tag shown is the primary label, the risk is Sanctions'.
    expect(['Sanctions', 'Darknet']).toContain(body.tag_type_verbose);
    expect(body.currency_short).toBe('BTC');
    expect(body.is_screened).toBe(true);
  });

  it('says what the answer rests on: the chain data here, or an address not found in it (decision 0046)', async () => {
    const known = demo('btc.darknet-2hop');
    const body = (await screen(known.address, known.blockchain)).json();
    expect(body).toMatchObject({ data_coverage: 'chain_data', is_known_to_provider: true });
    const unknown = (await screen('0x52908400098527886e0f7030069857d2e4169ee7', 1)).json();
    expect(unknown).toMatchObject({
      data_coverage: 'not_on_chain',
      is_known_to_provider: false,
      risk_level: 0,
    });
    const rows = (
      await ctx.call('agent', { method: 'GET', url: '/risk/api/v4/addresses/?workspace=alpha&limit=100' })
    ).json().results as { identifier: string; data_coverage: string }[];
    expect(rows.find((r) => r.identifier === unknown.identifier)?.data_coverage).toBe('not_on_chain');
    expect(rows.find((r) => r.identifier === known.address)?.data_coverage).toBe('chain_data');
  });

  it('finds indirect exposure two hops away, and the parts add up per direction', async () => {
    const obj = demo('btc.darknet-2hop');
    const body = (await screen(obj.address, obj.blockchain)).json();
    const rows = [...body.incoming_counterparty_summary, ...body.outgoing_counterparty_summary];
    // The market is a darknet market; where it is also sanctioned its rows say Sanctions, which outranks Darknet
    // as a main label, and its Darknet exposure stays in the category totals.
    expect(
      rows.some(
        (r: { tag_type_verbose: string; exposure_type: string }) =>
          r.exposure_type === 'indirect' && ['Darknet', 'Sanctions'].includes(r.tag_type_verbose),
      ),
    ).toBe(true);
    const categories = [...body.incoming.categories, ...body.outgoing.categories] as {
      tag_type_verbose: string;
      total_value_usd: number;
    }[];
    expect(categories.some((c) => c.tag_type_verbose === 'Darknet' && c.total_value_usd > 0)).toBe(true);
    for (const d of [body.incoming, body.outgoing]) {
      expect(d.direct + d.indirect + d.unknown).toBeCloseTo(d.total, 6);
    }
    expect(body.investigation_tree.nodes.length).toBeGreaterThan(1);
  });

  it('counts every label of a counterparty in the category totals, though rows list it once', async () => {
    // Obsidian Exchange's hot wallet is labelled Exchange and, with lower confidence, Sanctions: Sanctions outranks
    // any other main label, so a deposit address sweeping into it lists it as Sanctions, and its category totals
    // carry Exchange too.
    const hot = demo('tron.sanctioned-exchange');
    const sweeper = await ctx.db
      .selectFrom('transfers')
      .select('from_address')
      .where('blockchain', '=', hot.blockchain)
      .where('to_address', '=', hot.address)
      .orderBy('value_usd', 'desc')
      .executeTakeFirstOrThrow();
    const body = (await screen(sweeper.from_address, hot.blockchain)).json();
    type Row = { tag_type_verbose: string; tag_name_verbose: string; total_value_usd: number };
    const rows: Row[] = body.outgoing_counterparty_summary;
    const obsidian = rows.filter((r) => r.tag_name_verbose === 'Obsidian Exchange');
    expect(obsidian.length).toBeGreaterThan(0);
    expect(obsidian.every((r) => r.tag_type_verbose === 'Sanctions')).toBe(true);
    const listedSanctions = rows
      .filter((r) => r.tag_type_verbose === 'Sanctions')
      .reduce((sum, r) => sum + r.total_value_usd, 0);
    const categories = body.outgoing.categories as { tag_type_verbose: string; total_value_usd: number }[];
    const of = (type: string) => categories.find((c) => c.tag_type_verbose === type)?.total_value_usd ?? 0;
    expect(of('Sanctions')).toBeCloseTo(listedSanctions, 2);
    expect(of('Exchange')).toBeGreaterThanOrEqual(
      obsidian.reduce((sum, r) => sum + r.total_value_usd, 0) - 0.01,
    );
    expect(body.risk_level).toBe(5);
  });

  it('marks the megahub and refuses a token account with its owner address', async () => {
    const hub = demo('eth.megahub');
    expect((await screen(hub.address, hub.blockchain, false)).json().is_megahub).toBe(true);
    const account = demo('eth.token-account');
    const owner = demo('eth.token-account-owner');
    const res = await screen(account.address, account.blockchain);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'Current address is a token account. Please screen owner account address.',
      code: 'token_account',
      owner_address: owner.address,
    });
  });

  it('keeps one live row per address: screening again refreshes it', async () => {
    const obj = demo('eth.whale');
    const first = (await screen(obj.address, obj.blockchain)).json();
    const again = await screen(obj.address.toUpperCase().replace('0X', '0x'), obj.blockchain);
    expect(again.statusCode, again.body).toBe(200);
    const second = again.json();
    expect(second.id).toBe(first.id);
    expect(second.identifier).toBe(obj.address);
    const detail = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/addresses/${first.id}/?workspace=alpha`,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().incoming_counterparty_summary).toBeUndefined();
    // Only the id's own digits name it: no hex, no blanks, no other spelling reaches this or another record.
    for (const other of [`0x${first.id.toString(16)}`, `%20${first.id}`, `${first.id}.0`, 'abc', '0']) {
      const res = await ctx.call('agent', {
        method: 'GET',
        url: `/risk/api/v4/addresses/${other}/?workspace=alpha`,
      });
      expect(res.statusCode, other).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    const badPath = await ctx.call('agent', {
      method: 'GET',
      url: '/risk/api/v4/addresses/%FF/?workspace=alpha',
    });
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json()).toEqual({ detail: 'The request path is not valid.', code: 'bad_request' });
  });

  it('answers the catalogue texts for bad input', async () => {
    const bad = await screen('0x1234', 1);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ identifier: ['Address is invalid for the selected currency'] });
    const wrongChain = await screen(demo('btc.whale').address, 1);
    expect(wrongChain.json()).toEqual({ identifier: ['Address is invalid for the selected currency'] });
    const deprecated = await screen('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 5);
    expect(deprecated.statusCode).toBe(400);
    expect(deprecated.json()).toMatchObject({
      detail: 'This blockchain is no longer supported',
      code: 'currency_deprecated',
    });
    const unknown = await screen('abc', 999);
    expect(unknown.statusCode).toBe(400);
    const zeroWidth = await screen(`\u200b${demo('btc.whale').address}\u200b `, 0);
    expect(zeroWidth.statusCode).toBe(200);
  });

  it('explains indirect exposure by the paths that produced it', async () => {
    const obj = demo('btc.darknet-2hop');
    const { id } = (await screen(obj.address, obj.blockchain)).json();
    const res = await ctx.call('agent', {
      method: 'GET',
      url: `/risk/api/v4/addresses/${id}/exposure-explanation/?workspace=alpha&exposure_type=indirect`,
    });
    const figures = res.json();
    expect(figures.length).toBeGreaterThan(0);
    for (const f of figures) {
      expect(f.paths.length).toBeGreaterThan(0);
      expect(f.paths[0].steps.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('archives: the row disappears and the archive log keeps who and what', async () => {
    const obj = demo('btc.young');
    const { id } = (await screen(obj.address, obj.blockchain)).json();
    expect(
      (await ctx.call('admin', { method: 'DELETE', url: `/risk/api/v4/addresses/${id}/?workspace=alpha` }))
        .statusCode,
    ).toBe(204);
    expect(
      (await ctx.call('admin', { method: 'GET', url: `/risk/api/v4/addresses/${id}/?workspace=alpha` }))
        .statusCode,
    ).toBe(404);
    const log = await ctx.db
      .selectFrom('archive_logs')
      .selectAll()
      .where('identifier', '=', obj.address)
      .executeTakeFirstOrThrow();
    expect(log.type).toBe('address');
  });
});
