import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkToken, startLoopbackSmtp } from '../../../test/helpers/loopback-smtp.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/helpers/test-app.ts';

/** "Forgot password": a mailed link (through a real SMTP server on loopback) that expires and works once. */
let ctx: TestApp;
let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  ctx = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://rs.example.test' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const requestReset = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/api/password-reset/', payload: { email } });
const confirm = (token: string, password: string, confirmation = password) =>
  ctx.app.inject({
    method: 'POST',
    url: '/auth/api/password-reset/confirm/',
    payload: { token, new_password: password, new_password_2: confirmation },
  });
const signIn = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/api/login/', payload: { email, password } });

describe('password reset', () => {
  it('answers the specification’s message for an unknown or inactive user, and mails nothing', async () => {
    for (const email of ['nobody@acme.test', 'blocked@acme.test']) {
      const res = await requestReset(email);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(
        'There is no active user associated with this e-mail address or the password can not be changed',
      );
    }
    expect(await ctx.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
    const bad = await requestReset('not an email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().email).toBeDefined();
  });

  it('mails a link; the new password follows the change-password rules and ends every session', async () => {
    const before = await signIn('admin@acme.test', TEST_PASSWORD);
    const bearer = { authorization: `Bearer ${before.json().access_token}` };
    const res = await requestReset('Admin@acme.test');
    expect(res.statusCode).toBe(200);
    const mail = await smtp.mailTo('admin@acme.test');
    expect(mail.subject).toBe('Reset your RiskScreen password');
    expect(mail.text).toContain('https://rs.example.test/accounts/password/reset#token=');
    const token = linkToken(mail);

    const info = await ctx.app.inject({ method: 'POST', url: '/auth/api/account-link/', payload: { token } });
    expect(info.json()).toMatchObject({ purpose: 'password_reset', email: 'admin@acme.test' });
    const mismatch = await confirm(token, 'Brandnew123', 'Brandnew124');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().new_password_2).toEqual(["The two password fields didn't match."]);
    const noDigit = await confirm(token, 'Brandnewpass');
    expect(noDigit.json().new_password).toEqual(['This password must contain at least 1 numeric character.']);

    const ok = await confirm(token, 'Brandnew123');
    expect(ok.statusCode, ok.body).toBe(200);
    const old = await ctx.app.inject({ method: 'GET', url: '/auth/api/permissions/', headers: bearer });
    expect(old.statusCode).toBe(401);
    expect((await signIn('admin@acme.test', TEST_PASSWORD)).statusCode).toBe(400);
    expect((await signIn('admin@acme.test', 'Brandnew123')).statusCode).toBe(200);

    const reuse = await confirm(token, 'Other1234');
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().token).toEqual(['This link has expired or has already been used.']);
  });

  it('refuses an expired link and one a newer mail replaced', async () => {
    await requestReset('owner@acme.test');
    const first = linkToken(await smtp.mailTo('owner@acme.test'));
    await requestReset('owner@acme.test');
    const second = linkToken(await smtp.mailTo('owner@acme.test'));
    expect((await confirm(first, 'Brandnew123')).statusCode).toBe(400);
    await ctx.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('used_at', 'is', null)
      .execute();
    const expired = await confirm(second, 'Brandnew123');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().token).toEqual(['This link has expired or has already been used.']);
    // A sign-up link is no reset link.
    expect((await confirm('x'.repeat(43), 'Brandnew123')).statusCode).toBe(400);
  });
});
