import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, demoObject } from '../apps/server/src/chain/providers/demo/index.ts';
import { getChain } from '../packages/shared/src/chains/catalogue.ts';
import { workspaceCall } from './helpers/api.ts';
import { storedToken } from './helpers/browser.ts';
import { browserSuite } from './helpers/suite.ts';

/**
 * Cases against the real server, as an agent (agent@demo.test, case role 2) and an approver (admin@demo.test, case
 * role 1): a case opened from an alert on the address page, entities added, every status move without and with
 * mandatory approval (the approver accepts one case and rejects another, with comments, and the timeline shows each
 * step), then all matching cases of a filtered tab moved at once.
 */
const PORTS = { first: 8430, last: 8439 };
const SHOTS = '/tmp/shots/cases';
const SANCTIONED = demoObject(DEFAULT_DEMO_SEED, 'btc.sanctioned-darknet');
const DEX_USER = demoObject(DEFAULT_DEMO_SEED, 'eth.dex-user');
const CUSTOMER_ID = 'e2e-customer-0001';
const BULK_CASES = 22;

const suite = browserSuite({ ports: PORTS, shots: SHOTS });
let agent: Page;
let approver: Page;
let agentToken: string;

async function call(method: string, path: string, body?: unknown, token = agentToken): Promise<Response> {
  return workspaceCall(suite.server.baseUrl, token, method, path, body);
}

async function json<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await call(method, path, body);
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

type CaseRow = { id: number; case_id: string; name: string; status: number };

let addressId: number;
let alertId: number;
let transactionHash: string;
/** The case opened from the alert (A) and the one created on the list (B). */
let caseA: number;
let caseB: number;

const chainOption = (blockchain: number) => {
  const chain = getChain(blockchain);
  if (!chain) throw new Error(`no chain ${blockchain}`);
  return `${chain.label} (${chain.code})`;
};

async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Take the case through one status action and its comment dialog; the badge shows the new status. */
async function act(page: Page, action: string, comment: string, expected: string): Promise<void> {
  await page.getByTestId(`case-action-${action}`).click();
  const dialog = page.getByTestId('bulk-dialog');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  expect(await confirm.isDisabled()).toBe(true);
  await dialog.getByTestId('bulk-comment').fill(comment);
  await confirm.click();
  await page.getByText('Case status has been updated.').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await expect
    .poll(() => page.getByTestId('case-header').getByTestId('case-status').textContent())
    .toBe(expected);
}

const actionNames = (page: Page) =>
  page.getByTestId('case-status-actions').getByRole('button').allTextContents();

async function openCase(page: Page, id: number): Promise<void> {
  await page.goto(`/cases/${id}?workspace=demo`);
  await page.getByTestId('case-header').waitFor();
}

/** The timeline's entries as text, newest first. */
async function timelineText(page: Page): Promise<string[]> {
  await page.getByTestId('open-timeline').click();
  const drawer = page.getByTestId('case-timeline');
  await drawer.getByTestId('timeline-event').first().waitFor();
  const entries = await drawer.getByTestId('timeline-event').allTextContents();
  return entries;
}

beforeAll(async () => {
  [{ page: agent, token: agentToken }, { page: approver }] = await Promise.all([
    suite.signedIn('agent@demo.test'),
    suite.signedIn('admin@demo.test'),
  ]);

  // The sanctioned address raises an alert; the case starts from it.
  addressId = (
    await json<{ id: number }>('POST', '/risk/api/v4/addresses/', {
      identifier: SANCTIONED.address,
      currency: SANCTIONED.blockchain,
    })
  ).id;
  const alerts = await json<{ results: { id: number; workflow_stage: { category: number } }[] }>(
    'GET',
    `/resolutioncenter/api/v4/address/${addressId}/alerts/`,
  );
  const open = alerts.results.find((a) => a.workflow_stage.category === 0);
  if (!open) throw new Error('the sanctioned demo address raised no open alert');
  alertId = open.id;
  const activity = await json<{ results: { transaction_id: string }[] }>(
    'GET',
    `/risk/api/v4/addresses/${addressId}/transactions/?limit=5`,
  );
  transactionHash = activity.results[0]!.transaction_id;
  // A customer of the workspace: an address screened with its customer id.
  await json('POST', '/risk/api/v4/addresses/', {
    identifier: DEX_USER.address,
    currency: DEX_USER.blockchain,
    customer_id: CUSTOMER_ID,
    type: 1,
  });
}, 300_000);

