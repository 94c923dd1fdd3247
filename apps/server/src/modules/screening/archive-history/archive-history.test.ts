import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../../test/helpers/test-app.ts';
import { screenObject } from '../../../test-support/screening.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/**
 * The archive history (spec part 3 §2.12): every archiving of the workspace, newest first, with who, from where
 * and what; search by a part of the identifier, filters by chain and type, pages; for admins only, and never
 * another workspace's.
 */
const ADDRESS = '0x8d12a197cb00d4747a1fe03395095ce2a5cc6819';
const KEPT = '0x52908400098527886e0f7030069857d2e4169ee7';
const TRANSACTION = `0x${'ab'.repeat(32)}`;
const ELSEWHERE = '0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae';

const ctx = useTestApp();
beforeAll(async () => {
  const screen = async (
    user: 'admin' | 'outsider',
    kind: 'addresses' | 'transactions',
    identifier: string,
    workspace = 'alpha',
  ) => (await screenObject(ctx, kind, identifier, { user, workspace })).id;
  const address = await screen('admin', 'addresses', ADDRESS);
  await screen('admin', 'addresses', KEPT);
  const transaction = await screen('admin', 'transactions', TRANSACTION);
  const other = await screen('outsider', 'addresses', ELSEWHERE, 'beta');
  // From the web app, then through an API key: the log tells them apart.
  expect(
    (await ctx.call('admin', { method: 'DELETE', url: `/risk/api/v4/addresses/${address}/?workspace=alpha` }))
      .statusCode,
  ).toBe(204);
  const key = (
    await ctx.call('admin', {
      method: 'POST',
      url: '/profile/api/v1/keys/?workspace=alpha',
      payload: { password: TEST_PASSWORD },
    })
  ).json().key as string;
  const byKey = await ctx.app.inject({
    method: 'DELETE',
    url: `/risk/api/v4/transactions/${transaction}/?workspace=alpha`,
    headers: { 'x-api-key': key },
  });
  expect(byKey.statusCode, byKey.body).toBe(204);
  expect(
    (await ctx.call('outsider', { method: 'DELETE', url: `/risk/api/v4/addresses/${other}/?workspace=beta` }))
      .statusCode,
  ).toBe(204);
}, 120_000);

const list = async (query = '', user: 'admin' | 'agent' | 'owner' | 'outsider' = 'admin') =>
  ctx.call(user, { method: 'GET', url: `/resolutioncenter/api/v4/archive-logs/?workspace=alpha${query}` });

describe('the archive history', () => {
  it("lists the workspace's archivings newest first: when, who, from where, what", async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 2, next: null, previous: null });
    expect(body.results).toEqual([
      {
        id: expect.any(Number),
        created_at: expect.any(String),
        archived_by: 'Adam Admin',
        original_caller: 'api',
        type: 'transaction',
        identifier: TRANSACTION,
        currency: 1,
      },
      {
        id: expect.any(Number),
        created_at: expect.any(String),
        archived_by: 'Adam Admin',
        original_caller: 'web',
        type: 'address',
        identifier: ADDRESS,
        currency: 1,
      },
    ]);
    expect(Date.parse(body.results[0].created_at)).toBeGreaterThanOrEqual(
      Date.parse(body.results[1].created_at),
    );
  });

  it('finds a part of the identifier in any case, and filters by type and chain', async () => {
    const identifiers = async (query: string) =>
      (await list(query)).json().results.map((r: { identifier: string }) => r.identifier);
    expect(await identifiers(`&q=${ADDRESS.slice(10, 20).toUpperCase()}`)).toEqual([ADDRESS]);
    expect(await identifiers(`&q=${KEPT.slice(2, 12)}`)).toEqual([]);
    expect(await identifiers('&type=transaction')).toEqual([TRANSACTION]);
    expect(await identifiers('&type=address&currency=1')).toEqual([ADDRESS]);
    expect(await identifiers('&currency=0')).toEqual([]);
  });

  it('pages with links that keep the filters', async () => {
    const first = (await list('&limit=1&type=address')).json();
    expect(first).toMatchObject({ count: 1, next: null });
    const page = (await list('&limit=1')).json();
    expect(page.count).toBe(2);
    expect(page.results).toHaveLength(1);
    expect(page.next).toContain('offset=1');
    const second = await ctx.call('admin', { method: 'GET', url: page.next });
    expect(second.json().results.map((r: { identifier: string }) => r.identifier)).toEqual([ADDRESS]);
  });

  it('names nobody once the archiving user is gone, and keeps the entry', async () => {
    const alpha = await ctx.db
      .selectFrom('workspaces')
      .select(['id', 'organization_id'])
      .where('slug', '=', 'alpha')
      .executeTakeFirstOrThrow();
    const { id } = await ctx.db
      .insertInto('users')
      .values({
        email: 'gone@acme.test',
        first_name: 'Gone',
        last_name: 'User',
        organization_id: alpha.organization_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('archive_logs')
      .values({
        workspace_id: alpha.id,
        archived_by: id,
        type: 'address',
        identifier: 'gone-entry',
        blockchain: 0,
      })
      .execute();
    await ctx.db.deleteFrom('users').where('id', '=', id).execute();
    const [entry] = (await list('&q=gone-entry')).json().results;
    expect(entry).toMatchObject({
      archived_by: null,
      original_caller: 'web',
      identifier: 'gone-entry',
      currency: 0,
    });
  });

  it('is for admins and organisation admins: 403 for an agent, 404 for another workspace, 400 on bad filters', async () => {
    expect((await list('', 'owner')).statusCode).toBe(200);
    expect((await list('', 'agent')).statusCode).toBe(403);
    expect((await list('', 'outsider')).statusCode).toBe(404);
    expect((await list('&type=customer')).statusCode).toBe(400);
    expect((await list('&currency=abc')).statusCode).toBe(400);
  });
});
