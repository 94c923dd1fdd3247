import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getChain, RISK_LEVEL_LABELS, type RiskLevel } from '../packages/shared/src/index.ts';
import { launchBrowser, newSession, signIn } from './helpers/browser.ts';
import { type Api, type EvmWorld, startEvmWorld } from './helpers/evm-world.ts';

/**
 * A customer on a real EVM chain: ganache serves chain 52 (Base, fully covered, not in the demo world) and the
 * server's own chain-sync worker indexes it (EVM_RPC_URL_52); S is labelled "Customer Sanctioned Corp" (Sanctions)
 * through the operator CLI, beside the running server (so the server runs on a PostgreSQL database of its own).
 *
 *   S ─1 ETH→ A1      A1 is exposed to a sanctioned entity (Critical)
 *   C ─2 ETH→ A1      deposit 1 (C is unattributed)
 *   C ─3 ETH→ A2      deposit 2
 *   A2 ─0.5 ETH→ W    withdrawal
 *
 * The customer (added on the list) gets A1 from the address page's "Add to a customer", A2 by a screening with its
 * customer id, deposit 1 from its page's "Add Deposit", deposit 2 and the withdrawal through the API. It is
 * Critical, its totals are the USD the screenings valued, and once A1 is removed it drops to the highest level of
 * what it has left.
 */
const PORTS = { first: 8440, last: 8444 };
const EVM_PORTS = { first: 8445, last: 8449 };
const SHOTS = '/tmp/shots/customers';
const CHAIN = 52;
const SANCTIONS = 'Customer Sanctioned Corp';
const SANCTIONS_RULE = 'Direct exposure to sanctioned entities';
/** Pages render slowly while other suites load the machine. */
const patient = <T>(probe: () => Promise<T> | T) => expect.poll(probe, { timeout: 20_000 });

let world: EvmWorld;
let browser: Browser;
let page: Page;
let api: Api;

type Screened = { id: number; risk_level: number };
type Transfer = { id: number; identifier: string; value_usd: number; risk_level: number };
type Customer = {
  id: number;
  customer_id: string;
  risk_level: number;
  total_incoming_value_usd: number;
  total_outgoing_value_usd: number;
};
type Page20<T> = { count: number; results: T[] };

const usd = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));
const label = (level: number) => RISK_LEVEL_LABELS[level as RiskLevel];

async function shoot(name: string): Promise<void> {
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    // Let the layout settle at the new width.
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const launching = launchBrowser();
  world = await startEvmWorld({ name: 'customers', chain: CHAIN, ports: PORTS, evmPorts: EVM_PORTS });
  browser = await launching;
  await world.importLabels([{ address: world.accounts[1] ?? '', entity: SANCTIONS, category: 'Sanctions' }]);

  ({ page } = await newSession(browser, world.baseUrl));
  await signIn(page, 'agent@demo.test');
  api = await world.apiOf(page);
});

afterAll(async () => {
  await browser?.close();
  await world?.stop();
});

