import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD } from '../../../../test/helpers/test-app.ts';
import { solvedBotToken } from '../../../test-support/bot-check.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { REFRESH_GRACE_SECONDS } from '../sessions/index.ts';

const ctx = useTestApp();

/** Solve the proof-of-work exactly as the login page does. */
const botToken = () => solvedBotToken(ctx.app);

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('findOrg with the proof-of-work bot check', () => {
  it('finds the organisation of a known email (case-insensitive) with a solved challenge', async () => {
    const res = await post('/auth/api/organization/', {
      email: 'Admin@Acme.test ',
      recaptcha_token: await botToken(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ auth0_organization: 'acme', is_token_valid: true, is_score_valid: true });
  });

  it('refuses a token that was already used', async () => {
    const token = await botToken();
    expect(
      (await post('/auth/api/organization/', { email: 'admin@acme.test', recaptcha_token: token }))
        .statusCode,
    ).toBe(200);
    const replay = await post('/auth/api/organization/', {
      email: 'admin@acme.test',
      recaptcha_token: token,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'captcha_failed' });
    expect(replay.json().detail).toBe('Error while verifying reCAPATCHA. Please try again after 15 seconds');
  });

  it('refuses a forged or garbage token', async () => {
    // A wrong answer for sure: the one next to the real one (a fixed guess is right now and then at the tests' low
    // difficulty).
    const forged = await solvedBotToken(ctx.app, 1);
    for (const token of [forged, 'garbage', Buffer.from('{"signature":1}').toString('base64')]) {
      const res = await post('/auth/api/organization/', { email: 'admin@acme.test', recaptcha_token: token });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('captcha_failed');
    }
  });

  it('answers the catalogue text for an unknown email', async () => {
    const res = await post('/auth/api/organization/', {
      email: 'nobody@nowhere.test',
      recaptcha_token: await botToken(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'No organization found for given email address',
      code: 'no_organization_found',
    });
  });

  it('validates the email', async () => {
    const res = await post('/auth/api/organization/', { email: 'not-an-email', recaptcha_token: 'x' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['email']);
  });
});

describe('password step, code exchange, refresh and logout', () => {
  it('signs in through authorize → code → tokens, and the access token works', async () => {
    const auth = await post('/auth/api/authorize/', {
      email: 'agent@acme.test',
      password: TEST_PASSWORD,
      organization: 'acme',
      state: 's1',
    });
    expect(auth.statusCode).toBe(200);
    const redirect = new URL(auth.json().redirect_to, 'http://x');
    expect(redirect.pathname).toBe('/accounts/login/complete');
    expect(redirect.searchParams.get('state')).toBe('s1');
    const code = redirect.searchParams.get('code')!;
    const tokens = await post('/auth/api/token/', { code });
    expect(tokens.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/auth/api/permissions/',
      headers: { authorization: `Bearer ${tokens.json().access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'agent@acme.test', first_name: 'Ann', organization: 'acme' });
    // A code is single-use.
    expect((await post('/auth/api/token/', { code })).statusCode).toBe(400);
  });

  it('answers Invalid email or password for a wrong password, an unknown user and the wrong organisation', async () => {
    for (const body of [
      { email: 'agent@acme.test', password: 'wrong-password1' },
      { email: 'ghost@acme.test', password: TEST_PASSWORD },
      { email: 'agent@acme.test', password: TEST_PASSWORD, organization: 'globex' },
    ]) {
      const res = await post('/auth/api/login/', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Invalid email or password', code: 'invalid_credentials' });
    }
  });

  it('tells a blocked user so only after the right password', async () => {
    const auth = await post('/auth/api/authorize/', { email: 'blocked@acme.test', password: TEST_PASSWORD });
    expect(auth.json().redirect_to).toBe('/accounts/login/complete?error=user_is_blocked');
    const json = await post('/auth/api/login/', { email: 'blocked@acme.test', password: TEST_PASSWORD });
    expect(json.statusCode).toBe(403);
    expect(json.json().detail).toBe('User account is blocked. Please contact your administrator.');
    const wrong = await post('/auth/api/login/', { email: 'blocked@acme.test', password: 'nope-nope1' });
    expect(wrong.json().code).toBe('invalid_credentials');
  });

  it('rotates refresh tokens: the replaced one works only for the grace window; replayed later, it ends the session', async () => {
    const login = (
      await post('/auth/api/login/', { email: 'admin@acme.test', password: TEST_PASSWORD })
    ).json();
    const first = await post('/auth/api/token/refresh/', { refresh_token: login.refresh_token });
    expect(first.statusCode).toBe(200);
    expect(first.json().refresh_token).not.toBe(login.refresh_token);
    // Within the grace window the replaced token leads to the same successor.
    const again = await post('/auth/api/token/refresh/', { refresh_token: login.refresh_token });
    expect(again.statusCode).toBe(200);
    expect(again.json().refresh_token).toBe(first.json().refresh_token);
    // Once the grace window has passed, it is refused.
    const sessionId = String(login.refresh_token).split('.')[0] as string;
    await ctx.db
      .updateTable('sessions')
      .set({ rotated_at: new Date(Date.now() - (REFRESH_GRACE_SECONDS + 1) * 1000) })
      .where('id', '=', sessionId)
      .execute();
    const reused = await post('/auth/api/token/refresh/', { refresh_token: login.refresh_token });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().detail).toBe('Session expired, please login again.');
    // Reuse detection: two parties held the session's tokens, so the current one is revoked with it.
    const second = await post('/auth/api/token/refresh/', { refresh_token: first.json().refresh_token });
    expect(second.statusCode).toBe(401);
  });

  it('two tabs refreshing the same token at once both stay signed in, on one successor', async () => {
    const login = (
      await post('/auth/api/login/', { email: 'agent@acme.test', password: TEST_PASSWORD })
    ).json();
    const [a, b] = await Promise.all([
      post('/auth/api/token/refresh/', { refresh_token: login.refresh_token }),
      post('/auth/api/token/refresh/', { refresh_token: login.refresh_token }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refresh_token).toBe(b.json().refresh_token);
    for (const answer of [a, b]) {
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/auth/api/permissions/',
        headers: { authorization: `Bearer ${answer.json().access_token}` },
      });
      expect(me.statusCode).toBe(200);
    }
    // Either tab's next refresh works.
    const next = await post('/auth/api/token/refresh/', { refresh_token: b.json().refresh_token });
    expect(next.statusCode).toBe(200);
  });

  it('a replaced token of a session that was logged out is refused even within the grace window', async () => {
    const login = (
      await post('/auth/api/login/', { email: 'agent@acme.test', password: TEST_PASSWORD })
    ).json();
    const first = (await post('/auth/api/token/refresh/', { refresh_token: login.refresh_token })).json();
    await post('/auth/api/logout/', {}, { authorization: `Bearer ${first.access_token}` });
    expect((await post('/auth/api/token/refresh/', { refresh_token: login.refresh_token })).statusCode).toBe(
      401,
    );
  });

  it('logout ends the session: its access and refresh tokens stop working', async () => {
    const login = (
      await post('/auth/api/login/', { email: 'admin@acme.test', password: TEST_PASSWORD })
    ).json();
    const headers = { authorization: `Bearer ${login.access_token}` };
    expect((await post('/auth/api/logout/', { token: login.refresh_token }, headers)).statusCode).toBe(204);
    const me = await ctx.app.inject({ method: 'GET', url: '/auth/api/permissions/', headers });
    expect(me.statusCode).toBe(401);
    expect((await post('/auth/api/token/refresh/', { refresh_token: login.refresh_token })).statusCode).toBe(
      401,
    );
  });

  it('logout needs no body: a bare POST ends the session too', async () => {
    const login = (
      await post('/auth/api/login/', { email: 'admin@acme.test', password: TEST_PASSWORD })
    ).json();
    const headers = { authorization: `Bearer ${login.access_token}` };
    const bare = await ctx.app.inject({ method: 'POST', url: '/auth/api/logout/', headers });
    expect(bare.statusCode, bare.body).toBe(204);
    const me = await ctx.app.inject({ method: 'GET', url: '/auth/api/permissions/', headers });
    expect(me.statusCode).toBe(401);
    // A token that was sent and refused says so; a request without one says none was sent.
    expect(me.json()).toEqual({ detail: 'Given token not valid for any token type', code: 'invalid_token' });
    const none = await ctx.app.inject({ method: 'GET', url: '/auth/api/permissions/' });
    expect(none.json()).toMatchObject({ detail: 'Authentication credentials were not provided.' });
  });

  it('an access token signed with another secret or expired is refused', async () => {
    const other = await createTestApp({ jwtSecret: 'another-secret-another-secret-another-0' });
    try {
      const token = await other.token('admin');
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/auth/api/permissions/',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('change password', () => {
  it('enforces the checklist with field errors', async () => {
    const res = await ctx.call('agent', {
      method: 'POST',
      url: '/auth/api/change-password/',
      payload: { current_password: TEST_PASSWORD, new_password: 'short', new_password_2: 'other' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      new_password: [
        'This password is too short. It must contain at least 8 characters.',
        'This password must contain at least 1 numeric character.',
      ],
      new_password_2: ["The two password fields didn't match."],
    });
  });

  it('changes the password and ends every session', async () => {
    const login = (
      await post('/auth/api/login/', { email: 'outsider@acme.test', password: TEST_PASSWORD })
    ).json();
    const headers = { authorization: `Bearer ${login.access_token}` };
    const res = await post(
      '/auth/api/change-password/',
      { current_password: TEST_PASSWORD, new_password: 'NewPass123', new_password_2: 'NewPass123' },
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Password changed successfully.' });
    expect((await ctx.app.inject({ method: 'GET', url: '/auth/api/permissions/', headers })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/auth/api/login/', { email: 'outsider@acme.test', password: TEST_PASSWORD })).statusCode,
    ).toBe(400);
    expect(
      (await post('/auth/api/login/', { email: 'outsider@acme.test', password: 'NewPass123' })).statusCode,
    ).toBe(200);
  });
});

describe('rate limiting of the login endpoints', () => {
  it('throttles after the configured number of attempts', async () => {
    const limited = await createTestApp({ loginRateLimit: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/auth/api/login/',
          payload: { email: 'agent@acme.test', password: 'wrong-password1' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([400, 400, 400, 429, 429]);
      const throttled = await limited.app.inject({
        method: 'POST',
        url: '/auth/api/login/',
        payload: { email: 'agent@acme.test', password: 'wrong-password1' },
      });
      const seconds = Number(throttled.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(throttled.json()).toEqual({
        detail: `Too many requests. Please try again after ${seconds} seconds`,
        code: 'rate_limited',
      });
    } finally {
      await limited.close();
    }
  });
});
