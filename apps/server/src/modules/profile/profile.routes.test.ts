import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the user profile', () => {
  it('lists the workspaces a member belongs to, with their roles', async () => {
    const me = (await ctx.call('agent', { method: 'GET', url: '/profile/api/v1/team-members/me/' })).json();
    expect(me.workspaces.map((w: { slug: string }) => w.slug)).toEqual(['alpha']);
    expect(me.memberships).toEqual([{ workspace: 'alpha', workspace_name: 'Alpha', role: 2 }]);
    expect(me.is_organization_admin).toBe(false);
    expect(me.can_access_customers).toBe(true);
  });

  it('gives an organisation admin every workspace of their organisation, and only those', async () => {
    const me = (await ctx.call('owner', { method: 'GET', url: '/profile/api/v1/team-members/me/' })).json();
    expect(me.workspaces.map((w: { slug: string }) => w.slug)).toEqual(['alpha', 'beta']);
    expect(me.memberships).toEqual([]);
    const boss = (
      await ctx.call('foreigner', { method: 'GET', url: '/profile/api/v1/team-members/me/' })
    ).json();
    expect(boss.workspaces.map((w: { slug: string }) => w.slug)).toEqual(['gamma']);
  });

  it('updates the name, time zone and language', async () => {
    const res = await ctx.call('agent', {
      method: 'PUT',
      url: '/profile/api/v1/team-members/me/',
      payload: { first_name: ' Anna ', last_name: 'Agent', timezone: 'Europe/Paris', language: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Anna', timezone: 'Europe/Paris', name: 'Anna Agent' });
  });

  it('refuses empty or over-long names with field errors and changes nothing', async () => {
    const res = await ctx.call('admin', {
      method: 'PUT',
      url: '/profile/api/v1/team-members/me/',
      payload: { first_name: '', last_name: 'x'.repeat(101), timezone: 'UTC' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['first_name', 'last_name']);
    const me = (await ctx.call('admin', { method: 'GET', url: '/profile/api/v1/team-members/me/' })).json();
    expect(me.first_name).toBe('Adam');
  });
});

describe('notification subscriptions', () => {
  it('starts from defaults and keeps what is saved', async () => {
    const initial = (
      await ctx.call('admin', {
        method: 'GET',
        url: '/profile/api/v1/team-members/me/notification-subscriptions/',
      })
    ).json();
    expect(initial.risk_notifications).toEqual({ 1: false, 2: false, 3: false, 4: true, 5: true });
    const next = {
      ...initial,
      weekly_report: false,
      monthly_report: true,
      risk_notifications: { ...initial.risk_notifications, 3: true },
    };
    const put = await ctx.call('admin', {
      method: 'PUT',
      url: '/profile/api/v1/team-members/me/notification-subscriptions/',
      payload: next,
    });
    expect(put.statusCode).toBe(200);
    const again = (
      await ctx.call('admin', {
        method: 'GET',
        url: '/profile/api/v1/team-members/me/notification-subscriptions/',
      })
    ).json();
    expect(again).toEqual(next);
    // Another user's settings are untouched.
    const other = (
      await ctx.call('agent', {
        method: 'GET',
        url: '/profile/api/v1/team-members/me/notification-subscriptions/',
      })
    ).json();
    expect(other.monthly_report).toBe(false);
  });

  it('refuses a partial or mistyped body', async () => {
    const res = await ctx.call('admin', {
      method: 'PUT',
      url: '/profile/api/v1/team-members/me/notification-subscriptions/',
      payload: { weekly_report: 'yes' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('plan and account permissions', () => {
  it('answers the billing plan and switches every third-party integration off', async () => {
    const plan = (await ctx.call('agent', { method: 'GET', url: '/profile/plan/' })).json();
    expect(plan).toMatchObject({ name: 'Enterprise', credit_limit: 100000 });
    const perms = (await ctx.call('agent', { method: 'GET', url: '/analytics/api/v2/analytics/' })).json();
    expect(perms).toMatchObject({
      email: 'agent@acme.test',
      is_support_widget_enabled: false,
      is_chat_messenger_enabled: false,
      is_session_recording_enabled: false,
      fireblocks_enabled: false,
    });
    expect(perms.user_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
