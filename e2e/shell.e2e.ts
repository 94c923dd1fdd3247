import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newSession, signIn } from './helpers/browser.ts';
import { DEMO_PASSWORD } from './helpers/server.ts';
import { browserSuite } from './helpers/suite.ts';

const SHOTS = '/tmp/shots';

const suite = browserSuite({ shots: SHOTS });

const open = () => newSession(suite.browser, suite.server.baseUrl);

function query(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

async function openWorkspaceMenu(page: Page) {
  await page.getByTestId('workspace-menu').click();
  await page.getByTestId('workspace-list').waitFor();
  // Let the menu's opening transition finish (screenshots, clicks).
  await page.waitForTimeout(250);
}

describe('sign-in', () => {
  test('signs in through the browser, bot check included, and greets the user by first name', async () => {
    const { context, page } = await open();
    await page.goto('/accounts/login');
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    expect(await page.getByRole('link', { name: 'Privacy Policy' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/login.png` });

    await signIn(page, 'Admin@Demo.test');
    await page.getByRole('heading', { name: 'Welcome Adam!' }).waitFor();
    expect(query(page).get('workspace')).toBe('demo');
    await context.close();
  });

  test('validates the e-mail before anything is sent', async () => {
    const { context, page } = await open();
    await page.goto('/accounts/login');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Email Address is required').waitFor();
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    expect(page.url()).toContain('/accounts/login');
    await context.close();
  });

  test('a wrong password is refused on the password step', async () => {
    const { context, page } = await open();
    await page.goto('/accounts/login');
    await page.getByLabel('Email Address').fill('admin@demo.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/auth\/authorize\?/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(query(page).get('organization')).toBe('demo');
    expect(await page.getByLabel('Email Address', { exact: true }).inputValue()).toBe('admin@demo.test');
    await page.screenshot({ path: `${SHOTS}/password-step.png` });
    // The password step is a page of its own: it survives a reload (the server serves the app there).
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid email or password').waitFor();
    expect(page.url()).toContain('/auth/authorize');
    await context.close();
  });

  test('an unauthenticated visit goes to login with a redirect and returns there after sign-in', async () => {
    const { context, page } = await open();
    await page.goto('/alerts');
    await page.waitForURL(/\/accounts\/login\?redirect=%2Falerts/);
    await page.getByLabel('Email Address').fill('agent@demo.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/auth\/authorize\?/);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/alerts\?workspace=demo/);
    await page.getByRole('heading', { name: 'Alerts' }).waitFor();
    await context.close();
  });
});

describe('login edge cases', () => {
  test('a failed bot check locks Continue for 15 seconds, across a reload', async () => {
    const { context, page } = await open();
    // The browser solves the challenge; a forged token replaces it on the way, and the real server refuses it.
    await page.route('**/auth/api/organization/', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      const forged = Buffer.from(JSON.stringify({ signature: 'forged' })).toString('base64');
      await route.continue({ postData: JSON.stringify({ ...body, recaptcha_token: forged }) });
    });
    await page.goto('/accounts/login');
    await page.getByLabel('Email Address').fill('admin@demo.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    const message = page.getByText('Error while verifying reCAPATCHA. Please try again after sometime');
    await message.waitFor();
    const lockedAt = Date.now();
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    expect((await context.cookies()).some((c) => c.name === 'captchaFailed')).toBe(true);

    await page.unroute('**/auth/api/organization/');
    await page.reload();
    await message.waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);

    await page.waitForSelector('button[type="submit"]:not([disabled])', { timeout: 20_000 });
    expect(Date.now() - lockedAt).toBeGreaterThan(12_000);
    expect(await message.count()).toBe(0);
    await page.getByLabel('Email Address').fill('admin@demo.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/auth\/authorize\?/);
    await context.close();
  });

  test('a login callback carrying an error shows its message and returns to login', async () => {
    const { context, page } = await open();
    await page.goto('/accounts/login/complete?error=user_is_blocked');
    await page.getByText('User account is blocked. Please contact your administrator.').waitFor();
    await page.waitForURL(/\/accounts\/login$/, { timeout: 6000 });
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    await context.close();
  });

  test('a session ended on the server shows the expiry toast; signing in again returns to the page', async () => {
    const { context, page } = await suite.signedIn('admin@demo.test');
    await page.goto('/alerts?workspace=demo');
    await page.getByRole('heading', { name: 'Alerts' }).waitFor();
    // End the session elsewhere: its access token and refresh token stop working.
    const token = await page.evaluate(() => localStorage.getItem('rs.access_token'));
    const revoked = await fetch(`${suite.server.baseUrl}/auth/api/logout/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(revoked.status).toBe(204);

    await page.reload();
    await page.getByText('Your session expired. Please login again.').waitFor();
    // The remembered organisation and e-mail lead straight to the password step.
    await page.waitForURL(/\/auth\/authorize\?/);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/alerts\?workspace=demo/);
    await context.close();
  });
});

describe('application shell', () => {
  test('the tab bar is on by default, hides from the header and stays hidden across a reload', async () => {
    const { context, page } = await suite.signedIn('admin@demo.test');
    const tabBar = page.getByTestId('tab-bar');
    await tabBar.waitFor();
    expect((await tabBar.boundingBox())?.height).toBeCloseTo(54.9, 0);
    await page.getByRole('heading', { name: 'Welcome Adam!' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/dashboard-tab-bar.png` });

    await page.getByRole('tab', { name: 'Cases' }).click();
    await page.waitForURL(/\/cases\?workspace=demo/);
    await page.getByRole('button', { name: 'Hide tab bar' }).click();
    await tabBar.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('button', { name: 'Show tab bar' }).waitFor();
    expect(await tabBar.count()).toBe(0);
    await page.getByRole('button', { name: 'Show tab bar' }).click();
    await tabBar.waitFor();
    await context.close();
  });

  test('an unknown path shows the not-found error screen', async () => {
    const { context, page } = await suite.signedIn('admin@demo.test');
    await page.goto('/no/such/page');
    await page.getByText('This page could not be found').waitFor();
    await page.screenshot({ path: `${SHOTS}/not-found.png` });
    await page.getByRole('button', { name: 'Back to home' }).click();
    await page.waitForURL(/\/dashboard\?workspace=demo/);
    await context.close();
  });

  test('/ goes to the dashboard keeping the query; a missing workspace is filled from the stored one', async () => {
    const { context, page } = await suite.signedIn('admin@demo.test');
    await page.goto('/?start_date=2024-01-01');
    await page.waitForURL(/\/dashboard\?/);
    expect(query(page).get('start_date')).toBe('2024-01-01');
    expect(query(page).get('workspace')).toBe('demo');
    await context.close();
  });

  test('the download manager opens from ?showDownloadManager=true and the flag goes when it closes', async () => {
    const { context, page } = await suite.signedIn('admin@demo.test');
    await page.goto('/dashboard?workspace=demo&showDownloadManager=true');
    await page.getByText('Download Manager', { exact: true }).first().waitFor();
    await page.getByText('Nothing to see over here').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('showDownloadManager'));
    expect(query(page).get('workspace')).toBe('demo');
    await context.close();
  });
});

describe('workspaces', () => {
  test('an organisation admin switches workspace after confirming', async () => {
    const { context, page } = await suite.signedIn('orgadmin@demo.test');
    await page.goto('/alerts?workspace=demo');
    await openWorkspaceMenu(page);
    await page.screenshot({ path: `${SHOTS}/workspace-menu.png` });
    expect(await page.getByRole('menuitem', { name: 'Organisation Settings' }).isVisible()).toBe(true);

    await page.getByRole('menuitem', { name: 'Research' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch workspace' });
    await dialog.waitFor();
    // Enter triggers the dialog's primary action.
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SHOTS}/switch-confirm.png` });
    await page.keyboard.press('Enter');
    await page.getByText('Workspace switched successfully to Research').waitFor();
    expect(query(page).get('workspace')).toBe('research');
    // A list page keeps its path in the other workspace.
    expect(new URL(page.url()).pathname).toBe('/alerts');

    // The choice is remembered: a page opened without the parameter lands in Research.
    await page.goto('/dashboard');
    await page.waitForURL(/workspace=research/);
    await context.close();
  });

  test('cancelling the confirmation keeps the workspace', async () => {
    const { context, page } = await suite.signedIn('orgadmin@demo.test');
    await openWorkspaceMenu(page);
    await page.getByRole('menuitem', { name: 'Research' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch workspace' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(query(page).get('workspace')).toBe('demo');
    await context.close();
  });

  test('a member of one workspace sees only that workspace, even when the URL names another', async () => {
    const { context, page } = await suite.signedIn('analyst@research.test');
    expect(query(page).get('workspace')).toBe('research');
    await openWorkspaceMenu(page);
    const names = await page.getByTestId('workspace-list').getByRole('menuitem').allInnerTexts();
    expect(names.map((n) => n.trim())).toEqual(['Research']);
    expect(await page.getByRole('menuitem', { name: 'Organisation Settings' }).count()).toBe(0);

    await page.goto('/dashboard?workspace=demo');
    await page.waitForURL(/workspace=research/);
    await context.close();
  });
});

describe('settings access', () => {
  test('a non-admin is redirected away from organisation and workspace settings', async () => {
    const { context, page } = await suite.signedIn('agent@demo.test');
    await page.goto('/settings/organisation/members?workspace=demo');
    await page.waitForURL(/\/dashboard\?workspace=demo/);
    await page.goto('/settings/workspace/api-keys?workspace=demo');
    await page.waitForURL(/\/dashboard\?workspace=demo/);
    await context.close();
  });

  test('a workspace admin opens workspace settings but not organisation settings', async () => {
    const { context, page } = await suite.signedIn('admin@demo.test');
    await page.goto('/settings/workspace/members?workspace=demo');
    await page.getByRole('heading', { name: 'Workspace Members' }).waitFor();
    await page.goto('/settings/organisation/members?workspace=demo');
    await page.waitForURL(/\/dashboard\?workspace=demo/);
    await context.close();
  });

  test('an organisation admin opens organisation settings; current-plan goes home', async () => {
    const { context, page } = await suite.signedIn('orgadmin@demo.test');
    await page.goto('/settings/organisation/members?workspace=demo');
    await page.getByRole('heading', { name: 'Organisation Members' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/settings-organisation.png` });
    await page.goto('/settings/organisation/current-plan?workspace=demo');
    await page.waitForURL(/\/dashboard\?workspace=demo/);
    await context.close();
  });
});

describe('logout', () => {
  test('logout asks for confirmation and ends on the login page', async () => {
    const { context, page } = await suite.signedIn('admin@demo.test');
    await openWorkspaceMenu(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logout' });
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/accounts\/login$/);
    await page.getByRole('heading', { name: 'Log In' }).waitFor();

    // The session is gone: the dashboard sends the visitor back to login.
    await page.goto('/dashboard');
    await page.waitForURL(/\/accounts\/login\?redirect=/);
    await context.close();
  });

  test('logging out in one tab logs out the other tabs of the browser', async () => {
    const { context, page } = await suite.signedIn('admin@demo.test');
    const other = await context.newPage();
    await other.goto('/dashboard');
    await other.getByRole('heading', { name: 'Welcome Adam!' }).waitFor();

    // Background tabs get no animation frames in headless chromium: act in the front one.
    await page.bringToFront();
    await openWorkspaceMenu(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/accounts\/login/);
    await other.waitForURL(/\/accounts\/login/);
    await other.getByRole('heading', { name: 'Log In' }).waitFor();
    await context.close();
  });
});
