import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from './server.ts';

/** Debian's chromium; never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A fresh browser profile (own storage and cookies) against the server under test. */
export async function newSession(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  return { context, page: await context.newPage() };
}

/**
 * Sign in through the real login UI: e-mail, the proof-of-work bot check, the identity provider's password
 * step, and the callback, ending on the dashboard.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/accounts/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/auth\/authorize\?/);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard\?.*workspace=/);
}

/** The access token the web app keeps for the signed-in user of `page` ('' when signed out). */
export async function storedToken(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('rs.access_token'))) ?? '';
}

/** The workspace the page shows (its `workspace` query parameter; '' when it has none). */
export function workspaceOf(page: Page): string {
  return new URL(page.url()).searchParams.get('workspace') ?? '';
}

/** The notification toast that says `text`. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.mantine-Notification-root', { hasText: text });
}

/** A call with the signed-in user's own token, as a script in the page could make it: its status and JSON body. */
export function callAsUser(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('rs.access_token')}`,
          'content-type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    { method, path, body },
  );
}
