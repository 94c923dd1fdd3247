import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIXES } from '../src/app.ts';
import { openSession } from '../src/modules/accounts/index.ts';
import { accessProbes } from './access-probes.ts';
import { bodyVariants, queryParameterNames } from './helpers/garbage.ts';
import { createTestApp, FIXTURE_USERS, TEST_PASSWORD, type TestApp } from './helpers/test-app.ts';

/**
 * Probes every route registered on the server: declared access, 401 without credentials, no data across
 * workspaces or organisations, and never a 500 on garbage input.
 */
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const fill = (url: string, params: Record<string, string>) =>
  url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => params[name] ?? '1');

async function freshToken(user: keyof typeof FIXTURE_USERS) {
  const row = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', FIXTURE_USERS[user])
    .executeTakeFirstOrThrow();
  return (await openSession(ctx.db, ctx.config, row.id)).access_token;
}

function apiRoutes() {
  return ctx.app.routeCatalogue.filter(
    (r) => API_PREFIXES.some((p) => r.url.startsWith(p)) && !r.url.startsWith('/api/docs'),
  );
}

describe('route access harness', () => {
  it('every API route declares who may call it', () => {
    const undeclared = apiRoutes()
      .filter((r) => !r.access)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('every workspace route with path parameters has an ownership probe', () => {
    const missing = apiRoutes()
      .filter((r) => (r.access === 'workspace' || r.access === 'admin') && r.url.includes(':'))
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !accessProbes[key]);
    expect(missing).toEqual([]);
  });

  it('answers 401 to unauthenticated calls of every non-public route', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes().filter((r) => r.access !== 'public')) {
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: `${fill(route.url, {})}?workspace=alpha`,
        payload: route.method === 'GET' ? undefined : {},
      });
      if (res.statusCode !== 401) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
      const bad = await ctx.app.inject({
        method: route.method as 'GET',
        url: `${fill(route.url, {})}?workspace=alpha`,
        headers: { authorization: 'Bearer not-a-token', 'x-api-key': 'nope' },
      });
      if (bad.statusCode !== 401)
        failures.push(`${route.method} ${route.url} (bad token) → ${bad.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 404 when a member of another workspace or organisation names this workspace', async () => {
    const failures: string[] = [];
    // Every authenticated route: account routes ('user', 'orgAdmin') check a workspace that is sent as well.
    for (const route of apiRoutes().filter((r) => r.access !== 'public')) {
      const probe = accessProbes[`${route.method} ${route.url}`];
      const { params, body } = probe ? await probe(ctx) : { params: {}, body: undefined };
      for (const user of ['outsider', 'foreigner'] as const) {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: `${fill(route.url, params)}?workspace=alpha`,
          headers: { authorization: `Bearer ${await freshToken(user)}` },
          ...(route.method === 'GET' ? {} : { payload: (body ?? {}) as object }),
        });
        if (res.statusCode !== 404)
          failures.push(`${user}: ${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('does not let an outsider reach an object of another workspace through their own workspace', async () => {
    const failures: string[] = [];
    for (const [key, probe] of Object.entries(accessProbes)) {
      const [method, url] = key.split(' ') as [string, string];
      const { params, body, isPublicData } = await probe(ctx);
      const res = await ctx.app.inject({
        method: method as 'GET',
        url: `${fill(url, params)}?workspace=beta`,
        headers: { authorization: `Bearer ${await freshToken('outsider')}` },
        ...(method === 'GET' ? {} : { payload: (body ?? {}) as object }),
      });
      if (isPublicData) {
        // Public chain data answers, but never with the other workspace's screening of it.
        if (res.statusCode >= 500 || /"is_screened":true/.test(res.body))
          failures.push(`${key} → ${res.body}`);
        continue;
      }
      if (res.statusCode !== 404 && res.statusCode !== 403) failures.push(`${key} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets an API key call the machine API only: 403 on every account route, never refused elsewhere', async () => {
    const created = await ctx.call('admin', {
      method: 'POST',
      url: '/profile/api/v1/keys/?workspace=alpha',
      payload: { password: TEST_PASSWORD },
    });
    const key = created.json().key as string;
    const account = apiRoutes().filter((r) => r.access !== 'public' && !r.apiKey);
    // The account and identity routes are exactly the ones a key must not reach.
    for (const expected of [
      'POST /auth/api/change-password/',
      'POST /auth/api/logout/',
      'GET /auth/api/permissions/',
      'GET /profile/api/v1/keys/',
      'POST /profile/api/v1/keys/',
      'PUT /profile/api/v1/keys/:id/',
      'POST /profile/api/v1/team-members/:id/revoke-api-keys/',
      'GET /profile/api/v1/team-members/me/',
      'PUT /profile/api/v1/team-members/me/',
      'GET /profile/api/v1/team-members/me/notification-subscriptions/',
      'PUT /profile/api/v1/team-members/me/notification-subscriptions/',
    ]) {
      expect(account.map((r) => `${r.method} ${r.url}`)).toContain(expected);
    }
    const failures: string[] = [];
    for (const route of apiRoutes().filter((r) => r.access !== 'public')) {
      const probe = accessProbes[`${route.method} ${route.url}`];
      const { params, body } = probe ? await probe(ctx) : { params: {}, body: undefined };
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: `${fill(route.url, params)}?workspace=alpha`,
        headers: { 'x-api-key': key },
        ...(route.method === 'GET' ? {} : { payload: (body ?? {}) as object }),
      });
      const refused = res.statusCode === 401 || res.statusCode === 403;
      if (route.apiKey ? refused : res.statusCode !== 403)
        failures.push(`${route.method} ${route.url} (apiKey ${route.apiKey}) → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('never answers 500 to NUL characters, huge strings, wrong types or missing fields', async () => {
    const failures: string[] = [];
    const check = (label: string, res: { statusCode: number; body: string }) => {
      if (res.statusCode >= 500 || res.statusCode < 400) failures.push(`${label} → ${res.statusCode}`);
      if (/at .*\.ts:\d+/.test(res.body)) failures.push(`${label} leaked a stack trace`);
    };
    for (const route of apiRoutes()) {
      const probe = accessProbes[`${route.method} ${route.url}`];
      const { params } = probe ? await probe(ctx) : { params: {} };
      const path = fill(route.url, params);
      const headers = async () => ({ authorization: `Bearer ${await freshToken('admin')}` });
      const emptyBody = route.method === 'GET' ? {} : { payload: {} };
      const name = `${route.method} ${route.url}`;

      const nulWorkspace = await ctx.app.inject({
        method: route.method as 'GET',
        url: `${path}?workspace=%00`,
        headers: await headers(),
        ...emptyBody,
      });
      check(`${name} ?workspace=%00`, nulWorkspace);
      for (const param of queryParameterNames(route.schema?.querystring)) {
        if (param === 'workspace') continue;
        for (const value of ['ab%00c', '%00', 'y'.repeat(10_000)]) {
          const res = await ctx.app.inject({
            method: route.method as 'GET',
            url: `${path}?workspace=alpha&${param}=${value}`,
            headers: await headers(),
            ...emptyBody,
          });
          check(`${name} ${param}=${value.slice(0, 8)}`, res);
        }
      }
      if (route.method === 'GET' || route.method === 'DELETE') continue;
      for (const variant of bodyVariants(route.schema?.body)) {
        const res = await ctx.app.inject({
          method: route.method as 'POST',
          url: `${path}?workspace=alpha`,
          headers: await headers(),
          payload: variant.body as object,
        });
        // A plausible body may be accepted; anything else must be refused, and nothing may crash.
        if (variant.label === 'plausible body' || variant.label === 'empty object') {
          if (res.statusCode >= 500) failures.push(`${name} ${variant.label} → ${res.statusCode}`);
        } else check(`${name} ${variant.label}`, res);
      }
    }
    expect(failures).toEqual([]);
    // Every route with every bad value: the sweep grows with the route table.
  }, 180_000);

  it('never answers 500 to garbage', async () => {
    const garbage: { payload: string; type: string }[] = [
      { payload: 'not json', type: 'application/json' },
      { payload: '[]', type: 'application/json' },
      { payload: 'null', type: 'application/json' },
      {
        payload: JSON.stringify({ email: 12, password: ['x'], is_active: 'maybe', first_name: {} }),
        type: 'application/json',
      },
      {
        payload: JSON.stringify({ email: 'a'.repeat(100_000), name: 'x'.repeat(1_000_000) }),
        type: 'application/json',
      },
      { payload: '\u0000\u0001\u0002binary', type: 'application/octet-stream' },
      { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
    ];
    const paramGarbage = ['abc', '-1', '99999999999999999999', 'x'.repeat(300), '%00', '0'];
    const failures: string[] = [];
    for (const route of apiRoutes()) {
      // A GET carries no body: one request per path garbage is the whole sweep for it.
      const bodies = route.method === 'GET' ? garbage.slice(0, 1) : garbage;
      for (const param of paramGarbage) {
        for (const g of bodies) {
          const token = await freshToken('admin');
          const res = await ctx.app.inject({
            method: route.method as 'GET',
            url: `${fill(route.url, Object.fromEntries([...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => [m[1] as string, param])))}?workspace=alpha&offset=-5&limit=abc`,
            headers: { authorization: `Bearer ${token}`, 'content-type': g.type },
            ...(route.method === 'GET' ? {} : { payload: g.payload }),
          });
          if (res.statusCode >= 500)
            failures.push(
              `${route.method} ${route.url} [${param}] ${g.payload.slice(0, 20)} → ${res.statusCode}`,
            );
          if (/at .*\.ts:\d+/.test(res.body))
            failures.push(`${route.method} ${route.url} leaked a stack trace`);
        }
        if (!route.url.includes(':')) break;
      }
    }
    expect(failures).toEqual([]);
    // Every route with every kind of garbage: the sweep grows with the route table (about 40 s alone here).
  }, 180_000);
});
