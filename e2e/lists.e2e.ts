import { mkdirSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, demoObject } from '../apps/server/src/chain/providers/demo/index.ts';
import { getChain, RISK_LEVEL_LABELS, type RiskLevel } from '../packages/shared/src/index.ts';
import { launchBrowser, newSession, signIn } from './helpers/browser.ts';
import { startServer, type TestServer } from './helpers/server.ts';

/** The address and transaction lists and the transaction page against the real server. */
const PORTS = { first: 8320, last: 8339 };
const SHOTS = '/tmp/shots/tx-page-lists';
/** Demo objects whose transactions span chains and risk levels. */
const SOURCES = [
  'btc.sanctioned-darknet',
  'btc.whale',
  'eth.whale',
  'eth.sanctioned-person',
  'eth.dex-user',
  'tron.ponzi-victim',
];
const TX_PER_SOURCE = 4;
/** Pages render slowly while other suites load the machine. */
const patient = <T>(probe: () => Promise<T> | T) => expect.poll(probe, { timeout: 20_000 });

type Screened = { id: number; identifier: string; currency: number; risk_level: number };

let server: TestServer;
let browser: Browser;
let page: Page;
let token: string;
const screened = new Map<number, Screened>();

async function call(method: string, path: string, body?: unknown): Promise<Response> {
  const url = `${server.baseUrl}${path}${path.includes('?') ? '&' : '?'}workspace=demo`;
  return fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function json<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await call(method, path, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

/** Screen each source address, then a few of its transactions. */
async function screenTransactions(): Promise<void> {
  for (const key of SOURCES) {
    const source = demoObject(DEFAULT_DEMO_SEED, key);
    const address = await json<{ id: number }>('POST', '/risk/api/v4/addresses/', {
      identifier: source.address,
      currency: source.blockchain,
    });
    const activity = await json<{ results: { transaction_id: string }[] }>(
      'GET',
      `/risk/api/v4/addresses/${address.id}/transactions/?limit=20`,
    );
    const hashes = [...new Set(activity.results.map((r) => r.transaction_id))].slice(0, TX_PER_SOURCE);
    for (const identifier of hashes) {
      const tx = await json<Screened>('POST', '/risk/api/v4/transactions/', {
        identifier,
        currency: source.blockchain,
      });
      screened.set(tx.id, tx);
    }
  }
}

/** The typing field of a Mantine multi-select, found by its label. */
function multiSelect(label: string) {
  return page
    .locator('.mantine-MultiSelect-root', {
      has: page.locator('label', { hasText: new RegExp(`^${label}$`) }),
    })
    .locator('input:not([type=hidden])')
    .first();
}

/** Pick options of a Mantine multi-select by its label. */
async function choose(label: string, options: string[]): Promise<void> {
  await multiSelect(label).click();
  for (const name of options) await page.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [server, browser] = await Promise.all([startServer({}, PORTS), launchBrowser()]);
  const session = await newSession(browser, server.baseUrl);
  page = session.page;
  await signIn(page, 'agent@demo.test');
  token = (await page.evaluate(() => localStorage.getItem('rs.access_token'))) ?? '';
  await screenTransactions();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('transaction list', () => {
  it('filters by risk level and chain in the query string, selects rows and downloads them as CSV', async () => {
    // The most frequent (chain, risk level) pair among the screened transactions, so the filter keeps several.
    const pairs = new Map<string, Screened[]>();
    for (const tx of screened.values()) {
      const key = `${tx.currency}:${tx.risk_level}`;
      pairs.set(key, [...(pairs.get(key) ?? []), tx]);
    }
    const [, expected] = [...pairs.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
    const { currency, risk_level } = expected[0]!;
    const riskLabel = RISK_LEVEL_LABELS[risk_level as RiskLevel];
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(screened.size);

    await page.goto('/transactions?workspace=demo');
    await patient(() => page.getByTestId('table-row').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/transactions-list.png`, fullPage: true });

    await choose('Risk Level', [riskLabel]);
    const chain = getChain(currency)!;
    const chainLabel = chain.label;
    const chainCode = chain.code;
    await multiSelect('Blockchain').fill(chainLabel);
    await page.getByRole('option', { name: `${chainLabel} (${chainCode})`, exact: true }).click();
    await page.keyboard.press('Escape');

    await patient(() => new URL(page.url()).searchParams.get('risk_level')).toBe(String(risk_level));
    expect(new URL(page.url()).searchParams.get('currency')).toBe(String(currency));
    await patient(() => page.getByTestId('table-row').count()).toBe(expected.length);
    const shown = await page
      .getByTestId('tx-identifier')
      .evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
    expect(new Set(shown)).toEqual(new Set(expected.map((t) => t.identifier)));
    for (const chip of await page.getByTestId('tx-chain').allTextContents()) expect(chip).toBe(chainCode);

    // The filters live in the URL: a reload shows the same rows.
    await page.reload();
    await patient(() => page.getByTestId('table-row').count()).toBe(expected.length);

    // One row, then the page.
    await page.getByTestId('row-select').first().click();
    await patient(() => page.getByTestId('selected-count').textContent()).toBe('1 selected');
    await page.getByRole('checkbox', { name: 'Select page' }).click();
    await patient(() => page.getByTestId('selected-count').textContent()).toBe(`${expected.length} selected`);

    // Bulk menu items are there but wait for alerts and cases.
    await page.getByRole('button', { name: 'Bulk actions' }).click();
    expect(await page.getByRole('menuitem', { name: 'Update Open Alerts' }).isDisabled()).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Add to Case' }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/transactions-filtered-selected.png`, fullPage: true });
    await page.keyboard.press('Escape');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    const path = await download.path();
    const records = parse(readFileSync(path, 'utf8'), { columns: true, skip_empty_lines: true }) as Record<
      string,
      string
    >[];
    expect(records).toHaveLength(expected.length);
    expect(new Set(records.map((r) => r.Transaction))).toEqual(new Set(expected.map((t) => t.identifier)));
    for (const r of records) {
      expect(r.Blockchain).toBe(chainLabel);
      expect(r['Risk Level']).toBe(riskLabel);
      expect(Number(r['Value USD'])).toBeGreaterThanOrEqual(0);
    }
  });

  it('opens a transaction page with senders, receivers and the chain tabs', async () => {
    const eth = [...screened.values()].find((t) => t.currency === 1)!;
    await page.goto(`/transactions?workspace=demo&currency=1`);
    await page.getByTestId('tx-identifier').first().waitFor();
    const first = page.getByTestId('table-row').first();
    const hash = await first.getByTestId('tx-identifier').getAttribute('title');
    await first.getByTestId('tx-identifier').click();
    await page.waitForURL(/\/transactions\/\d+\?/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const detail = await json<{
      identifier: string;
      from_addresses: { address: string }[];
      to_addresses: { address: string }[];
    }>('GET', `/risk/api/v4/transactions/${id}/`);
    expect(detail.identifier).toBe(hash);
    expect(eth).toBeDefined();

    expect(await page.getByTestId('transaction-full').textContent()).toBe(detail.identifier);
    await patient(() => page.getByTestId('senders').getByTestId('party-row').count()).toBe(
      detail.from_addresses.length,
    );
    expect(await page.getByTestId('receivers').getByTestId('party-row').count()).toBe(
      detail.to_addresses.length,
    );
    const tabs = await page.getByTestId('transaction-detail').getByRole('tab').allTextContents();
    expect(tabs).toEqual(['Transaction', 'Internal Transactions', 'Token Transfers']);
    await page.getByTestId('counterparty-summary').waitFor();
    await page.screenshot({ path: `${SHOTS}/transaction-page-eth.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Token Transfers' }).click();
    await page.getByTestId('transfers-token-transfers').waitFor();
    await page
      .getByTestId('transaction-detail')
      .screenshot({ path: `${SHOTS}/transaction-token-transfers.png` });

    // A Bitcoin transaction has only the Transaction tab.
    const btc = [...screened.values()].find((t) => t.currency === 0)!;
    await page.goto(`/transactions/${btc.id}?workspace=demo`);
    await page.getByTestId('senders').waitFor();
    expect(await page.getByTestId('transaction-detail').getByRole('tab').allTextContents()).toEqual([
      'Transaction',
    ]);
    await page.screenshot({ path: `${SHOTS}/transaction-page-btc.png`, fullPage: true });
  });
});

describe('address list', () => {
  it('keeps its filters across a reload, per workspace', async () => {
    await page.goto('/addresses?workspace=demo');
    await patient(() => page.getByTestId('table-row').count()).toBe(20);
    await choose('Risk Level', ['High']);
    const high = await json<{ count: number }>('GET', '/risk/api/v4/addresses/?risk_level=4&limit=1');
    await patient(() => page.getByTestId('bulk-actions').textContent()).toContain(
      `${high.count.toLocaleString('en-US')} results`,
    );
    await page.reload();
    await patient(() => page.getByTestId('bulk-actions').textContent()).toContain(
      `${high.count.toLocaleString('en-US')} results`,
    );
    for (const tag of await page.getByTestId('risk-tag').allTextContents()) expect(tag).toBe('High');
    await page.screenshot({ path: `${SHOTS}/addresses-filtered.png`, fullPage: true });

    // Export the first two rows from the server.
    await page.getByTestId('row-select').nth(0).click();
    await page.getByTestId('row-select').nth(1).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    const records = parse(readFileSync(await download.path(), 'utf8'), { columns: true }) as Record<
      string,
      string
    >[];
    expect(records).toHaveLength(2);
    for (const r of records) expect(r['Risk Level']).toBe('High');

    // A row opens the address page.
    await page.getByTestId('address-identifier').first().click();
    await page.waitForURL(/\/addresses\/\d+\?/);
    await page.getByTestId('address-page').waitFor();
  });
});
