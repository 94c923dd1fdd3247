import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { linkToken, startLoopbackSmtp } from '../apps/server/test/helpers/loopback-smtp.ts';
import { newSession, signIn, toast } from './helpers/browser.ts';
import { browserSuite } from './helpers/suite.ts';

/**
 * Members in a real browser against the real server, its mail through a real SMTP server on loopback: an
 * organisation admin invites a second user, who follows the mailed link, sets a password, signs in and works in
 * the workspace; disabled, their session is refused at once.
 */
const PORTS = { first: 8450, last: 8459 };
const SHOTS = '/tmp/shots/members';
const INVITEE = 'newcomer@demo.test';
const INVITEE_PASSWORD = 'Newcomer-123';

let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
const suite = browserSuite({
  ports: PORTS,
  shots: SHOTS,
  env: async () => {
    smtp = await startLoopbackSmtp();
    return { SMTP_URL: smtp.url, MAIL_FROM: 'RiskScreen <rs@demo.test>' };
  },
});

afterAll(async () => {
  await smtp?.close();
});

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    // The page fits the window: nothing scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}px`).toBeLessThanOrEqual(0);
  }
}

/** A call of the API with the page's own stored token, as a script in the page could make it. */
function statusWithStoredToken(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${localStorage.getItem('rs.access_token')}` },
    });
    return res.status;
  }, path);
}

describe('members and invitations', () => {
  it('invites by mail, lets the invitee in, and shuts them out when disabled', {
    timeout: 240_000,
  }, async () => {
    const admin = await suite.signedIn('orgadmin@demo.test');
    await admin.page.goto('/settings/organisation/members?workspace=demo');
    await admin.page.getByText('orgadmin@demo.test').waitFor();
    await shoot(admin.page, 'organisation-members');

    await admin.page.getByRole('button', { name: 'Invite' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Invite members' });
    await dialog.getByPlaceholder('name@example.com').fill(INVITEE);
    await dialog.getByPlaceholder('name@example.com').press('Enter');
    await dialog.getByPlaceholder('Choose a role').click();
    await admin.page.getByRole('option', { name: 'L1 Agent' }).click();
    await dialog.getByPlaceholder('Choose workspaces').click();
    await admin.page.getByRole('option', { name: 'Research' }).click();
    await dialog.getByRole('heading', { name: 'Invite members' }).click();
    await shoot(admin.page, 'invite-dialog');
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await toast(admin.page, 'Team member invited to organisation successfully!').waitFor();
    await admin.page.getByText(INVITEE).waitFor();

    // The mail arrives on the loopback SMTP server; its link opens the sign-up page.
    const mail = await smtp.mailTo(INVITEE);
    expect(mail.subject).toBe('You are invited to Demo Compliance Ltd on RiskScreen');
    const invitee = await newSession(suite.browser, suite.server.baseUrl);
    await invitee.page.goto(`/accounts/signup#token=${linkToken(mail)}`);
    await invitee.page.getByText(`as ${INVITEE}`, { exact: false }).waitFor();
    await invitee.page.getByLabel('First name').fill('Nora');
    await invitee.page.getByLabel('Last name').fill('Newcomer');
    await invitee.page.getByLabel('New password', { exact: true }).fill(INVITEE_PASSWORD);
    await invitee.page.getByLabel('Confirm new password').fill(INVITEE_PASSWORD);
    await shoot(invitee.page, 'sign-up');
    await invitee.page.getByRole('button', { name: 'Create account' }).click();
    await invitee.page.getByTestId('sign-up-done').waitFor();

    await signIn(invitee.page, INVITEE, INVITEE_PASSWORD);
    expect(new URL(invitee.page.url()).searchParams.get('workspace')).toBe('research');
    expect(
      await statusWithStoredToken(invitee.page, '/resolutioncenter/api/v4/alerts/?workspace=research'),
    ).toBe(200);

    // The workspace's own members page (as the organisation admin) shows the invitee with the invited role.
    await admin.page.goto('/settings/workspace/members?workspace=research');
    const row = admin.page.getByRole('row', { name: new RegExp(INVITEE) });
    await row.getByText('L1 Agent').first().waitFor();
    await shoot(admin.page, 'workspace-members');

    // Disabled from the organisation's page: the invitee's session is refused at once.
    await admin.page.goto('/settings/organisation/members?workspace=demo');
    await admin.page
      .getByRole('row', { name: new RegExp(INVITEE) })
      .getByRole('button', { name: 'Disable' })
      .click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await toast(admin.page, 'Team member status changed successfully!').waitFor();
    expect(
      await statusWithStoredToken(invitee.page, '/resolutioncenter/api/v4/alerts/?workspace=research'),
    ).toBe(401);
    await invitee.page.reload();
    await invitee.page.waitForURL(/\/accounts\/(login|logout)/, { timeout: 30_000 });
    await shoot(invitee.page, 'disabled-invitee');

    await admin.page.goto('/settings/organisation/workspaces?workspace=demo');
    await admin.page.getByRole('cell', { name: 'Research', exact: true }).waitFor();
    await shoot(admin.page, 'organisation-workspaces');
  });

  it('mails a password reset link from the sign-in page', { timeout: 120_000 }, async () => {
    const { page } = await newSession(suite.browser, suite.server.baseUrl);
    await page.goto('/accounts/login');
    await page.getByLabel('Email Address').fill('agent@demo.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/auth\/authorize\?/);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByTestId('reset-sent').waitFor();
    const mail = await smtp.mailTo('agent@demo.test');
    await page.goto(`/accounts/password/reset#token=${linkToken(mail)}`);
    await page.getByLabel('New password', { exact: true }).fill('Agent-new-123');
    await page.getByLabel('Confirm new password').fill('Agent-new-123');
    await shoot(page, 'reset-password');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByTestId('reset-done').waitFor();
    // A fresh browser: this one remembers the account and skips the e-mail step.
    await suite.signedIn('agent@demo.test', 'Agent-new-123');
  });
});
