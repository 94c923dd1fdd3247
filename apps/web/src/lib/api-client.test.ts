import { defineEndpoint, endpointPath, endpoints, fileAnswer, noContent } from '@riskscreen/shared';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { api, refreshTokens } from './api-client.ts';
import { session } from './session.ts';

const OLD = { access_token: 'old-access', refresh_token: 'sid.old' };
const NEW = { access_token: 'new-access', refresh_token: 'sid.new' };

type Reply = { status: number; body: unknown };
function stubFetch(answer: (url: URL) => Reply | Promise<Reply>, sent: RequestInit[] = []) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      urls.push(url);
      sent.push(init ?? {});
      const reply = await answer(url);
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return urls;
}

/** Web Locks as browsers implement them for one name: callbacks run one after another. */
function stubLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const request = <T>(_name: string, callback: () => Promise<T>) => {
    const run = tail.then(callback);
    tail = run.catch(() => undefined);
    return run;
  };
  vi.stubGlobal('navigator', { ...navigator, locks: { request } });
  return { request };
}

beforeEach(() => {
  localStorage.clear();
  session.store(OLD);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('token refresh across tabs', () => {
  it('waits for another tab holding the refresh lock and uses the tokens it stored, spending nothing', async () => {
    const locks = stubLocks();
    const urls = stubFetch(() => ({ status: 200, body: NEW }));
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Another tab is refreshing: it holds the lock, then stores the successor.
    const otherTab = locks.request('rs-token-refresh', async () => {
      await released;
      session.store(NEW);
    });
    const mine = refreshTokens();
    release();
    await otherTab;
    expect(await mine).toBe(true);
    expect(urls).toHaveLength(0);
    expect(session.refreshToken()).toBe(NEW.refresh_token);
  });

  it('refreshes under the lock when no other tab did', async () => {
    stubLocks();
    const urls = stubFetch(() => ({ status: 200, body: NEW }));
    expect(await refreshTokens()).toBe(true);
    expect(urls.map((u) => u.pathname)).toEqual([endpoints.auth.refresh.path]);
    expect(session.accessToken()).toBe(NEW.access_token);
  });

  it('without Web Locks, goes on as soon as another tab broadcasts the tokens it obtained', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    // This tab's own answer never comes (a slow network).
    stubFetch(() => new Promise<Reply>(() => {}));
    const mine = refreshTokens();
    await Promise.resolve();
    const otherTab = new BroadcastChannel('rs-session');
    session.store(NEW);
    otherTab.postMessage({ type: 'tokens', tokens: NEW });
    expect(await mine).toBe(true);
    otherTab.close();
  });

  it('a failed refresh answers false', async () => {
    stubLocks();
    stubFetch(() => ({ status: 401, body: { detail: 'Session expired, please login again.' } }));
    expect(await refreshTokens()).toBe(false);
  });
});

describe('an expired billing plan', () => {
  it('goes straight to its error, without refreshing the tokens', async () => {
    const urls = stubFetch(() => ({
      status: 401,
      body: { detail: 'Your Billing Plan Has Expired', code: 'billing_plan_expired' },
    }));
    await expect(api.call(endpoints.addresses.entityNames)).rejects.toMatchObject({ status: 401 });
    expect(urls.map((u) => u.pathname)).toEqual([endpointPath(endpoints.addresses.entityNames)]);
    expect(session.accessToken()).toBe(OLD.access_token);
  });
});

describe('the workspace parameter', () => {
  it('loads an optional-workspace answer again without a workspace that is not the caller’s', async () => {
    session.storeWorkspace('someone-elses');
    const urls = stubFetch((url) =>
      url.searchParams.has('workspace')
        ? { status: 404, body: { detail: 'Not found.', code: 'workspace_not_found' } }
        : { status: 200, body: { id: 1 } },
    );
    const me = defineEndpoint({ method: 'GET', path: '/me/', response: z.object({ id: z.number() }) });
    expect(await api.call(me, { optionalWorkspace: true })).toEqual({ id: 1 });
    expect(urls.map((u) => u.searchParams.get('workspace'))).toEqual(['someone-elses', null]);
  });

  it('keeps the 404 of any other call', async () => {
    session.storeWorkspace('someone-elses');
    stubFetch(() => ({ status: 404, body: { detail: 'Not found.', code: 'workspace_not_found' } }));
    await expect(api.call(endpoints.addresses.entityNames)).rejects.toMatchObject({ status: 404 });
  });
});

const rule = defineEndpoint({
  method: 'PUT',
  path: '/policies/:id/rules/:ruleId/',
  params: z.object({ id: z.number(), ruleId: z.string() }),
  query: z.object({ workspace: z.string(), verbose: z.string().optional() }),
  body: z.object({ rule_name: z.string() }),
  response: z.object({ uuid: z.string() }).transform((rule) => ({ ...rule, seen: true })),
});

describe('calling an endpoint of the contract', () => {
  it('fills the path, adds the workspace and the query, sends the body and parses the answer', async () => {
    session.storeWorkspace('alpha');
    const sent: RequestInit[] = [];
    const urls = stubFetch(() => ({ status: 200, body: { uuid: 'u-1', extra: 'dropped' } }), sent);
    const answer = await api.call(rule, {
      params: { id: 12, ruleId: 'a b' },
      query: { verbose: 'yes' },
      body: { rule_name: 'Large' },
    });
    expect(answer).toEqual({ uuid: 'u-1', seen: true });
    expectTypeOf(answer).toEqualTypeOf<{ uuid: string; seen: boolean }>();
    expect(`${urls[0]?.pathname}${urls[0]?.search}`).toBe(
      '/policies/12/rules/a%20b/?workspace=alpha&verbose=yes',
    );
    expect(sent[0]).toMatchObject({ method: 'PUT', body: JSON.stringify({ rule_name: 'Large' }) });
  });

  it('answers nothing for an endpoint without content, and the raw response of a file', async () => {
    stubFetch(() => ({ status: 200, body: 'id,name' }));
    const archive = defineEndpoint({ method: 'DELETE', path: '/things/:id/', response: noContent });
    expect(await api.call(archive, { params: { id: 1 } })).toBeUndefined();
    const download = defineEndpoint({ method: 'GET', path: '/things/export/', response: fileAnswer });
    expect((await api.raw(download)).status).toBe(200);
  });

  it('types what a call takes from the endpoint', () => {
    const typeOnly = () => {
      // @ts-expect-error the path has parameters: they are required
      void api.call(rule, { body: { rule_name: 'x' } });
      // @ts-expect-error a query parameter the endpoint does not take
      void api.call(rule, { params: { id: 1, ruleId: 'r' }, body: { rule_name: 'x' }, query: { other: 1 } });
      // @ts-expect-error a body of another shape
      void api.call(rule, { params: { id: 1, ruleId: 'r' }, body: { name: 'x' } });
      // @ts-expect-error a file endpoint is not parsed as JSON
      void api.raw(rule, { params: { id: 1, ruleId: 'r' }, body: { rule_name: 'x' } });
      // A body the server validates itself (a draft policy) takes any values under its documented names.
      void api.call(endpoints.policies.create, { body: { name: 'x', is_enabled: 'maybe' } });
      // @ts-expect-error but not another name
      void api.call(endpoints.policies.create, { body: { title: 'x' } });
    };
    expect(typeOnly).toBeTypeOf('function');
  });
});
