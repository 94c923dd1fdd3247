import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, demoObject } from '../apps/server/src/chain/providers/demo/index.ts';
import { workspaceCall } from './helpers/api.ts';
import { browserSuite } from './helpers/suite.ts';

/**
 * A customer's own alert (Customer rules, decision 0038) worked on its page: an admin adds a Customer policy with a
 * direct Sanctions exposure rule through the API; the agent screens the demo world's counterparty of a sanctioned
 * individual (25,000 USDT from Marlo Vance) with a customer id; the rule fires on the customer; its page lists the
 * alert in Customer Alerts, opens its detail in place, and the agent moves it to In Review with a comment. The alert
 * list opens the same alert on the customer page, which is addressed by the customer id.
 */
const PORTS = { first: 8520, last: 8524 };
const SHOTS = '/tmp/shots/customer-alerts';
const EXPOSED = demoObject(DEFAULT_DEMO_SEED, 'eth.sanctioned-counterparty');
const RULE = 'Customer direct exposure to Sanctions (e2e)';
/** Pages render slowly while other suites load the machine. */
const patient = <T>(probe: () => Promise<T> | T) => expect.poll(probe, { timeout: 20_000 });

const suite = browserSuite({ ports: PORTS, shots: SHOTS });
let page: Page;
let agentToken: string;
let adminToken: string;

async function json<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await workspaceCall(suite.server.baseUrl, token, method, path, body);
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(300);
  return (text ? JSON.parse(text) : undefined) as T;
}

type Alert = {
  id: number;
  alert_body: string;
  entity_type: string;
  object_id: number;
  workflow_stage: { name: string };
};

beforeAll(async () => {
  const admin = await suite.signedIn('admin@demo.test');
  adminToken = admin.token;
  await admin.context.close();
  ({ page, token: agentToken } = await suite.signedIn('agent@demo.test'));
});

describe("a customer's own alert", () => {
  it('is raised by a Customer rule, opens from Customer Alerts and is moved with a comment', {
    timeout: 300_000,
  }, async () => {
    // (1) The admin's Customer policy (type 2) and its rule, through the API.
    const policy = await json<{ id: number }>(adminToken, 'POST', '/risk/api/v4/policies/', {
      name: 'Customer sanctions (e2e)',
      description: 'Customers exposed to sanctioned entities',
      type: 2,
      category: 1,
      is_enabled: true,
    });
    await json(adminToken, 'POST', `/risk/api/v4/policies/${policy.id}/classifiers/`, {
      rule_name: RULE,
      alert_level: 3,
      rule_conditions: [
        {
          rule_condition_type: 1,
          risk_types: [1],
          entity_types: ['Sanctions'],
          threshold_amount_usd: 1000,
        },
      ],
    });

    // (2) The exposed address screened with a customer id (one that needs encoding in a path): the rule fires on
    // the customer.
    const customerId = `E2E/${Date.now().toString(36)}`;
    await json(agentToken, 'POST', '/risk/api/v4/addresses/', {
      identifier: EXPOSED.address,
      currency: EXPOSED.blockchain,
      customer_id: customerId,
      type: 1,
    });
    const customer = await json<{ id: number }>(
      agentToken,
      'GET',
      `/risk/api/v4/customers/lookup/?customer_id=${encodeURIComponent(customerId)}`,
    );
    const alerts = await json<{ results: Alert[] }>(
      agentToken,
      'GET',
      `/resolutioncenter/api/v4/customer/${customer.id}/alerts/`,
    );
    const own = alerts.results.find((a) => a.entity_type === 'customer' && a.alert_body === RULE);
    if (!own) throw new Error(`the Customer rule raised no alert: ${JSON.stringify(alerts.results)}`);
    expect(own.object_id).toBe(customer.id);

    // (3) Its page: the alert in Customer Alerts opens its detail in place of the tabs.
    const customerPath = `/customers/${encodeURIComponent(customerId)}`;
    await page.goto(`${customerPath}?workspace=demo`);
    const row = page.getByTestId('alert-row').filter({ hasText: RULE });
    await row.waitFor();
    await page.screenshot({ path: `${SHOTS}/customer-alerts-1440.png`, fullPage: true });
    await row.getByTestId('open-alert').click();
    await page.waitForURL(
      new RegExp(`${customerPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?.*alert=${own.id}`),
    );
    await page.getByTestId('alert-detail').waitFor();
    expect(await page.getByTestId('alert-rule-name').textContent()).toBe(RULE);
    expect(await page.getByTestId('customer-title').textContent()).toBe(customerId);

    // (4) Open → In Review with a comment, which shows on the alert's Comments tab.
    await page.getByRole('button', { name: /Change status/ }).click();
    await page.getByRole('menuitem', { name: 'In Review' }).click();
    const confirm = page.getByTestId('change-confirm');
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByTestId('change-comment').fill('Customer exposure reviewed with compliance');
    await confirm.click();
    await page.getByText('Alerts Updated Successfully').first().waitFor();
    await patient(() => page.getByTestId('alert-stage').textContent()).toContain('In Review');
    await page.getByRole('tab', { name: /^Comments/ }).click();
    await page.getByText('Customer exposure reviewed with compliance').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/customer-alert-detail-1440.png`, fullPage: true });
    const after = await json<Alert>(
      agentToken,
      'GET',
      `/resolutioncenter/api/v4/customer/${customer.id}/alerts/${own.id}/`,
    );
    expect(after.workflow_stage.name).toBe('In Review');

    // (5) Back to the customer: the tabs again.
    await page.getByTestId('alert-back').click();
    await page.getByRole('tab', { name: 'Recorded Transactions' }).waitFor();

    // (6) The alert list opens the same alert on the customer page, by its customer id.
    await page.goto('/alerts?workspace=demo');
    await page.getByTestId('list-search').fill(customerId);
    const listed = page.getByTestId('table-row').filter({ hasText: RULE });
    await patient(() => listed.count()).toBe(1);
    await listed.getByTestId('alert-id').click();
    await page.waitForURL(
      (url) => url.pathname === customerPath && url.searchParams.get('alert') === String(own.id),
    );
    await page.getByTestId('alert-detail').waitFor();
    await patient(() => page.getByTestId('alert-stage').textContent()).toContain('In Review');
  });
});
