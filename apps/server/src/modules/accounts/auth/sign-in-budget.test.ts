import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../../test/helpers/test-app.ts';
import { SignInSlowdown } from '../passwords/index.ts';

describe('one sign-in budget per client', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ loginRateLimit: 20 });
  });
  afterAll(() => ctx.close());

  it('evaluates at most 20 of 40 wrong passwords spread over the sign-in steps in a minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) {
      // A different account each time, so the per-account slowdown plays no part here.
      const payload = { email: `guess${i}@acme.test`, password: 'wrong-password1' };
      const url = i % 2 === 0 ? '/auth/api/login/' : '/auth/api/authorize/';
      const res = await ctx.app.inject({ method: 'POST', url, payload });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 400)).toHaveLength(20);
    expect(codes.slice(20).every((c) => c === 429)).toBe(true);
    // The code step shares the budget too.
    const token = await ctx.app.inject({ method: 'POST', url: '/auth/api/token/', payload: { code: 'x' } });
    expect(token.statusCode).toBe(429);
    // Another client has a budget of its own.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/auth/api/login/',
      remoteAddress: '127.0.0.2',
      payload: { email: 'agent@acme.test', password: TEST_PASSWORD },
    });
    expect(other.statusCode, other.body).toBe(200);
  });
});

describe('the per-account slowdown', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const login = (password: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auth/api/login/',
      remoteAddress,
      payload: { email: 'admin@acme.test', password },
    });

  it('pauses an account after five wrong passwords, and lets its owner in from another client after the pause', async () => {
    for (let i = 0; i < 5; i++) expect((await login('wrong-password1', '127.0.0.3')).statusCode).toBe(400);
    const paused = await login('wrong-password1', '127.0.0.4');
    expect(paused.statusCode).toBe(429);
    expect(paused.json().code).toBe('rate_limited');
    // The right password inside the pause is not evaluated either: a guesser learns nothing from it.
    expect((await login(TEST_PASSWORD, '127.0.0.5')).statusCode).toBe(429);
    await new Promise((done) => setTimeout(done, 1100));
    const owner = await login(TEST_PASSWORD, '127.0.0.5');
    expect(owner.statusCode, owner.body).toBe(200);
    // The right password cleared the account's failures.
    expect((await login('wrong-password1', '127.0.0.3')).statusCode).toBe(400);
  });

  it('doubles the pause with each failure, up to 30 seconds, and forgets a quiet account', () => {
    let now = 0;
    const slowdown = new SignInSlowdown(() => now);
    const waitOf = () => {
      try {
        slowdown.check('Someone@acme.test');
        return 0;
      } catch (error) {
        return Number((error as { message: string }).message.match(/after (\d+) seconds/)?.[1]);
      }
    };
    for (let i = 0; i < 5; i++) {
      expect(waitOf()).toBe(0);
      slowdown.failed('someone@acme.test');
    }
    const pauses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const pause = waitOf();
      pauses.push(pause);
      now += pause * 1000;
      expect(waitOf()).toBe(0);
      slowdown.failed('SOMEONE@acme.test');
    }
    expect(pauses).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
    now += 15 * 60 * 1000 + 1;
    expect(waitOf()).toBe(0);
  });
});
