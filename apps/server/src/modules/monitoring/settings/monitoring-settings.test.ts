import { describe, expect, it } from 'vitest';
import { withPlanFlags } from '../../../test-support/plan-flags.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/**
 * Monitoring config (spec part 3 §2.11, §5, §6, §7.4): the workspace's level and duration, the monitored addresses
 * list and the custom monitored entities; admins with the plan's continuous monitoring change them, nobody else.
 */
const ctx = useTestApp();

const SETTINGS = '/profile/api/v1/team-members/me/continuous-monitoring-settings/';
const ADDRESSES = '/risk/api/v4/custom-monitored-addresses/';
const ENTITIES = '/risk/api/v4/custom-monitored-entities/';
const ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';

describe('continuous monitoring settings', () => {
  it('reads and saves the level and the duration of the current workspace, and the profile follows it', async () => {
    const read = await ctx.call('agent', { method: 'GET', url: `${SETTINGS}?workspace=alpha` });
    expect(read.json()).toEqual({ continuous_monitoring_level: 1, continuous_monitoring_days: null });

    const level = await ctx.call('admin', {
      method: 'PUT',
      url: `${SETTINGS}?workspace=alpha`,
      payload: { continuous_monitoring_level: 2 },
    });
    expect(level.json()).toEqual({ continuous_monitoring_level: 2, continuous_monitoring_days: null });
    const days = await ctx.call('admin', {
      method: 'PUT',
      url: `${SETTINGS}?workspace=alpha`,
      payload: { continuous_monitoring_days: 60 },
    });
    expect(days.json()).toEqual({ continuous_monitoring_level: 2, continuous_monitoring_days: 60 });

    // The owner sees alpha and beta; the profile's level is the requested workspace's, not the first by name.
    await ctx.call('owner', {
      method: 'PUT',
      url: `${SETTINGS}?workspace=beta`,
      payload: { continuous_monitoring_level: 0 },
    });
    const inBeta = await ctx.call('owner', {
      method: 'GET',
      url: '/profile/api/v1/team-members/me/?workspace=beta',
    });
    expect(inBeta.json()).toMatchObject({
      continuous_monitoring_level: 0,
      continuous_monitoring_enabled: false,
    });
    const inAlpha = await ctx.call('owner', {
      method: 'GET',
      url: '/profile/api/v1/team-members/me/?workspace=alpha',
    });
    expect(inAlpha.json()).toMatchObject({
      continuous_monitoring_level: 2,
      continuous_monitoring_enabled: true,
    });
  });

  it('refuses a level or a duration outside the specification', async () => {
    for (const payload of [{ continuous_monitoring_level: 4 }, { continuous_monitoring_days: 45 }]) {
      const res = await ctx.call('admin', { method: 'PUT', url: `${SETTINGS}?workspace=alpha`, payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it('refuses an agent (403), and an admin whose plan lacks continuous monitoring', async () => {
    const agent = await ctx.call('agent', {
      method: 'PUT',
      url: `${SETTINGS}?workspace=alpha`,
      payload: { continuous_monitoring_level: 0 },
    });
    expect(agent.statusCode).toBe(403);
    await withPlanFlags(ctx.db, 'acme', { can_enable_continuous_monitoring: false }, async () => {
      for (const [url, payload] of [
        [SETTINGS, { continuous_monitoring_level: 0 }],
        [ADDRESSES, { identifier: ADDRESS, currency: 1 }],
        [ENTITIES, { entity_name: 'Binance' }],
      ] as const) {
        const method = url === SETTINGS ? 'PUT' : 'POST';
        const res = await ctx.call('admin', { method, url: `${url}?workspace=alpha`, payload });
        expect(res.statusCode, url).toBe(403);
      }
    });
    const read = await ctx.call('agent', { method: 'GET', url: `${SETTINGS}?workspace=alpha` });
    expect(read.json().continuous_monitoring_level).toBe(2);
  });
});

describe('the monitored addresses list', () => {
  it('adds, lists, flips to ignored and archives an address; another workspace sees none of it', async () => {
    const added = await ctx.call('admin', {
      method: 'POST',
      url: `${ADDRESSES}?workspace=alpha`,
      payload: { identifier: ADDRESS.toUpperCase().replace('0X', '0x'), currency: 1 },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ identifier: ADDRESS, currency: 1, is_ignored: false });
    const again = await ctx.call('admin', {
      method: 'POST',
      url: `${ADDRESSES}?workspace=alpha`,
      payload: { identifier: ADDRESS, currency: 1, is_ignored: true },
    });
    expect(again.json()).toMatchObject({ identifier: ADDRESS, is_ignored: true });
    const list = await ctx.call('agent', { method: 'GET', url: `${ADDRESSES}?workspace=alpha` });
    expect(list.json().count).toBe(1);
    expect(list.json().results[0]).toMatchObject({ is_ignored: true, added_by: expect.any(String) });
    const beta = await ctx.call('owner', { method: 'GET', url: `${ADDRESSES}?workspace=beta` });
    expect(beta.json().count).toBe(0);
    const outsider = await ctx.call('outsider', { method: 'GET', url: `${ADDRESSES}?workspace=alpha` });
    expect(outsider.statusCode).toBe(404);

    const archived = await ctx.call('admin', {
      method: 'POST',
      url: `${ADDRESSES}archive/?workspace=alpha`,
      payload: { identifier: ADDRESS, currency: 1 },
    });
    expect(archived.statusCode).toBe(204);
    expect(
      (await ctx.call('agent', { method: 'GET', url: `${ADDRESSES}?workspace=alpha` })).json().count,
    ).toBe(0);
    const twice = await ctx.call('admin', {
      method: 'POST',
      url: `${ADDRESSES}archive/?workspace=alpha`,
      payload: { identifier: ADDRESS, currency: 1 },
    });
    expect(twice.statusCode).toBe(404);
  });

  it("answers 'Please fill all fields' without an address, and the chain's message for a malformed one", async () => {
    const empty = await ctx.call('admin', {
      method: 'POST',
      url: `${ADDRESSES}?workspace=alpha`,
      payload: { identifier: '  ', currency: 1 },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ identifier: ['Please fill all fields'] });
    const bad = await ctx.call('admin', {
      method: 'POST',
      url: `${ADDRESSES}?workspace=alpha`,
      payload: { identifier: 'not-an-address', currency: 1 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('two admins listing one address at once leave one entry', async () => {
    const add = () =>
      ctx.call('admin', {
        method: 'POST',
        url: `${ADDRESSES}?workspace=alpha`,
        payload: { identifier: '0x1111111111111111111111111111111111111111', currency: 1 },
      });
    const answers = await Promise.all([add(), add()]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const list = await ctx.call('agent', { method: 'GET', url: `${ADDRESSES}?workspace=alpha` });
    expect(list.json().count).toBe(1);
  });
});

describe('the custom monitored entities', () => {
  it('adds an entity, refuses its name in any case, lists and removes it', async () => {
    const added = await ctx.call('admin', {
      method: 'POST',
      url: `${ENTITIES}?workspace=alpha`,
      payload: { entity_name: 'Binance' },
    });
    expect(added.statusCode).toBe(201);
    const duplicate = await ctx.call('admin', {
      method: 'POST',
      url: `${ENTITIES}?workspace=alpha`,
      payload: { entity_name: ' binance ' },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ entity_name: ['Entity already exists'] });
    const empty = await ctx.call('admin', {
      method: 'POST',
      url: `${ENTITIES}?workspace=alpha`,
      payload: { entity_name: '' },
    });
    expect(empty.json()).toEqual({ entity_name: ['Please enter an Entity'] });
    // Another workspace may list the same name.
    const beta = await ctx.call('owner', {
      method: 'POST',
      url: `${ENTITIES}?workspace=beta`,
      payload: { entity_name: 'BINANCE' },
    });
    expect(beta.statusCode).toBe(201);

    const list = await ctx.call('agent', { method: 'GET', url: `${ENTITIES}?workspace=alpha` });
    expect(list.json().results.map((e: { entity_name: string }) => e.entity_name)).toEqual(['Binance']);
    const foreign = await ctx.call('admin', {
      method: 'DELETE',
      url: `${ENTITIES}${beta.json().id}/?workspace=alpha`,
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await ctx.call('admin', {
      method: 'DELETE',
      url: `${ENTITIES}${added.json().id}/?workspace=alpha`,
    });
    expect(removed.statusCode).toBe(204);
    const after = await ctx.call('admin', {
      method: 'POST',
      url: `${ENTITIES}?workspace=alpha`,
      payload: { entity_name: 'binance' },
    });
    expect(after.statusCode).toBe(201);
  });
});
