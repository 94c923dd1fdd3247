import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackOidc, startLoopbackOidc } from '../apps/server/test/helpers/loopback-oidc.ts';
import { passwordToken } from './helpers/api.ts';
import { launchBrowser, newSession } from './helpers/browser.ts';
import { DEMO_PASSWORD, freePort, startServer, type TestServer } from './helpers/server.ts';

/**
 * Single sign-on in a real browser: the demo organisation points at a real OpenID Provider (oidc-provider) on
 * loopback; the sign-in page continues there instead of asking a password, and the provider's answer lands in the
 * app signed in (decision 0037).
 */
const SERVER_PORTS = { first: 8500, last: 8504 };
const PROVIDER_PORTS = { first: 8505, last: 8509 };
const SHOTS = '/tmp/shots/single-sign-on';

let server: TestServer;
let oidc: LoopbackOidc;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const port = await freePort(SERVER_PORTS);
  const publicUrl = `http://127.0.0.1:${port}`;
  [server, oidc, browser] = await Promise.all([
    startServer({ PUBLIC_URL: publicUrl }, { first: port, last: port }),
    freePort(PROVIDER_PORTS).then((providerPort) =>
      startLoopbackOidc({
        redirectUri: `${publicUrl}/auth/api/sso/callback/`,
        port: providerPort,
        accounts: {
          'agent@demo.test': { email_verified: true, given_name: 'Agent' },
          'orgadmin@demo.test': { email_verified: true },
        },
      }),
    ),
    launchBrowser(),
  ]);
  // The organisation admin sets the provider through the API, as the settings would.
  const access_token = await passwordToken(server.baseUrl, 'orgadmin@demo.test', DEMO_PASSWORD);
  const set = await fetch(`${server.baseUrl}/profile/api/v1/organization/sso/`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    body: JSON.stringify({
      is_enabled: true,
      issuer: oidc.issuer,
      client_id: oidc.clientId,
      client_secret: oidc.clientSecret,
    }),
  });
  expect(set.status, await set.text()).toBe(200);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await oidc?.close();
});

describe('single sign-on', () => {
  it('signs in through the organisation’s provider and lands on the dashboard', {
    timeout: 240_000,
  }, async () => {
    const { page } = await newSession(browser, server.baseUrl);
    await page.goto('/accounts/login');
    await page.getByLabel('Email Address').fill('agent@demo.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/auth\/authorize\?.*sso=1/);
    const cont = page.getByRole('button', { name: 'Continue with single sign-on' });
    await cont.waitFor();
    // No password step for this organisation.
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/sso-step.png`, fullPage: true });

    await cont.click();
    await page.waitForURL((url) => url.origin === oidc.issuer);
    await page.locator('input[name="login"]').fill('agent@demo.test');
    await page.locator('input[name="password"]').fill('anything');
    await page.screenshot({ path: `${SHOTS}/provider-login.png`, fullPage: true });
    await page.locator('button[type="submit"]').first().click();

    await page.waitForURL(/\/dashboard\?.*workspace=/);
    const who = await page.evaluate(async () => {
      const res = await fetch('/auth/api/permissions/', {
        headers: { authorization: `Bearer ${localStorage.getItem('rs.access_token')}` },
      });
      return (await res.json()) as { email: string };
    });
    expect(who.email).toBe('agent@demo.test');
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `${SHOTS}/dashboard.png`, fullPage: true });
  });

  it('shows the organisation admin the settings, without the secret', { timeout: 240_000 }, async () => {
    const { page } = await newSession(browser, server.baseUrl);
    await page.goto('/accounts/login');
    await page.getByLabel('Email Address').fill('orgadmin@demo.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await page.waitForURL((url) => url.origin === oidc.issuer);
    await page.locator('input[name="login"]').fill('orgadmin@demo.test');
    await page.locator('input[name="password"]').fill('anything');
    await page.locator('button[type="submit"]').first().click();
    await page.waitForURL(/\/dashboard\?.*workspace=/);
    const workspace = new URL(page.url()).searchParams.get('workspace');
    await page.goto(`/settings/organisation/single-sign-on?workspace=${workspace}`);
    await page.getByLabel('Issuer URL').waitFor();
    expect(await page.getByLabel('Issuer URL').inputValue()).toBe(oidc.issuer);
    expect(await page.getByLabel('Client secret').inputValue()).toBe('');
    expect(await page.content()).not.toContain(oidc.clientSecret);
    await page.getByText('A secret is stored. Leave empty to keep it.').waitFor();
    await page.screenshot({ path: `${SHOTS}/settings.png`, fullPage: true });
  });

  it('shows a clear message for a callback the app did not start', async () => {
    const { page } = await newSession(browser, server.baseUrl);
    await page.goto('/auth/api/sso/callback/?state=unknown&code=x');
    await page.waitForURL(/\/accounts\/login\/complete\?error=sso_failed/);
    await page.getByTestId('login-error').waitFor();
    expect(await page.getByTestId('login-error').textContent()).toContain('Single sign-on failed');
    await page.screenshot({ path: `${SHOTS}/refused.png`, fullPage: true });
  });
});
