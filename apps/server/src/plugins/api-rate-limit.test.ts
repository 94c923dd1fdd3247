import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/helpers/test-app.ts';
import { API_RATE_WINDOW_SECONDS, countApiKeyRequest, setPlan } from '../modules/accounts/index.ts';
import { useTestApp } from '../test-support/test-app.test-support.ts';

/** Per-API-key rate limits from the organisation's plan (decision 0051), through the real auth hook. */
const LIST = '/risk/api/v4/addresses/?workspace=alpha';

async function newKey(): Promise<{ id: number; key: string }> {
  const created = await ctx.call('admin', {
    method: 'POST',
    url: '/profile/api/v1/keys/?workspace=alpha',
    payload: { password: TEST_PASSWORD },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

const withKey = (key: string) => ctx.app.inject({ method: 'GET', url: LIST, headers: { 'x-api-key': key } });

const ctx = useTestApp();

describe('API key rate limit', () => {
  it('tells each answer where the key stands and refuses past the limit with 429 and Retry-After', async () => {
    await setPlan(ctx.db, 'acme', { apiRateLimit: 3 });
    const { key } = await newKey();
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await withKey(key);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe('3');
      expect(res.headers['ratelimit-policy']).toBe(`3;w=${API_RATE_WINDOW_SECONDS}`);
      remaining.push(String(res.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await withKey(key);
    expect(refused.statusCode).toBe(429);
    const reset = Number(refused.headers['ratelimit-reset']);
    expect(reset).toBeGreaterThanOrEqual(1);
    expect(reset).toBeLessThanOrEqual(API_RATE_WINDOW_SECONDS);
    expect(refused.headers['retry-after']).toBe(String(reset));
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.json()).toEqual({
      detail: `Too many requests. Please try again after ${reset} seconds`,
      code: 'rate_limited',
    });
  });

  it('counts per key: another key of the organisation has its own budget; signed-in users are not limited', async () => {
    await setPlan(ctx.db, 'acme', { apiRateLimit: 1 });
    const first = await newKey();
    const second = await newKey();
    expect((await withKey(first.key)).statusCode).toBe(200);
    expect((await withKey(first.key)).statusCode).toBe(429);
    expect((await withKey(second.key)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      const res = await ctx.call('admin', { method: 'GET', url: LIST });
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    }
  });

  it('lets concurrent requests through up to the limit exactly', async () => {
    await setPlan(ctx.db, 'acme', { apiRateLimit: 5 });
    const { key } = await newKey();
    const answers = await Promise.all(Array.from({ length: 12 }, () => withKey(key)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
  });

  it('puts no limit on a plan without one', async () => {
    await setPlan(ctx.db, 'acme', { apiRateLimit: null });
    const { key } = await newKey();
    for (let i = 0; i < 5; i++) {
      const res = await withKey(key);
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    }
  });

  it('starts counting again in the next window, and a clock behind counts into the window already started', async () => {
    const { id } = await newKey();
    const start = new Date(Date.UTC(2026, 10, 27, 12, 0, 10));
    expect(await countApiKeyRequest(ctx.db, id, 2, start)).toEqual({
      limit: 2,
      remaining: 1,
      resetSeconds: 50,
    });
    const next = new Date(start.getTime() + API_RATE_WINDOW_SECONDS * 1000);
    expect((await countApiKeyRequest(ctx.db, id, 2, next))?.remaining).toBe(1);
    // Another process whose clock reads the previous minute: the count goes on in the newer window.
    expect(await countApiKeyRequest(ctx.db, id, 2, start)).toEqual({
      limit: 2,
      remaining: 0,
      resetSeconds: 110,
    });
    expect(
      (await ctx.db.selectFrom('api_keys').select('last_used_at').where('id', '=', id).executeTakeFirst())
        ?.last_used_at,
    ).toBeTruthy();
  });
});
