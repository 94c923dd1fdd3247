import { TOKEN_WATCHLIST_MESSAGES } from '@riskscreen/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/**
 * The smart contract watchlist (spec part 3 §2.10, §6, §7.4): a plan feature of the workspace; members read it,
 * admins change it; one live entry per contract; only contracts of chains with smart contracts.
 */
const WATCHLIST = '/risk/api/v4/token-monitoring-addresses/';
const USDT = '0xdac17f958d2ee523a2206206994597c13d831ec7';
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

const setTokenMonitoring = (slug: string, on: boolean) =>
  ctx.db.updateTable('workspaces').set({ token_monitoring_status: on }).where('slug', '=', slug).execute();
const add = (user: 'admin' | 'agent' | 'owner', body: object, workspace = 'alpha') =>
  ctx.call(user, { method: 'POST', url: `${WATCHLIST}?workspace=${workspace}`, payload: body });
const list = async (query = '', user: 'agent' | 'owner' = 'agent', workspace = 'alpha') => {
  const res = await ctx.call(user, { method: 'GET', url: `${WATCHLIST}?workspace=${workspace}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; results: { identifier: string; currency: number }[] };
};

const ctx = useTestApp();

describe('the smart contract watchlist', () => {
  it('refuses every call, reading too, when the plan lacks token monitoring', async () => {
    await setTokenMonitoring('alpha', false);
    const read = await ctx.call('agent', { method: 'GET', url: `${WATCHLIST}?workspace=alpha` });
    expect(read.statusCode).toBe(403);
    expect(read.json().detail).toBe(TOKEN_WATCHLIST_MESSAGES.unavailable);
    expect(read.json().detail).toMatch(/account manager or the support team/);
    const write = await add('admin', { identifier: USDT, currency: 1 });
    expect(write.statusCode).toBe(403);
    expect(write.json().detail).toBe(TOKEN_WATCHLIST_MESSAGES.unavailable);
    const archive = await ctx.call('admin', {
      method: 'POST',
      url: `${WATCHLIST}archive/?workspace=alpha`,
      payload: { identifier: USDT, currency: 1 },
    });
    expect(archive.statusCode).toBe(403);
    await setTokenMonitoring('alpha', true);
  });

  it('adds a contract in its lower-case spelling, lists it with who added it, filters and searches', async () => {
    const added = await add('admin', { identifier: USDT.toUpperCase().replace('0X', '0x'), currency: 1 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      identifier: USDT,
      currency: 1,
      currency_short: 'ETH',
      added_by_name: expect.any(String),
      created_at: expect.any(String),
    });
    expect((await add('owner', { identifier: USDC, currency: 8 })).statusCode).toBe(201);

    const all = await list();
    expect(all.count).toBe(2);
    expect(all.results.map((r) => r.identifier)).toEqual([USDC, USDT]);
    expect((await list('&currency=1')).results.map((r) => r.identifier)).toEqual([USDT]);
    expect((await list('&q=DAC17')).results.map((r) => r.identifier)).toEqual([USDT]);
    expect((await list('&offset=1&limit=1')).results.map((r) => r.identifier)).toEqual([USDT]);
  });

  it('refuses a contract already on the list, also when two admins add it at once', async () => {
    const again = await add('admin', { identifier: USDT, currency: 1 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ identifier: [TOKEN_WATCHLIST_MESSAGES.alreadyWatched] });

    const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f';
    const both = await Promise.all([
      add('admin', { identifier: DAI, currency: 1 }),
      add('owner', { identifier: DAI, currency: 1 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect((await list(`&q=${DAI}`)).count).toBe(1);
  });

  it('refuses what is not a contract address of the chain, and chains without smart contracts', async () => {
    const invalid = await add('admin', { identifier: '0x1234', currency: 1 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ identifier: [TOKEN_WATCHLIST_MESSAGES.invalidContract] });
    const empty = await add('admin', { identifier: '  ', currency: 1 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ identifier: [TOKEN_WATCHLIST_MESSAGES.enterAddress] });
    const bitcoin = await add('admin', {
      identifier: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      currency: 0,
    });
    expect(bitcoin.statusCode).toBe(400);
    expect(bitcoin.json()).toEqual({ currency: [TOKEN_WATCHLIST_MESSAGES.noSmartContracts] });
    const unknown = await add('admin', { identifier: USDT, currency: 9999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ currency: ['Select a valid blockchain.'] });
  });

  it('lets members read and only admins change it', async () => {
    expect((await list()).count).toBeGreaterThan(0);
    const agent = await add('agent', { identifier: USDC, currency: 1 });
    expect(agent.statusCode).toBe(403);
    const archive = await ctx.call('agent', {
      method: 'POST',
      url: `${WATCHLIST}archive/?workspace=alpha`,
      payload: { identifier: USDT, currency: 1 },
    });
    expect(archive.statusCode).toBe(403);
  });

  it("keeps each workspace's list apart: another workspace's entry is not found", async () => {
    await setTokenMonitoring('beta', true);
    expect((await list('', 'owner', 'beta')).count).toBe(0);
    const other = await ctx.call('owner', {
      method: 'POST',
      url: `${WATCHLIST}archive/?workspace=beta`,
      payload: { identifier: USDT, currency: 1 },
    });
    expect(other.statusCode).toBe(404);
    expect((await list('&currency=1')).results.map((r) => r.identifier)).toContain(USDT);
  });

  it('archives an entry, which may then be added again', async () => {
    const archived = await ctx.call('admin', {
      method: 'POST',
      url: `${WATCHLIST}archive/?workspace=alpha`,
      payload: { identifier: USDT, currency: 1 },
    });
    expect(archived.statusCode, archived.body).toBe(204);
    expect((await list('&currency=1')).results.map((r) => r.identifier)).not.toContain(USDT);
    const row = await ctx.db
      .selectFrom('token_monitoring_addresses')
      .select(['archived_at', 'archived_by'])
      .where('identifier', '=', USDT)
      .executeTakeFirstOrThrow();
    expect(row.archived_at).not.toBeNull();
    expect(row.archived_by).not.toBeNull();
    const twice = await ctx.call('admin', {
      method: 'POST',
      url: `${WATCHLIST}archive/?workspace=alpha`,
      payload: { identifier: USDT, currency: 1 },
    });
    expect(twice.statusCode).toBe(404);
    expect((await add('admin', { identifier: USDT, currency: 1 })).statusCode).toBe(201);
  });
});
