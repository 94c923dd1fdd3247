import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../../test/helpers/test-app.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { setPlan } from '../../accounts/index.ts';
import { importPublication, perCurrencyLists } from '../../attribution/test-support.ts';

/**
 * The drop-in sanctions check against OFAC's per-currency lists of 2024-09-27, then a newer publication that drops
 * one address: the answer has the free API's shape, on every chain by the identifier alone.
 */
let key: { id: number; key: string };
let bitcoin: string;
let ethereum: string;
let delisted: string;
const CLEAN = '0x52908400098527886e0f7030069857d2e4169ee7';

const check = (address: string, headers: Record<string, string> = { 'x-api-key': key.key }) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/address/${encodeURIComponent(address)}`, headers });

const ctx = useTestApp();
beforeAll(async () => {
  const lists = perCurrencyLists();
  const list = (ticker: string) =>
    lists
      .find((i) => i.name.endsWith(`_${ticker}.txt`))
      ?.text.split('\n')
      .filter(Boolean) ?? [];
  const others = new Set(
    lists.filter((i) => !i.name.endsWith('_XBT.txt')).flatMap((i) => i.text.split('\n')),
  );
  bitcoin = list('XBT').find((a) => a.startsWith('1')) as string;
  ethereum = list('ETH').find((a) => /[A-F]/.test(a)) as string;
  delisted = list('XBT').find((a) => a.startsWith('3') && !others.has(a)) as string;
  await importPublication(ctx.db, 'ofac-list', lists, new Date('2024-09-27T00:00:00Z'));
  const created = await ctx.call('admin', {
    method: 'POST',
    url: '/profile/api/v1/keys/?workspace=alpha',
    payload: { password: TEST_PASSWORD },
  });
  expect(created.statusCode, created.body).toBe(201);
  key = created.json();
}, 60_000);

describe('GET /api/v1/address/{address}', () => {
  it("answers a listed address's identification in the free API's shape", async () => {
    const res = await check(bitcoin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      identifications: [
        {
          category: 'sanctions',
          name: 'SANCTIONS: OFAC SDN List',
          description: 'Address on the OFAC SDN list (per-currency address list, no entity name).',
          url: 'https://sanctionssearch.ofac.treas.gov/',
        },
      ],
    });
  });

  it('finds an EVM address in any spelling, without naming its chain', async () => {
    for (const spelling of [ethereum, ethereum.toLowerCase()]) {
      const res = await check(spelling);
      expect(res.json().identifications, spelling).toHaveLength(1);
    }
  });

  it('answers an empty list for an address on no list', async () => {
    const res = await check(CLEAN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ identifications: [] });
  });

  it('answers an empty list once a newer publication no longer lists the address', async () => {
    expect((await check(delisted)).json().identifications).toHaveLength(1);
    const newer = perCurrencyLists((_ticker, addresses) => addresses.filter((a) => a !== delisted));
    const outcome = await importPublication(ctx.db, 'ofac-list', newer, new Date('2025-03-21T00:00:00Z'));
    expect(outcome.publication?.ended.map((l) => l.address)).toEqual([delisted]);
    expect((await check(delisted)).json()).toEqual({ identifications: [] });
    expect((await check(bitcoin)).json().identifications).toHaveLength(1);
  });

  it('refuses a call without a key, with an unknown key or with a disabled one (401)', async () => {
    expect((await check(bitcoin, {})).statusCode).toBe(401);
    const unknown = await check(bitcoin, { 'x-api-key': 'not-a-key' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('invalid_api_key');
    await ctx.call('admin', {
      method: 'PUT',
      url: `/profile/api/v1/keys/${key.id}/?workspace=alpha`,
      payload: { is_active: false },
    });
    try {
      expect((await check(bitcoin)).statusCode).toBe(401);
    } finally {
      await ctx.call('admin', {
        method: 'PUT',
        url: `/profile/api/v1/keys/${key.id}/?workspace=alpha`,
        payload: { is_active: true },
      });
    }
    expect((await check(bitcoin)).statusCode).toBe(200);
  });

  it('answers a signed-in member naming the workspace, and nobody else', async () => {
    const token = async (user: 'agent' | 'foreigner') => ({
      authorization: `Bearer ${await ctx.token(user)}`,
    });
    const member = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/address/${bitcoin}?workspace=alpha`,
      headers: await token('agent'),
    });
    expect(member.json().identifications).toHaveLength(1);
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/address/${bitcoin}?workspace=alpha`,
      headers: await token('foreigner'),
    });
    expect(foreign.statusCode).toBe(404);
    const unnamed = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/address/${bitcoin}`,
      headers: await token('agent'),
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toEqual({ workspace: ['This field is required.'] });
  });

  it('spends a credit per check, like any screening, and refuses at the limit writing nothing', async () => {
    const events = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('screening_events')
            .select(sql<string>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await events();
    expect((await check(bitcoin)).statusCode).toBe(200);
    expect(await events()).toBe(before + 1);
    await setPlan(ctx.db, 'acme', { creditLimit: before + 1 });
    const refused = await check(bitcoin);
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'credit_limit_reached' });
    expect(await events()).toBe(before + 1);
    await setPlan(ctx.db, 'acme', { creditLimit: null });
  });

  it("answers an expired plan's key, and a signed-in member, as every workspace route does (401 plan expired)", async () => {
    await setPlan(ctx.db, 'acme', { endDate: '2020-01-31' });
    try {
      const byKey = await check(bitcoin);
      expect(byKey.statusCode, byKey.body).toBe(401);
      expect(byKey.json()).toMatchObject({
        code: 'billing_plan_expired',
        detail: 'Your Billing Plan Has Expired',
      });
      const byMember = await ctx.call('admin', {
        method: 'GET',
        url: `/api/v1/address/${encodeURIComponent(bitcoin)}?workspace=alpha`,
      });
      expect(byMember.statusCode).toBe(401);
      expect(byMember.json()).toMatchObject({ code: 'billing_plan_expired' });
      // The same answer as a workspace route of the machine API.
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/risk/api/v4/addresses/?workspace=alpha',
        headers: { 'x-api-key': key.key },
      });
      expect(list.json()).toEqual(byKey.json());
    } finally {
      await setPlan(ctx.db, 'acme', { endDate: null });
    }
    expect((await check(bitcoin)).statusCode).toBe(200);
  });
});
