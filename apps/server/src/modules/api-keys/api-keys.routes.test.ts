import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const me = (key: string, workspace = 'alpha') =>
  ctx.app.inject({
    method: 'GET',
    url: `/profile/api/v1/keys/?workspace=${workspace}`,
    headers: { 'x-api-key': key },
  });

describe('API keys', () => {
  it('shows the full key once, lists it masked, and stores only a hash', async () => {
    const created = await ctx.call('admin', { method: 'POST', url: '/profile/api/v1/keys/?workspace=alpha' });
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
    const { id, key } = (
      await ctx.call('admin', { method: 'POST', url: '/profile/api/v1/keys/?workspace=alpha' })
    ).json();
    expect((await me(key)).statusCode).toBe(200);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/profile/api/v1/team-members/me/',
      headers: { 'x-api-key': key },
    });
    expect(profile.json().email).toBe('admin@acme.test');
    expect((await me(key, 'beta')).statusCode).toBe(404);

    const revoke = await ctx.call('admin', {
      method: 'PUT',
      url: `/profile/api/v1/keys/${id}/?workspace=alpha`,
      payload: { is_active: false },
    });
    expect(revoke.json().is_active).toBe(false);
    expect((await me(key)).statusCode).toBe(401);
    await ctx.call('admin', {
      method: 'PUT',
      url: `/profile/api/v1/keys/${id}/?workspace=alpha`,
      payload: { is_active: true },
    });
    expect((await me(key)).statusCode).toBe(200);
  });

  it('keeps keys per user and workspace: another user cannot see or change them', async () => {
    const { id } = (
      await ctx.call('admin', { method: 'POST', url: '/profile/api/v1/keys/?workspace=alpha' })
    ).json();
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
    for (let i = 0; i < 3; i++)
      await ctx.call('agent', { method: 'POST', url: '/profile/api/v1/keys/?workspace=alpha' });
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

  it('requires the workspace parameter', async () => {
    const res = await ctx.call('agent', { method: 'GET', url: '/profile/api/v1/keys/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ workspace: ['This field is required.'] });
  });
});
