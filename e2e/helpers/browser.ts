import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
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
