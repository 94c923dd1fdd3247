import { describe, expect, it } from 'vitest';
import { type FixtureUser, TEST_PASSWORD } from '../../../../test/helpers/test-app.ts';
import { withPlanFlags } from '../../../test-support/plan-flags.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

const ctx = useTestApp();

/** A workspace data route of the machine API (the screened-address list), called with a key. */
const me = (key: string, workspace = 'alpha') =>
  ctx.app.inject({
    method: 'GET',
    url: `/risk/api/v4/addresses/?workspace=${workspace}`,
    headers: { 'x-api-key': key },
  });

/** Create a key as a fixture user in alpha, confirmed with the fixture password. */
const createKey = (user: FixtureUser = 'admin') =>
  ctx.call(user, {
    method: 'POST',
    url: '/profile/api/v1/keys/?workspace=alpha',
    payload: { password: TEST_PASSWORD },
  });
const newKey = async (): Promise<{ id: number; key: string }> => (await createKey()).json();

/** Account and identity routes: a key must never reach them, whatever the body. */
const ACCOUNT_ROUTES: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }[] = [
  {
    method: 'POST',
    url: '/auth/api/change-password/',
    payload: { current_password: TEST_PASSWORD, new_password: 'Hijacked123', new_password_2: 'Hijacked123' },
  },
  { method: 'GET', url: '/auth/api/permissions/' },
  { method: 'POST', url: '/auth/api/logout/', payload: {} },
  { method: 'GET', url: '/profile/api/v1/keys/' },
  { method: 'POST', url: '/profile/api/v1/keys/', payload: { password: TEST_PASSWORD } },
  { method: 'PUT', url: '/profile/api/v1/keys/1/', payload: { is_active: true } },
  { method: 'GET', url: '/profile/api/v1/team-members/me/' },
  {
    method: 'PUT',
    url: '/profile/api/v1/team-members/me/',
    payload: { first_name: 'Key', last_name: 'Holder', timezone: 'UTC', language: 'en' },
  },
  { method: 'GET', url: '/profile/api/v1/team-members/me/notification-subscriptions/' },
  { method: 'GET', url: '/profile/plan/' },
  { method: 'GET', url: '/analytics/api/v2/analytics/' },
];

