import { describe, expect, it } from 'vitest';
import { loginCall, passwordToken } from './helpers/api.ts';
import { toast } from './helpers/browser.ts';
import { DEMO_PASSWORD } from './helpers/server.ts';
import { browserSuite } from './helpers/suite.ts';

/** User settings against the real server in a real browser: profile, password, notifications, API keys. */
const PORTS = { first: 8120, last: 8139 };
const SHOTS = '/tmp/shots';
const ME = '/profile/api/v1/team-members/me/';

const suite = browserSuite({ ports: PORTS, shots: SHOTS });

/** A key authenticates the machine API (here the screened-address list of its workspace), not account routes. */
function callWithKey(key: string, path = '/risk/api/v4/addresses/?workspace=demo'): Promise<Response> {
  return fetch(`${suite.server.baseUrl}${path}`, { headers: { 'X-API-Key': key } });
}

async function passwordLogin(email: string, password: string): Promise<number> {
  return (await loginCall(suite.server.baseUrl, email, password)).status;
}

/** A key of the demo workspace made by a script: signs in with the password and confirms it again. */
async function scriptedKey(email: string, password: string): Promise<string> {
  const access_token = await passwordToken(suite.server.baseUrl, email, password);
  const res = await fetch(`${suite.server.baseUrl}/profile/api/v1/keys/?workspace=demo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { key: string }).key;
}

describe('user settings', () => {
  it('changes the profile name, which is still there after a reload', async () => {
    const { page } = await suite.signedIn('admin@demo.test');
    await page.goto('/settings/user/profile');
    const firstName = page.getByLabel('First name');
    await expect.poll(() => firstName.inputValue()).toBe('Adam');
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe('admin@demo.test');
    await expect
      .poll(() => page.getByRole('combobox', { name: /^Timezone/ }).inputValue())
      .toBe('(GMT+00:00) UTC');
    await page.screenshot({ path: `${SHOTS}/settings-profile.png`, fullPage: true });

    await firstName.fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('This field is required.').waitFor();

    await firstName.fill('Adriana');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Profile updated successfully').waitFor();
    await page.getByRole('banner').getByText('Adriana Reyes').waitFor(); // the header has the saved name at once

    await page.reload();
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Adriana');
    await page.context().close();
  });

  it('saves notification settings, and the master switch turns every option off', async () => {
    const { page } = await suite.signedIn('agent@demo.test');
    await page.goto('/settings/user/notifications');
    const update = page.getByRole('button', { name: 'Update' });
    await page.getByText('Risk levels', { exact: true }).waitFor();
    expect(await update.isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/settings-notifications.png`, fullPage: true });

    await page.getByLabel('Monthly').check();
    await page.getByLabel('Medium').check();
    expect(await update.isEnabled()).toBe(true);
    await update.click();
    await toast(page, 'Notification settings updated').waitFor();

    await page.reload();
    await expect.poll(() => page.getByLabel('Monthly').isChecked()).toBe(true);
    expect(await page.getByLabel('Medium').isChecked()).toBe(true);

    await page.getByRole('switch', { name: /^Email notifications/ }).click({ force: true });
    expect(await page.getByLabel('File upload status').isDisabled()).toBe(true);
    await update.click();
    await toast(page, 'Notification settings updated').waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByRole('switch', { name: /^Email notifications/ }).isChecked())
      .toBe(false);
    await page.context().close();
  });

  it('creates an API key after the password, shown once, which authenticates until revoked and again once re-enabled', async () => {
    const { page } = await suite.signedIn('admin@demo.test');
    await page.goto('/settings/workspace/api-keys');
    await page.getByText('Nothing to see over here').waitFor();

    await page.getByRole('button', { name: 'Create API key' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your password to create an API key' });
    await confirm.getByLabel(/^Password/).fill('wrong-password-1');
    await confirm.getByRole('button', { name: 'Create key' }).click();
    await confirm.getByText('Your password is incorrect.').waitFor();
    await page.screenshot({ path: `${SHOTS}/settings-api-keys-confirm.png` });
    expect(await page.getByText('Nothing to see over here').isVisible()).toBe(true); // nothing was created
    await confirm.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await confirm.getByRole('button', { name: 'Create key' }).click();
    await confirm.waitFor({ state: 'hidden' });
    const dialog = page.getByRole('dialog', { name: 'New API key' });
    const fullKey = ((await dialog.getByTestId('new-api-key').textContent()) ?? '').trim();
    expect(fullKey).toMatch(/^rsk_[A-Za-z0-9_-]{20,}$/);
    await dialog.getByText('This key will not be shown again', { exact: false }).waitFor();
    await toast(page, 'New API key created').waitFor();
    await page.screenshot({ path: `${SHOTS}/settings-api-keys-new.png` });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.locator('tbody tr').first();
    const masked = ((await row.locator('code').textContent()) ?? '').trim();
    expect(masked).toBe(`${fullKey.slice(0, 8)}••••••••${fullKey.slice(-4)}`);
    expect(await page.getByText(fullKey).count()).toBe(0);
    await row.getByText('Active').waitFor();

    expect((await callWithKey(fullKey)).status).toBe(200);
    expect((await callWithKey(fullKey, `${ME}?workspace=demo`)).status).toBe(403);

    await row.getByRole('button', { name: 'Revoke' }).click();
    const revokeDialog = page.getByRole('dialog', { name: 'Revoke API key' });
    await revokeDialog.waitFor();
    await page.screenshot({ path: `${SHOTS}/settings-api-keys-revoke.png` });
    await revokeDialog.getByRole('button', { name: 'Revoke' }).click();
    await row.getByText('Revoked').waitFor();
    await toast(page, 'API key is updated').waitFor();
    expect((await callWithKey(fullKey)).status).toBe(401);
    await page.screenshot({ path: `${SHOTS}/settings-api-keys.png`, fullPage: true });
    // At 1024 px the keys table fits its card: nothing to scroll sideways.
    await page.setViewportSize({ width: 1024, height: 800 });
    const overflow = await page
      .locator('table')
      .first()
      .evaluate((table) => {
        const box = table.parentElement as HTMLElement;
        return Math.max(
          box.scrollWidth - box.clientWidth,
          table.getBoundingClientRect().right - window.innerWidth,
        );
      });
    await page.screenshot({ path: `${SHOTS}/settings-api-keys-1024.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(overflow).toBeLessThanOrEqual(1);

    await row.getByRole('button', { name: 'Re-enable' }).click();
    await page.getByRole('dialog', { name: 'Re-enable API key' }).waitFor();
    await page.keyboard.press('Enter'); // the primary action has the focus
    await row.getByText('Active').waitFor();
    await page.reload();
    await page.locator('tbody tr').first().getByText('Active').waitFor();
    expect((await callWithKey(fullKey)).status).toBe(200);
    await page.context().close();
  });

  it('changes the password with the current one: ends at logout, revokes the API keys when asked, the old password stops working and the new one works', async () => {
    const email = 'l1@demo.test';
    const newPassword = 'Fresh-password-42';
    const key = await scriptedKey(email, DEMO_PASSWORD);
    expect((await callWithKey(key)).status).toBe(200);
    const { page } = await suite.signedIn(email);
    await page.goto('/settings/user/profile');
    const save = page.getByRole('button', { name: 'Save password' });
    await page.getByLabel(/^New password/).fill('short1');
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm new password/).fill(newPassword);
    await page.getByLabel(/^Current password/).fill('wrong-password-1');
    await save.click();
    await page.getByText('Your current password is incorrect.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings/user/profile');
    expect((await callWithKey(key)).status).toBe(200);

    await page.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
    await page.getByLabel('Also revoke my API keys').check();
    await page.screenshot({ path: `${SHOTS}/settings-change-password.png`, fullPage: true });
    const visited: string[] = [];
    page.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname));
    await save.click();
    await toast(page, 'Password changed successfully.').waitFor();
    // Polling the URL (not waitForURL's load event): a failure then names the page it stopped on. The login page
    // reuses the remembered organisation and e-mail, so it may already have moved on to the password step.
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 30_000 })
      .toMatch(/^\/(accounts\/login|auth\/authorize)$/);
    expect(visited).toContain('/accounts/logout');

    expect(await passwordLogin(email, DEMO_PASSWORD)).not.toBe(200);
    expect(await passwordLogin(email, newPassword)).toBe(200);
    expect((await callWithKey(key)).status).toBe(401);
    await page.context().close();

    const { page: again } = await suite.signedIn(email, newPassword);
    expect(new URL(again.url()).pathname).toBe('/dashboard');
    await again.context().close();
  });
});