describe('a customer on a real chain', () => {
  it('is Critical with an exposed deposit address, totals its deposits and withdrawal in USD, and drops without it', {
    timeout: 300_000,
  }, async () => {
    const { accounts, sendEth } = world;
    const account = (i: number) => accounts[i] ?? '';
    const [S, C, W, A1, A2] = [account(1), account(2), account(3), account(4), account(5)];
    const chain = getChain(CHAIN);
    if (!chain) throw new Error(`no chain ${CHAIN}`);
    // (1) The chain: A1 paid by the sanctioned account; A2 takes two deposits and makes one withdrawal.
    await sendEth(S, A1, 1);
    const deposit1 = await sendEth(C, A2, 2);
    const deposit2 = await sendEth(C, A2, 3);
    const withdrawal = await sendEth(A2, W, 0.5);
    await world.waitForSync(api);
    // A retry starts with a customer of its own.
    const customerId = `CUST-E2E-${Date.now().toString(36)}`;

    // (2) Add Customer on the list: its page opens.
    await page.goto('/customers?workspace=demo');
    await page.getByRole('button', { name: 'Add Customer' }).click();
    await page.getByTestId('customer-id-input').fill(customerId);
    await page.getByTestId('customer-id-dialog').getByRole('button', { name: 'Add' }).click();
    await page.getByTestId('customer-title').filter({ hasText: customerId }).waitFor();
    const customer = await api<Customer>(
      'GET',
      `/risk/api/v4/customers/lookup/?customer_id=${encodeURIComponent(customerId)}`,
    );

    // (3) A1 screened (Critical), then added to the customer as a deposit address from its page.
    const a1 = await api<Screened>('POST', '/risk/api/v4/addresses/', { identifier: A1, currency: CHAIN });
    expect(a1.risk_level).toBe(5);
    await page.goto(`/addresses/${a1.id}?workspace=demo`);
    await page.getByRole('button', { name: 'Address actions' }).click();
    await page.getByRole('menuitem', { name: 'Add to a customer' }).click();
    const dialog = page.getByTestId('add-to-customer');
    await dialog.getByTestId('existing-customer').fill(customerId);
    await page.getByRole('option', { name: customerId }).click();
    await dialog.getByTestId('customer-type').click();
    await page.getByRole('option', { name: 'Deposit' }).click();
    await page.screenshot({ path: `${SHOTS}/add-to-customer-1440.png` });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Added Successfully').first().waitFor();

    // (4) A2 by a screening with the customer id.
    await api('POST', '/risk/api/v4/addresses/', {
      identifier: A2,
      currency: CHAIN,
      customer_id: customerId,
      type: 1,
    });

    // (5) Deposit 1 from the customer page; deposit 2 and the withdrawal through the API.
    await page.goto(`/customers/${encodeURIComponent(customerId)}?workspace=demo`);
    await page.getByRole('tab', { name: 'Recorded Transactions' }).click();
    await page.getByRole('button', { name: 'Add Deposit' }).click();
    const record = page.getByTestId('record-transfer');
    await record.getByTestId('transfer-chain').fill(chain.label);
    await page.getByRole('option', { name: `${chain.label} (${chain.code})` }).click();
    await record.getByTestId('transfer-hash').fill(deposit1);
    await record.getByTestId('transfer-address').fill(A2);
    await record.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Successfully added Deposit/Withdrawal').first().waitFor();
    const base = `/risk/api/v4/customers/${customer.id}`;
    const d2 = await api<Transfer>('POST', `${base}/deposits/`, {
      identifier: deposit2,
      currency: CHAIN,
      to_address: A2,
    });
    const w1 = await api<Transfer>('POST', `${base}/withdrawals/`, {
      identifier: withdrawal,
      currency: CHAIN,
      to_address: A2,
    });
    const deposits = await api<Page20<Transfer>>('GET', `${base}/deposits/`);
    expect(deposits.results.map((d) => d.identifier).sort()).toEqual([deposit1, deposit2].sort());
    const d1 = deposits.results.find((d) => d.identifier === deposit1);
    const depositsUsd = (d1?.value_usd ?? 0) + d2.value_usd;
    // 2 and 3 ETH in, 0.5 ETH out, at the day's price.
    expect(depositsUsd).toBeGreaterThan(0);
    expect(Math.abs(depositsUsd / w1.value_usd - 10)).toBeLessThan(0.01);

    // (6) The page: Critical, with the totals the screenings valued.
    await page.reload();
    await page.getByRole('tab', { name: 'Recorded Transactions' }).click();
    await patient(() => page.getByTestId('customer-risk-text').textContent()).toBe('Critical');
    await patient(async () => usd(await page.getByTestId('total-deposits-usd').textContent())).toBeCloseTo(
      depositsUsd,
      1,
    );
    expect(usd(await page.getByTestId('total-withdrawals-usd').textContent())).toBeCloseTo(w1.value_usd, 1);
    await patient(() => page.getByTestId('transfer-usd').count()).toBe(2);
    await page.getByTestId('comments').waitFor();
    await shoot('customer-recorded-transactions');

    await page.getByRole('tab', { name: 'Customer Addresses' }).click();
    await patient(() => page.getByTestId('customer-address-link').count()).toBe(2);
    await shoot('customer-addresses');

    // Customer Alerts: the sanctions alert of A1, which opens on A1's page.
    await page.getByRole('tab', { name: 'Customer Alerts' }).click();
    const alertRow = page.getByTestId('alert-row').filter({ hasText: SANCTIONS_RULE });
    await alertRow.waitFor();
    await shoot('customer-alerts');
    await alertRow.getByTestId('open-alert').click();
    await page.waitForURL(new RegExp(`/addresses/${a1.id}\\?.*alert=`));
    await page.getByTestId('alert-detail').waitFor();

    // The list: the customer's row, Critical, with its deposit amount.
    await page.goto(`/customers?q=${encodeURIComponent(customerId)}&workspace=demo`);
    const row = page.getByTestId('customer-list').locator('tbody tr').filter({ hasText: customerId });
    await patient(() => row.getByTestId('risk-tag').textContent()).toBe('Critical');
    expect(usd(await row.getByTestId('deposit-amount').textContent())).toBeCloseTo(depositsUsd, 1);
    await shoot('customer-list');

    // (7) A1 removed on Customer Addresses: the level drops to the highest of what is left.
    await row.click();
    await page.getByRole('tab', { name: 'Customer Addresses' }).click();
    const a1Row = page.locator('tr').filter({ has: page.locator(`a[href^="/addresses/${a1.id}?"]`) });
    await a1Row.getByTestId('remove-customer-address').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText('Successfully removed').first().waitFor();
    const left = await api<Page20<Screened>>('GET', `${base}/addresses/?type=any`);
    expect(left.count).toBe(1);
    const withdrawals = await api<Page20<Transfer>>('GET', `${base}/withdrawals/`);
    const expected = Math.max(
      ...left.results.map((a) => a.risk_level),
      ...(await api<Page20<Transfer>>('GET', `${base}/deposits/`)).results.map((d) => d.risk_level),
      ...withdrawals.results.map((w) => w.risk_level),
    );
    expect(expected).toBeLessThan(5);
    await patient(() => page.getByTestId('customer-risk-text').textContent()).toBe(label(expected));
    expect((await api<Customer>('GET', `${base}/`)).risk_level).toBe(expected);
    await shoot('customer-after-removal');

    // (8) A rename keeps every link: the page follows the new id, with the same address and deposits.
    const renamed = `${customerId}-R`;
    await page.getByRole('button', { name: 'Customer actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByTestId('customer-id-input').fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Customer ID edited successfully.').first().waitFor();
    await page.waitForURL(new RegExp(`/customers/${renamed}\\?`));
    await page.getByRole('tab', { name: 'Customer Addresses' }).click();
    await patient(() => page.getByTestId('customer-address-link').count()).toBe(1);
    await page.getByRole('tab', { name: 'Recorded Transactions' }).click();
    await patient(async () => usd(await page.getByTestId('total-deposits-usd').textContent())).toBeCloseTo(
      depositsUsd,
      1,
    );
  });
});