describe('API keys', () => {
  it('shows the full key once, lists it masked, and stores only a hash', async () => {
    const created = await createKey();
    expect(created.statusCode).toBe(201);
    const { id, key } = created.json();
    expect(key).toMatch(/^rsk_[A-Za-z0-9_-]{40}$/);
    const list = (
      await ctx.call('admin', { method: 'GET', url: '/profile/api/v1/keys/?workspace=alpha' })
    ).json();
    const listed = list.results.find((k: { id: number }) => k.id === id);
    expect(listed.key).not.toBe(key);
    expect(listed.key.endsWith(key.slice(-4))).toBe(true);
    expect(listed.key).toContain('•');
    const stored = await ctx.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(key);
  });

  it('authenticates X-API-Key calls in its own workspace only, until revoked, and again when re-enabled', async () => {
    const { id, key } = (await createKey()).json();
    expect((await me(key)).statusCode).toBe(200);
    expect((await me(key, 'beta')).statusCode).toBe(404);

    const revoke = await ctx.call('admin', {
      method: 'PUT',
      url: `/profile/api/v1/keys/${id}/?workspace=alpha`,
      payload: { is_active: false },
    });
    expect(revoke.json().is_active).toBe(false);
    const refused = await me(key);
    expect(refused.statusCode).toBe(401);
    // Said in words a script's author acts on, not the bearer-token wording.
    expect(refused.json()).toEqual({
      detail: 'The API key is unknown or has been revoked.',
      code: 'invalid_api_key',
    });
    await ctx.call('admin', {
      method: 'PUT',
      url: `/profile/api/v1/keys/${id}/?workspace=alpha`,
      payload: { is_active: true },
    });
    expect((await me(key)).statusCode).toBe(200);
  });

  it('keeps keys per user and workspace: another user cannot see or change them', async () => {
    const { id } = (await createKey()).json();
    const agentList = (
      await ctx.call('agent', { method: 'GET', url: '/profile/api/v1/keys/?workspace=alpha' })
    ).json();
    expect(agentList.results.map((k: { id: number }) => k.id)).not.toContain(id);
    const put = await ctx.call('agent', {
      method: 'PUT',
      url: `/profile/api/v1/keys/${id}/?workspace=alpha`,
      payload: { is_active: false },
    });
    expect(put.statusCode).toBe(404);
  });

  it('pages with offset and a next link', async () => {
    for (let i = 0; i < 3; i++) await createKey('agent');
    const page = (
      await ctx.call('agent', { method: 'GET', url: '/profile/api/v1/keys/?workspace=alpha&limit=2' })
    ).json();
    expect(page.count).toBe(3);
    expect(page.results).toHaveLength(2);
    expect(page.next).toContain('offset=2');
    const last = (
      await ctx.call('agent', {
        method: 'GET',
        url: '/profile/api/v1/keys/?workspace=alpha&limit=2&offset=2',
      })
    ).json();
    expect(last.results).toHaveLength(1);
    expect(last.next).toBeNull();
  });

  it('authenticates the machine API only: every account route answers 403 to a key, screening still works', async () => {
    const { key } = await newKey();
    const keysBefore = await ctx.db.selectFrom('api_keys').select('id').execute();
    const passwordBefore = await ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'admin@acme.test')
      .executeTakeFirstOrThrow();
    for (const route of ACCOUNT_ROUTES) {
      const res = await ctx.app.inject({
        method: route.method,
        url: `${route.url}?workspace=alpha`,
        headers: { 'x-api-key': key },
        ...(route.payload ? { payload: route.payload } : {}),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({
        detail: 'API keys cannot be used for this endpoint. Please sign in instead.',
        code: 'api_key_not_allowed',
      });
    }
    // Nothing changed: no new key, the same password, the user's name untouched.
    expect(await ctx.db.selectFrom('api_keys').select('id').execute()).toHaveLength(keysBefore.length);
    const passwordAfter = await ctx.db
      .selectFrom('users')
      .select(['password_hash', 'first_name'])
      .where('email', '=', 'admin@acme.test')
      .executeTakeFirstOrThrow();
    expect(passwordAfter.password_hash).toBe(passwordBefore.password_hash);
    expect(passwordAfter.first_name).not.toBe('Key');

    const screened = await ctx.app.inject({
      method: 'POST',
      url: '/risk/api/v4/addresses/?workspace=alpha',
      headers: { 'x-api-key': key },
      payload: { identifier: '0x52908400098527886e0f7030069857d2e4169ee7', currency: 1 },
    });
    expect(screened.statusCode).toBeLessThan(300);
    expect((await me(key)).statusCode).toBe(200);
  });

  it("refuses keys, and new keys, when the organisation's plan lacks API access", async () => {
    const { id, key } = await newKey();
    await withPlanFlags(ctx.db, 'acme', { can_access_api: false }, async () => {
      const denied = await me(key);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({
        detail: 'API access is not included in your plan. Please contact support team to subscribe.',
        code: 'api_access_not_in_plan',
      });
      const profile = (
        await ctx.call('admin', { method: 'GET', url: '/profile/api/v1/team-members/me/?workspace=alpha' })
      ).json();
      expect(profile.can_access_api).toBe(false);
      const create = await ctx.call('admin', {
        method: 'POST',
        url: '/profile/api/v1/keys/?workspace=alpha',
        payload: { password: TEST_PASSWORD },
      });
      expect(create.statusCode).toBe(403);
      expect(create.json().code).toBe('api_access_not_in_plan');
      // Revoking is still allowed; re-enabling is not.
      const revoke = await ctx.call('admin', {
        method: 'PUT',
        url: `/profile/api/v1/keys/${id}/?workspace=alpha`,
        payload: { is_active: false },
      });
      expect(revoke.statusCode).toBe(200);
      const reenable = await ctx.call('admin', {
        method: 'PUT',
        url: `/profile/api/v1/keys/${id}/?workspace=alpha`,
        payload: { is_active: true },
      });
      expect(reenable.statusCode).toBe(403);
      const list = await ctx.call('admin', { method: 'GET', url: '/profile/api/v1/keys/?workspace=alpha' });
      expect(list.statusCode).toBe(200);
    });
    const { key: fresh } = await newKey();
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('requires the workspace parameter', async () => {
    const res = await ctx.call('agent', { method: 'GET', url: '/profile/api/v1/keys/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ workspace: ['This field is required.'] });
  });
});
