import { describe, expect, it } from 'vitest';
import { linkToken } from '../../../../test/helpers/loopback-smtp.ts';
import { TEST_PASSWORD } from '../../../../test/helpers/test-app.ts';
import { solvedBotToken } from '../../../test-support/bot-check.test-support.ts';
import { useTestAppWithMail } from '../../../test-support/mail.test-support.ts';

/** "Forgot password": a mailed link (through a real SMTP server on loopback) that expires and works once. */
const { ctx, smtp } = useTestAppWithMail({ publicUrl: 'https://rs.example.test' });

/** Solve the proof-of-work exactly as the forgot-password page does. */
const botToken = () => solvedBotToken(ctx.app);

const askReset = async (email: string, recaptcha_token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/auth/api/password-reset/',
    payload: { email, recaptcha_token: recaptcha_token ?? (await botToken()) },
  });
/** A reset request, then the queued job that mails the link. */
const requestReset = async (email: string) => {
  const res = await askReset(email);
  await ctx.runJobs();
  return res;
};
const confirm = (token: string, password: string, confirmation = password) =>
  ctx.app.inject({
    method: 'POST',
    url: '/auth/api/password-reset/confirm/',
    payload: { token, new_password: password, new_password_2: confirmation },
  });
const signIn = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/api/login/', payload: { email, password } });

describe('password reset', () => {
  it('answers an unknown, an inactive and a known address alike, and mails only the known one', async () => {
    const answers = [];
    for (const email of ['nobody@acme.test', 'blocked@acme.test', 'outsider@acme.test']) {
      const res = await askReset(email);
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers).toEqual(
      Array(3).fill({
        status: 200,
        body: {
          detail:
            'If an account uses this e-mail address, we have sent it an email with a link to reset your password.',
        },
      }),
    );
    // The lookup and the mail are the queued job's work, not the request's.
    expect(await ctx.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
    await ctx.runJobs();
    const mailed = await ctx.db.selectFrom('mail_outbox').select('to_address').execute();
    expect(mailed).toEqual([{ to_address: 'outsider@acme.test' }]);
    await smtp.mailTo('outsider@acme.test');
    const bad = await askReset('not an email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().email).toBeDefined();
  });

  it('has the sign-in bot check: no token, a wrong one or a replayed one is refused and queues nothing', async () => {
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/auth/api/password-reset/',
      payload: { email: 'admin@acme.test' },
    });
    expect(none.statusCode).toBe(400);
    const wrong = await askReset('admin@acme.test', Buffer.from('{"signature":"x"}').toString('base64'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Error while verifying reCAPATCHA. Please try again after 15 seconds');
    const token = await botToken();
    expect((await askReset('admin@acme.test', token)).statusCode).toBe(200);
    expect((await askReset('admin@acme.test', token)).statusCode).toBe(400);
    await ctx.runJobs();
    const mailed = await ctx.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'admin@acme.test')
      .execute();
    expect(mailed).toHaveLength(1);
    await smtp.mailTo('admin@acme.test');
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

  it('ends every API key of the account for good: the owner cannot re-enable one afterwards', async () => {
    const session = await signIn('agent@acme.test', TEST_PASSWORD);
    const bearer = { authorization: `Bearer ${session.json().access_token}` };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/profile/api/v1/keys/?workspace=alpha',
      headers: bearer,
      payload: { password: TEST_PASSWORD },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, key } = created.json();
    const useKey = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/risk/api/v4/addresses/?workspace=alpha',
          headers: { 'x-api-key': key },
        })
      ).statusCode;
    expect(await useKey()).toBe(200);

    await requestReset('agent@acme.test');
    const ok = await confirm(linkToken(await smtp.mailTo('agent@acme.test')), 'Brandnew123');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await useKey()).toBe(401);

    const again = await signIn('agent@acme.test', 'Brandnew123');
    const reenable = await ctx.app.inject({
      method: 'PUT',
      url: `/profile/api/v1/keys/${id}/?workspace=alpha`,
      headers: { authorization: `Bearer ${again.json().access_token}` },
      payload: { is_active: true },
    });
    expect(reenable.statusCode).toBe(403);
    expect(reenable.json().detail).toMatch(/password reset revoked this API key/);
    expect(await useKey()).toBe(401);
  });
});
