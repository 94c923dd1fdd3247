import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/** The organisation workspaces page: organisation admins list, create (with the defaults) and rename. */
const ctx = useTestApp();

const WORKSPACES = '/profile/api/v2/workspaces/';

describe('organisation workspaces', () => {
  it('lists every workspace of the organisation with role counts and policy counts', async () => {
    const res = await ctx.call('owner', { method: 'GET', url: WORKSPACES });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { slug: string; role_counts: unknown[]; policy_count: number }[];
    expect(rows.map((r) => r.slug)).toEqual(['alpha', 'beta']);
    const alpha = rows[0] as (typeof rows)[number];
    // admin (1) and agent (2) are active in alpha; blocked@ is a disabled user and is not counted.
    expect(alpha.role_counts).toEqual([
      { role: 1, role_verbose: 'Admin', count: 1 },
      { role: 2, role_verbose: 'Agent', count: 1 },
    ]);
    expect(alpha.policy_count).toBeGreaterThan(0);
    const globex = await ctx.call('foreigner', { method: 'GET', url: WORKSPACES });
    expect(globex.json().map((r: { slug: string }) => r.slug)).toEqual(['gamma']);
  });

  it('is for organisation admins only', async () => {
    for (const user of ['admin', 'agent'] as const) {
      expect((await ctx.call(user, { method: 'GET', url: WORKSPACES })).statusCode).toBe(403);
      expect(
        (await ctx.call(user, { method: 'POST', url: WORKSPACES, payload: { name: 'X' } })).statusCode,
      ).toBe(403);
    }
  });

  it('creates a workspace with the default policies and stages, and validates its name and slug', async () => {
    const blank = await ctx.call('owner', { method: 'POST', url: WORKSPACES, payload: { name: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().name).toEqual(['This field may not be blank.']);
    const taken = await ctx.call('owner', {
      method: 'POST',
      url: WORKSPACES,
      payload: { name: 'G', slug: 'gamma' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().slug).toEqual(['A workspace with this slug already exists.']);

    const res = await ctx.call('owner', { method: 'POST', url: WORKSPACES, payload: { name: 'Alpha' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Alpha', slug: 'alpha-2', role_counts: [] });
    const alpha = (await ctx.call('owner', { method: 'GET', url: WORKSPACES })).json()[0];
    expect(res.json().policy_count).toBe(alpha.policy_count);
    const stages = await ctx.db
      .selectFrom('workflow_stages')
      .select('id')
      .where('workspace_id', '=', res.json().id)
      .execute();
    expect(stages.length).toBeGreaterThan(0);
    // Organisation admins see every workspace: the new one answers at once.
    const alerts = await ctx.call('owner', {
      method: 'GET',
      url: '/resolutioncenter/api/v4/alerts/?workspace=alpha-2',
    });
    expect(alerts.statusCode).toBe(200);
  });

  it('renames a workspace of the organisation, never one of another', async () => {
    const beta = (await ctx.call('owner', { method: 'GET', url: WORKSPACES }))
      .json()
      .find((w: { slug: string }) => w.slug === 'beta');
    const res = await ctx.call('owner', {
      method: 'PUT',
      url: `${WORKSPACES}${beta.id}/`,
      payload: { name: 'Beta Two' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Beta Two', slug: 'beta' });
    const foreign = await ctx.call('foreigner', {
      method: 'PUT',
      url: `${WORKSPACES}${beta.id}/`,
      payload: { name: 'Taken' },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
