import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSession, signIn, storedToken } from './helpers/browser.ts';
import { browserSuite } from './helpers/suite.ts';

/**
 * Every page of the app, and the API docs, under the server's Content-Security-Policy: the browser reports no
 * violation (a refused script, style, image or connection) and no page error on any of them, and another origin
 * cannot frame the app.
 */
const PORTS = { first: 8370, last: 8379 };
/** The app's routes as a signed-in organisation admin reaches them (ids filled in from the demo workspace). */
const ROUTES = [
  '/dashboard',
  '/alerts',
  '/addresses',
  '/addresses/{address}',
  '/transactions',
  '/transactions/{transaction}',
  '/customers',
  '/cases',
  '/search?q=sanctioned',
  '/settings/user/profile',
  '/settings/user/notifications',
  '/settings/organisation/members',
  '/settings/workspace/api-keys',
  '/settings/workspace/policies',
  '/settings/workspace/rules',
  '/settings/workspace/custom-tags',
  '/settings/workspace/custom-lists',
  '/settings/workspace/whitelist-blacklist',
  '/settings/workspace/members',
  '/api/docs/',
];

const suite = browserSuite({ ports: PORTS });
let page: Page;
const violations: string[] = [];

beforeAll(async () => {
  ({ page } = await newSession(suite.browser, suite.server.baseUrl));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => violations.push(`${page.url()}: ${error.message}`));
  // Violations the page itself sees (the console wording may change between browser versions).
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await signIn(page, 'orgadmin@demo.test');
});
async function firstId(path: string): Promise<number> {
  const token = await storedToken(page);
  const res = await fetch(`${suite.server.baseUrl}${path}?workspace=demo&limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { results: { id: number }[] }).results[0]?.id ?? 0;
}

describe('the content security policy', () => {
  it('lets every page load and work with no violation', async () => {
    const ids = {
      address: await firstId('/risk/api/v4/addresses/'),
      transaction: await firstId('/risk/api/v4/transactions/'),
    };
    expect(ids.address).toBeGreaterThan(0);
    for (const route of ROUTES) {
      const path = route
        .replace('{address}', String(ids.address))
        .replace('{transaction}', String(ids.transaction));
      const separator = path.includes('?') ? '&' : '?';
      const res = await page.goto(`${path}${path.startsWith('/api/') ? '' : `${separator}workspace=demo`}`);
      expect(res?.status(), path).toBeLessThan(400);
      await page.waitForLoadState('networkidle');
      expect(res?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
    expect(violations).toEqual([]);
  });

  it('refuses to be framed by another origin', async () => {
    // A page of another origin (a data: URL) that frames the app: the frame stays empty.
    await page.setContent(`<iframe id="app" src="${suite.server.baseUrl}/accounts/login"></iframe>`);
    await page.waitForTimeout(1500);
    const framed = page.frames().find((f) => f.url().startsWith(suite.server.baseUrl));
    const rendered = framed
      ? await framed
          .locator('body')
          .textContent()
          .catch(() => '')
      : '';
    expect(rendered).not.toContain('Email Address');
  });
});