describe('cases', () => {
  it('opens a case from an alert on the address page and adds a transaction, an address and a customer', async () => {
    await agent.goto(`/addresses/${addressId}?workspace=demo&alert=${alertId}`);
    await agent.getByTestId('alert-detail').waitFor();
    await agent.getByRole('button', { name: 'Address actions' }).click();
    await agent.getByRole('menuitem', { name: 'Add to Case' }).click();
    const modal = agent.getByTestId('add-to-case');
    await modal.getByTestId('add-to-case-submit').click();
    await modal.getByText('Case Name is required').waitFor();
    await modal.getByTestId('case-name-input').fill('Nightshade payouts');
    await agent.screenshot({ path: `${SHOTS}/add-to-case.png` });
    await modal.getByTestId('add-to-case-submit').click();
    await agent.waitForURL(/\/cases\/\d+\?/);
    await agent.getByText('Case Created Successfully').first().waitFor();
    caseA = Number(new URL(agent.url()).pathname.split('/')[2]);
    await agent.getByTestId('case-address').first().waitFor();
    expect(await agent.getByTestId('case-title').textContent()).toBe('Nightshade payouts');

    // Add Entities: a transaction (screened on the way), an address, a customer.
    const add = async (tab: string, chain: number | null, text: string) => {
      await agent.getByRole('button', { name: 'Add Entities' }).click();
      const dialog = agent.getByTestId('add-entities');
      await dialog.getByRole('tab', { name: tab }).click();
      if (chain !== null) {
        await dialog.getByTestId('entity-chain').click();
        await agent.getByRole('option', { name: chainOption(chain), exact: true }).click();
      }
      await dialog.getByTestId('entity-identifier').fill(text);
      await dialog.getByTestId('add-entities-submit').click();
      await agent
        .getByText(/^Added 1 (address|transaction|customer) to the case\./)
        .first()
        .waitFor();
      await dialog.waitFor({ state: 'hidden' });
    };
    await add('Transactions', SANCTIONED.blockchain, transactionHash);
    await add('Addresses', DEX_USER.blockchain, DEX_USER.address);
    await add('Customers', null, CUSTOMER_ID);

    const entities = agent.getByTestId('case-entities');
    await expect.poll(() => entities.getByTestId('case-address').count()).toBe(2);
    await entities.getByRole('tab', { name: /^Transactions/ }).click();
    await entities.getByTestId('case-transaction').first().waitFor();
    await entities.getByRole('tab', { name: /^Customers/ }).click();
    expect(await entities.getByTestId('case-customer').first().textContent()).toBe(CUSTOMER_ID);
    await entities.getByRole('tab', { name: /^Addresses/ }).click();
    await shoot(agent, 'case-page');

    // The address page now lists the case under Associated Cases.
    await agent.goto(`/addresses/${addressId}?workspace=demo`);
    await agent.getByRole('tab', { name: 'Associated Cases' }).click();
    await agent.getByTestId('associated-cases').getByRole('link').first().waitFor();
  });

  it('moves a case through every status without mandatory approval', async () => {
    await openCase(agent, caseA);
    expect(await actionNames(agent)).toEqual(['Close', 'Escalate']);
    await act(agent, 'close', 'Nothing more to do.', 'Closed');
    expect(await actionNames(agent)).toEqual(['Reopen']);
    await act(agent, 'reopen', 'New funds arrived.', 'Open');
    await act(agent, 'escalate', 'Sanctions exposure: escalating.', 'Escalated');
    expect(await actionNames(agent)).toEqual(['Close']);
    await act(agent, 'close', 'Reported and closed.', 'Closed');
    await act(agent, 'reopen', 'Reopened for the approval run.', 'Open');
  });

  it('sends a closed case to an approver under mandatory approval; the approver accepts one and rejects another', async () => {
    // The approver (an admin) turns mandatory approval on in the case preferences.
    await approver.goto('/settings/workspace/case?workspace=demo');
    await approver.getByTestId('case-preferences').getByText('Auto-create cases').waitFor();
    await approver.getByRole('radio', { name: 'Mandatory' }).check();
    await approver.getByTestId('approver-picker').waitFor();
    await shoot(approver, 'case-preferences');
    await approver.getByTestId('save-case-preferences').click();
    await approver.getByText('Case preferences updated Successfully').first().waitFor();

    // A second case, made on the list by the agent.
    await agent.goto('/cases?workspace=demo');
    await agent.getByRole('button', { name: 'Add Case' }).click();
    await agent.getByTestId('add-case').getByTestId('case-name-input').fill('Second look at mixer flows');
    await agent.getByTestId('add-case-submit').click();
    await agent.waitForURL(/\/cases\/\d+\?/);
    await agent.getByText('Case Created Successfully').first().waitFor();
    caseB = Number(new URL(agent.url()).pathname.split('/')[2]);

    // The agent's Close asks for approval; then they may only Open or Escalate it.
    await act(agent, 'close', 'Ready for approval: B.', 'Pending Approval');
    expect(await actionNames(agent)).toEqual(['Open', 'Escalate']);
    await openCase(agent, caseA);
    await act(agent, 'close', 'Ready for approval: A.', 'Pending Approval');
    await shoot(agent, 'case-pending');

    // The approver accepts A and rejects B.
    await openCase(approver, caseA);
    expect(await actionNames(approver)).toEqual(['Accept', 'Reject']);
    await act(approver, 'accept', 'Approved: report filed.', 'Closed');
    await openCase(approver, caseB);
    await act(approver, 'reject', 'Rejected: the mixer flows need tracing first.', 'Open');

    // The timelines show each step with its comment.
    await openCase(agent, caseA);
    const stepsA = (await timelineText(agent)).join('\n');
    for (const text of [
      'Approved: report filed.',
      'Ready for approval: A.',
      'Reopened for the approval run.',
      'Reported and closed.',
      'Sanctions exposure: escalating.',
      'New funds arrived.',
      'Nothing more to do.',
    ]) {
      expect(stepsA).toContain(text);
    }
    expect(stepsA).toContain('Pending Approval');
    await shoot(agent, 'case-timeline', false);
    await agent.keyboard.press('Escape');
    await openCase(agent, caseB);
    const stepsB = (await timelineText(agent)).join('\n');
    expect(stepsB).toContain('Rejected: the mixer flows need tracing first.');
    expect(stepsB).toContain('Ready for approval: B.');
  });

  it('adds ticked addresses of the address list to an existing case, searched from 3 characters', async () => {
    await agent.goto('/addresses?workspace=demo');
    await agent.getByTestId('row-select').first().click();
    await agent.getByRole('button', { name: 'Bulk actions' }).click();
    await agent.getByRole('menuitem', { name: 'Add to Case' }).click();
    const modal = agent.getByTestId('add-to-case');
    await modal.getByText('Existing Case').click();
    await modal.getByTestId('case-search').click();
    await agent.keyboard.type('Se');
    await agent.getByText('Enter min 3 characters to search...').waitFor();
    await agent.keyboard.type('cond look');
    await agent.getByRole('option', { name: /Second look at mixer/ }).click();
    await modal.getByTestId('add-to-case-submit').click();
    await agent.getByText('Added Addresses to Case').first().waitFor();
    const added = await json<{ count: number }>('GET', `/resolutioncenter/api/v4/cases/${caseB}/addresses/`);
    expect(added.count).toBe(1);
  });

  it('changes the status of all matching cases of a filtered tab', async () => {
    // Cases assigned to the approver, named apart from any earlier attempt's.
    const sweep = `Bulk sweep ${Date.now().toString(36)}`;
    const approverToken = await storedToken(approver);
    const me = (await (
      await call('GET', '/profile/api/v1/team-members/me/', undefined, approverToken)
    ).json()) as {
      id: number;
    };
    for (let i = 1; i <= BULK_CASES; i++) {
      await json('POST', '/resolutioncenter/api/v4/cases/', {
        name: `${sweep} ${String(i).padStart(2, '0')}`,
        assigned_to: me.id,
      });
    }
    await approver.goto('/cases?workspace=demo');
    await approver.getByTestId('list-tab-assigned_to_me').click();
    // The tab is taken (its value comes from the address) before typing: on a loaded machine a search typed while
    // the tab's navigation was still on its way was dropped with it.
    await expect
      .poll(() => approver.getByTestId('list-tab-assigned_to_me').getAttribute('aria-selected'))
      .toBe('true');
    await approver.getByLabel('Search cases').fill(sweep);
    // The search has applied (the tab holds the sweep alone before it does, so the list's count cannot tell):
    // All Cases then counts the sweep only.
    await expect
      .poll(() => approver.getByTestId('list-tab-all').textContent())
      .toBe(`All Cases${BULK_CASES}`);
    await expect.poll(() => approver.getByTestId('table-row').count()).toBe(20);
    await approver.getByRole('checkbox', { name: 'Select page' }).click();
    await approver.getByRole('button', { name: `Select all ${BULK_CASES} matching results` }).click();
    await shoot(approver, 'case-list-selected');
    await approver.getByRole('button', { name: 'Bulk actions' }).click();
    await approver.getByRole('menuitem', { name: 'Change Status' }).click();
    const dialog = approver.getByTestId('bulk-dialog');
    await dialog.getByText(`All ${BULK_CASES} matching cases`).waitFor();
    await dialog.getByTestId('case-status-select').click();
    await approver.getByRole('option', { name: 'Escalated', exact: true }).click();
    await dialog.getByTestId('bulk-comment').fill('Escalating the whole sweep.');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await approver.getByText('Cases Updated Successfully').first().waitFor();

    const swept = await json<{ count: number; results: CaseRow[] }>(
      'GET',
      `/resolutioncenter/api/v4/cases/?q=${encodeURIComponent(sweep)}&limit=100`,
    );
    expect(swept.count).toBe(BULK_CASES);
    expect(swept.results.every((c) => c.status === 3)).toBe(true);
    // Cases outside the filter kept their status.
    const b = await json<CaseRow>('GET', `/resolutioncenter/api/v4/cases/${caseB}/`);
    expect(b.status).toBe(1);
    await approver.getByTestId('list-tab-all').click();
    await approver.getByTestId('table-row').first().waitFor();
    await shoot(approver, 'case-list');
  });
});
