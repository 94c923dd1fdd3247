import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, refreshTokens } from './api-client.ts';
import { session } from './session.ts';

const OLD = { access_token: 'old-access', refresh_token: 'sid.old' };
const NEW = { access_token: 'new-access', refresh_token: 'sid.new' };

type Reply = { status: number; body: unknown };
function stubFetch(answer: (url: URL) => Reply | Promise<Reply>) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      urls.push(url);
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
    expect(urls.map((u) => u.pathname)).toEqual(['/auth/api/token/refresh/']);
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

describe('the workspace parameter', () => {
  it('loads an optional-workspace answer again without a workspace that is not the caller’s', async () => {
    session.storeWorkspace('someone-elses');
    const urls = stubFetch((url) =>
      url.searchParams.has('workspace')
        ? { status: 404, body: { detail: 'Not found.', code: 'workspace_not_found' } }
        : { status: 200, body: { id: 1 } },
    );
    expect(await api.get('/profile/api/v1/team-members/me/', { optionalWorkspace: true })).toEqual({ id: 1 });
    expect(urls.map((u) => u.searchParams.get('workspace'))).toEqual(['someone-elses', null]);
  });

  it('keeps the 404 of any other call', async () => {
    session.storeWorkspace('someone-elses');
    stubFetch(() => ({ status: 404, body: { detail: 'Not found.', code: 'workspace_not_found' } }));
    await expect(api.get('/risk/api/v4/addresses/')).rejects.toMatchObject({ status: 404 });
  });
});
