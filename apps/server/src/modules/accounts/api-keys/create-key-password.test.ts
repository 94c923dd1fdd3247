import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../../test/helpers/test-app.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

const ctx = useTestApp();

const KEYS = '/profile/api/v1/keys/?workspace=alpha';
const keyCount = async () => (await ctx.db.selectFrom('api_keys').select('id').execute()).length;

describe('creating an API key takes the password (decision 0020)', () => {
  it('refuses a stolen access token without the password, and with a wrong one, creating nothing', async () => {
    const before = await keyCount();
    const missing = await ctx.call('agent', { method: 'POST', url: KEYS, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ password: ['This field is required.'] });
    const bare = await ctx.call('agent', { method: 'POST', url: KEYS });
    expect(bare.statusCode).toBe(400);
    const wrong = await ctx.call('agent', { method: 'POST', url: KEYS, payload: { password: 'Guess1234' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: ['Your password is incorrect.'] });
    expect(await keyCount()).toBe(before);

    const right = await ctx.call('agent', {
      method: 'POST',
      url: KEYS,
      payload: { password: TEST_PASSWORD },
    });
    expect(right.statusCode, right.body).toBe(201);
    expect(await keyCount()).toBe(before + 1);
  });

  it('counts wrong passwords in the account slowdown that sign-in and change-password share', async () => {
    // owner@ only: the pause must not reach the other tests' accounts.
    for (let i = 0; i < 5; i++) {
      const wrong = await ctx.call('owner', {
        method: 'POST',
        url: KEYS,
        payload: { password: 'Guess1234' },
      });
      expect(wrong.statusCode).toBe(400);
    }
    const paused = await ctx.call('owner', {
      method: 'POST',
      url: KEYS,
      payload: { password: TEST_PASSWORD },
    });
    expect(paused.statusCode).toBe(429);
    expect(paused.json().code).toBe('rate_limited');
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/auth/api/login/',
      remoteAddress: '127.0.0.9',
      payload: { email: 'owner@acme.test', password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(429);
    const change = await ctx.call('owner', {
      method: 'POST',
      url: '/auth/api/change-password/',
      payload: { current_password: TEST_PASSWORD, new_password: 'Owner12345', new_password_2: 'Owner12345' },
    });
    expect(change.statusCode).toBe(429);

    // After the pause the right password works, and clears the account's failures.
    await new Promise((done) => setTimeout(done, 1100));
    const after = await ctx.call('owner', {
      method: 'POST',
      url: KEYS,
      payload: { password: TEST_PASSWORD },
    });
    expect(after.statusCode, after.body).toBe(201);
    const again = await ctx.call('owner', { method: 'POST', url: KEYS, payload: { password: 'Guess1234' } });
    expect(again.statusCode).toBe(400);
  });
});
