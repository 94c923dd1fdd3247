import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

const ctx = useTestApp();

type Stage = { id: number; name: string; category: number; next_stages: number[]; is_system: boolean };
const get = async (url: string, user: 'agent' | 'outsider' = 'agent') => {
  const res = await ctx.call(user, { method: 'GET', url });
  return { status: res.statusCode, body: res.json() as unknown };
};

describe('the workflow stage calls (spec part 3 §7.4b)', () => {
  it('answers one stage of the workspace, and 404 for another workspace’s stage or an unknown one', async () => {
    const all = (await get('/profile/api/v2/workspaces/workflow-stages/?workspace=alpha')).body as Stage[];
    const open = all.find((s) => s.name === 'Open');
    if (!open) throw new Error('no Open stage');
    const one = await get(`/profile/api/v2/workspaces/workflow-stages/${open.id}/?workspace=alpha`);
    expect(one).toEqual({ status: 200, body: open });
    expect(open.next_stages.length).toBeGreaterThan(0);
    const foreign = await get(
      `/profile/api/v2/workspaces/workflow-stages/${open.id}/?workspace=beta`,
      'outsider',
    );
    expect(foreign.status).toBe(404);
    expect((await get('/profile/api/v2/workspaces/workflow-stages/2147483647/?workspace=alpha')).status).toBe(
      404,
    );
    expect((await get('/profile/api/v2/workspaces/workflow-stages/abc/?workspace=alpha')).status).toBe(404);
  });

  it('lists the status stages, the system stages or all, in full or lite', async () => {
    const all = (await get('/profile/api/v2/workflow-stages/?workspace=alpha')).body as Stage[];
    const status = (await get('/profile/api/v2/workflow-stages/?workspace=alpha&is_status_stage=true'))
      .body as Stage[];
    const system = (await get('/profile/api/v2/workflow-stages/?workspace=alpha&is_status_stage=false'))
      .body as Stage[];
    expect(system.map((s) => s.name).sort()).toEqual(['Closed – Auto-resolved', 'Inactive']);
    expect(status.every((s) => !s.is_system)).toBe(true);
    expect(status.map((s) => s.name)).toContain('Open');
    expect(status.length + system.length).toBe(all.length);
    const lite = (await get('/profile/api/v2/workflow-stages/lite/?workspace=alpha&is_status_stage=true'))
      .body;
    expect(lite).toEqual(status.map((s) => ({ id: s.id, name: s.name, category: s.category })));
    const bad = await get('/profile/api/v2/workflow-stages/?workspace=alpha&is_status_stage=maybe');
    expect(bad.status).toBe(400);
  });
});

describe('the workspaces a caller may use (GET /profile/api/v2/workspaces/lite/)', () => {
  it('names a member’s workspaces only, and every workspace of an organisation admin', async () => {
    const agent = await get('/profile/api/v2/workspaces/lite/');
    expect(agent.status).toBe(200);
    const slugs = (agent.body as { slug: string; name: string }[]).map((w) => w.slug);
    expect(slugs).toContain('alpha');
    expect(slugs).not.toContain('beta');
    const outsider = (await get('/profile/api/v2/workspaces/lite/', 'outsider')).body as { slug: string }[];
    expect(outsider.map((w) => w.slug)).not.toContain('alpha');
    const owner = await ctx.call('owner', { method: 'GET', url: '/profile/api/v2/workspaces/lite/' });
    expect(owner.statusCode, owner.body).toBe(200);
    // acme's admin: both of acme's workspaces, never globex's gamma.
    expect((owner.json() as { slug: string }[]).map((w) => w.slug).sort()).toEqual(['alpha', 'beta']);
  });
});
