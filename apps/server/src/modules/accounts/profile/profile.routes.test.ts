import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../../test/helpers/test-app.ts';
import { userId } from '../../../test-support/fixture-ids.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { createOrganisation } from '../../workspaces/index.ts';
import { openSession } from '../sessions/index.ts';

const ctx = useTestApp();

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

describe('profile validation', () => {
  const put = (payload: object) =>
    ctx.call('agent', { method: 'PUT', url: '/profile/api/v1/team-members/me/?workspace=alpha', payload });
  const valid = { first_name: 'Ann', last_name: 'Agent', timezone: 'UTC', language: 'en' };

  it("answers the specification's messages for missing, blank and over-long names", async () => {
    const missing = await put({ timezone: 'UTC' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      first_name: ['This field is required.'],
      last_name: ['This field is required.'],
    });
    const blank = await put({ ...valid, first_name: '   ', last_name: 'x'.repeat(101) });
    expect(blank.json()).toEqual({
      first_name: ['This field is required.'],
      last_name: ['Ensure this field has no more than 100 characters.'],
    });
    expect((await put({ ...valid, first_name: 'x'.repeat(100) })).statusCode).toBe(200);
    const typed = await put({ ...valid, first_name: 12 });
    expect(typed.json()).toEqual({ first_name: ['Not a valid string.'] });
  });

  it('accepts only known IANA time zones', async () => {
    for (const zone of ['Europe/Paris', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+3']) {
      expect((await put({ ...valid, timezone: zone })).statusCode, zone).toBe(200);
    }
    for (const zone of ['Mars/Olympus_Mons', 'europe/paris', '+01:00', 'Not a zone', 'GMT+25']) {
      const res = await put({ ...valid, timezone: zone });
      expect(res.statusCode, zone).toBe(400);
      expect(res.json()).toEqual({ timezone: [`"${zone}" is not a valid choice.`] });
    }
    expect((await put({ ...valid, timezone: '' })).json()).toEqual({ timezone: ['This field is required.'] });
  });

  it('accepts only the languages the product has', async () => {
    expect((await put({ ...valid, language: 'en' })).statusCode).toBe(200);
    const klingon = await put({ ...valid, language: 'tlh' });
    expect(klingon.statusCode).toBe(400);
    expect(klingon.json()).toEqual({ language: ['"tlh" is not a valid choice.'] });
    // Language may be left out: English.
    const { language: _omitted, ...withoutLanguage } = valid;
    expect((await put(withoutLanguage)).json().language).toBe('en');
  });
});

describe('the workspace parameter on account routes', () => {
  const ACCOUNT_ROUTES = [
    { method: 'GET', url: '/profile/api/v1/team-members/me/' },
    {
      method: 'PUT',
      url: '/profile/api/v1/team-members/me/',
      payload: { first_name: 'Otto', last_name: 'Outsider', timezone: 'UTC' },
    },
    { method: 'GET', url: '/profile/api/v1/team-members/me/notification-subscriptions/' },
    { method: 'GET', url: '/profile/plan/' },
    { method: 'GET', url: '/analytics/api/v2/analytics/' },
    { method: 'GET', url: '/auth/api/permissions/' },
  ] as const;

  it('answers 404 for a workspace the caller is not a member of, or that does not exist', async () => {
    for (const route of ACCOUNT_ROUTES) {
      for (const workspace of ['alpha', 'gamma', 'nowhere']) {
        const res = await ctx.call('outsider', {
          method: route.method,
          url: `${route.url}?workspace=${workspace}`,
          ...('payload' in route ? { payload: route.payload } : {}),
        });
        expect(res.statusCode, `${route.method} ${route.url} ${workspace}`).toBe(404);
        expect(res.json()).toEqual({ detail: 'Not found.', code: 'workspace_not_found' });
      }
    }
  });

  it('answers for the caller’s own workspace, any workspace of an organisation admin, or none given', async () => {
    for (const route of ACCOUNT_ROUTES.filter((r) => r.method === 'GET')) {
      const own = await ctx.call('outsider', { method: 'GET', url: `${route.url}?workspace=beta` });
      expect(own.statusCode, route.url).toBe(200);
      const none = await ctx.call('outsider', { method: 'GET', url: route.url });
      expect(none.statusCode, route.url).toBe(200);
      const orgAdmin = await ctx.call('owner', { method: 'GET', url: `${route.url}?workspace=beta` });
      expect(orgAdmin.statusCode, route.url).toBe(200);
      const otherOrg = await ctx.call('owner', { method: 'GET', url: `${route.url}?workspace=gamma` });
      expect(otherOrg.statusCode, route.url).toBe(404);
    }
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

  it("reads the integration switches from the organisation's data", async () => {
    await ctx.db
      .updateTable('organizations')
      .set({ integration_flags: JSON.stringify({ fireblocks_enabled: true, support_key: 'sk-1' }) })
      .where('slug', '=', 'acme')
      .execute();
    try {
      const perms = (await ctx.call('agent', { method: 'GET', url: '/analytics/api/v2/analytics/' })).json();
      expect(perms).toMatchObject({
        fireblocks_enabled: true,
        support_key: 'sk-1',
        is_tag_manager_enabled: false,
      });
    } finally {
      await ctx.db
        .updateTable('organizations')
        .set({ integration_flags: '{}' })
        .where('slug', '=', 'acme')
        .execute();
    }
  });

  it('names the role the caller holds in the requested workspace', async () => {
    await createOrganisation(ctx.db, {
      slug: 'initech',
      name: 'Initech',
      workspaces: [
        { slug: 'delta', name: 'Delta' },
        { slug: 'epsilon', name: 'Epsilon' },
      ],
      users: [
        {
          email: 'l1@initech.test',
          firstName: 'Lee',
          lastName: 'One',
          password: TEST_PASSWORD,
          memberships: [
            { workspace: 'delta', role: 4 },
            { workspace: 'epsilon', role: 1 },
          ],
        },
        {
          email: 'robot@initech.test',
          firstName: 'Robo',
          lastName: 'T',
          password: TEST_PASSWORD,
          profileRole: 3,
          memberships: [{ workspace: 'delta', role: 2 }],
        },
      ],
    });
    const roleOf = async (email: string, workspace?: string) => {
      const user = await userId(ctx.db, email);
      const { access_token } = await openSession(ctx.db, ctx.config, user);
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/analytics/api/v2/analytics/${workspace ? `?workspace=${workspace}` : ''}`,
        headers: { authorization: `Bearer ${access_token}` },
      });
      return res.json().role_verbose;
    };
    expect(await roleOf('l1@initech.test', 'delta')).toBe('L1 Agent');
    expect(await roleOf('l1@initech.test', 'epsilon')).toBe('Admin');
    expect(await roleOf('robot@initech.test', 'delta')).toBe('Service Account');
    expect(await roleOf('admin@acme.test', 'alpha')).toBe('Admin');
    expect(await roleOf('agent@acme.test', 'alpha')).toBe('Agent');
    expect(await roleOf('owner@acme.test', 'beta')).toBe('Organisation Admin');
    expect(await roleOf('owner@acme.test')).toBe('Organisation Admin');
  });
});
