import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, demoObject } from '../apps/server/src/chain/providers/demo/index.ts';
import { workspaceCall } from './helpers/api.ts';
import { newSession, signIn } from './helpers/browser.ts';
import { browserSuite } from './helpers/suite.ts';

/**
 * Working an alert against the real server: opened from its address page (?alert=), moved Open → In Review →
 * Closed with comments, a comment mentioning another member (whose bell then shows it), the audit trail and a
 * cycle's snapshot.
 */
const PORTS = { first: 8410, last: 8419 };
const SHOTS = '/tmp';
const SANCTIONED = demoObject(DEFAULT_DEMO_SEED, 'btc.sanctioned-darknet');
/** The member the comment mentions: Lena Ortiz, an L2 agent of the demo workspace. */
const MENTIONED = { email: 'l2@demo.test', name: 'Lena Ortiz' };

const suite = browserSuite({ ports: PORTS });
let page: Page;
let token: string;

async function json<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await workspaceCall(suite.server.baseUrl, token, method, path, body);
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return (await res.json()) as T;
}

type Alert = { id: number; alert_body: string; workflow_stage: { name: string; category: number } };

let addressId: number;
let alert: Alert;

beforeAll(async () => {
  ({ page, token } = await suite.signedIn('agent@demo.test'));
  addressId = (
    await json<{ id: number }>('POST', '/risk/api/v4/addresses/', {
      identifier: SANCTIONED.address,
      currency: SANCTIONED.blockchain,
    })
  ).id;
  const alerts = await json<{ results: Alert[] }>(
    'GET',
    `/resolutioncenter/api/v4/address/${addressId}/alerts/`,
  );
  const open = alerts.results.find((a) => a.workflow_stage.category === 0);
  if (!open) throw new Error('the sanctioned demo address raised no open alert');
  alert = open;
});

const detail = () => page.getByTestId('alert-detail');
const stage = () => page.getByTestId('alert-stage');

/** Move the alert to a stage through the status editor and the comment dialog. */
async function moveTo(name: string, comment: string) {
  await page.getByRole('button', { name: /Change status/ }).click();
  await page.getByRole('menuitem', { name }).click();
  const confirm = page.getByTestId('change-confirm');
  expect(await confirm.isDisabled()).toBe(true);
  await page.getByTestId('change-comment').fill(comment);
  await confirm.click();
  await page.getByText('Alerts Updated Successfully').first().waitFor();
  await expect.poll(() => stage().textContent()).toContain(name);
}

describe('alert workflow', () => {
  it('moves an alert Open → In Review → Closed with comments, mentions a member, shows its trail and snapshot', async () => {
    await page.goto(`/addresses/${addressId}?workspace=demo&alert=${alert.id}`);
    await detail().waitFor();
    expect(await page.getByTestId('alert-rule-name').textContent()).toBe(alert.alert_body);
    expect(await stage().textContent()).toContain('Open');
    await page.screenshot({ path: `${SHOTS}/alert-detail-open.png`, fullPage: true });

    await moveTo('In Review', 'Reviewing the sanctioned counterparties.');

    // A comment mentioning another member, through the editor's '@' suggestions.
    await detail()
      .getByRole('tab', { name: /^Comments/ })
      .click();
    const editor = page.getByTestId('comment-form').locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('Please double-check this one ');
    await page.keyboard.type('@Len');
    await page.getByTestId('mention-option').filter({ hasText: MENTIONED.name }).click();
    await page.keyboard.type(' before we close.');
    await page.getByTestId('comment-submit').click();
    await page.getByText('Added Comment successfully').first().waitFor();
    const mentioned = page
      .getByTestId('comment-list')
      .locator('.rs-mention', { hasText: `@${MENTIONED.name}` });
    await mentioned.first().waitFor();
    await page.screenshot({ path: `${SHOTS}/alert-detail-comments.png`, fullPage: true });

    await moveTo('Closed – True Positive', 'Confirmed exposure to a sanctioned entity.');
    // A closed alert is final: greyed, no stage offered.
    expect(await stage().getAttribute('data-final')).toBe('true');
    expect(await page.getByRole('button', { name: /Change status/ }).count()).toBe(0);

    // The audit trail names both moves with their comments.
    await page.getByTestId('open-audit-trail').click();
    const trail = page.getByTestId('audit-trail');
    await expect.poll(() => trail.getByTestId('audit-entry').count()).toBeGreaterThanOrEqual(2);
    const trailText = await trail.textContent();
    expect(trailText).toContain('In Review');
    expect(trailText).toContain('Confirmed exposure to a sanctioned entity.');
    await page.screenshot({ path: `${SHOTS}/alert-detail-audit-trail.png` });
    await page.keyboard.press('Escape');
    await trail.waitFor({ state: 'hidden' });

    // The closed cycle's snapshot, as it was and compared with now.
    await detail().getByRole('tab', { name: 'History' }).click();
    await page.getByTestId('history-row').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/alert-detail-history.png`, fullPage: true });
    await page.getByTestId('open-snapshot').first().click();
    const tabs = page.getByTestId('snapshot-tabs').getByRole('tab');
    expect(await tabs.allTextContents()).toEqual([
      'Investigation Mode',
      'Counterparty Summary',
      'Investigation Mode Changes',
      'Counterparty Summary Changes',
    ]);
    await page.getByRole('tab', { name: 'Counterparty Summary Changes' }).click();
    await page.getByTestId('change-table').waitFor();
    expect(await page.getByTestId('change-status').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/alert-detail-snapshot.png` });
    await page.keyboard.press('Escape');
  });

  it('shows the mention in the mentioned member’s bell, which opens the alert', async () => {
    const other = await newSession(suite.browser, suite.server.baseUrl);
    try {
      await signIn(other.page, MENTIONED.email);
      const bell = other.page.getByTestId('notification-bell');
      await expect.poll(() => bell.getAttribute('aria-label')).toMatch(/^Notifications \(\d+ unread\)$/);
      await bell.click();
      const row = other.page.getByTestId('notification').first();
      await row.waitFor();
      await other.page.screenshot({ path: `${SHOTS}/alert-detail-bell.png` });
      await row.click();
      await other.page.waitForURL(new RegExp(`/addresses/${addressId}\\?.*alert=${alert.id}`));
      await other.page.getByTestId('alert-detail').waitFor();
    } finally {
      await other.context.close();
    }
  });
});
