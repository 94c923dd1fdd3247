import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ganache from 'ganache';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getChain, RISK_LEVEL_LABELS, type RiskLevel } from '../packages/shared/src/index.ts';
import { launchBrowser, newSession, signIn } from './helpers/browser.ts';
import { DEMO_PASSWORD } from './helpers/server.ts';

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
/** The PostgreSQL server the suite creates its database on (the CI machine's, as the unit tests' PostgreSQL pass). */
const ADMIN_URL =
  process.env.E2E_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const STARTUP_TIMEOUT_MS = Number(process.env.E2E_STARTUP_TIMEOUT_MS) || 240_000;
const SYNC_TIMEOUT_MS = 60_000;
/** Pages render slowly while other suites load the machine. */
const patient = <T>(probe: () => Promise<T> | T) => expect.poll(probe, { timeout: 20_000 });

const repoRoot = resolve(import.meta.dirname, '..');
const database = `rs_e2e_customers_${process.pid}`;
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
})();

let closeEvm: (() => Promise<void>) | undefined;
let evmUrl: string;
let accounts: string[];
let admin: pg.Client | undefined;
let dataDir: string | undefined;
let server: ChildProcess | undefined;
let serverOutput = '';
let baseUrl: string;
let browser: Browser;
let page: Page;
let token: string;

function isPortFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

async function freePort(range: { first: number; last: number }): Promise<number> {
  for (let port = range.first; port <= range.last; port++) if (await isPortFree(port)) return port;
  throw new Error(`No free port in ${range.first}-${range.last}`);
}

async function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(evmUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await res.json()) as { result?: T; error?: { message: string } };
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result as T;
}

/** Send ETH (ganache mines it in a block of its own) and check that it succeeded. */
async function sendEth(from: string, to: string, eth: number): Promise<string> {
  const value = `0x${(BigInt(Math.round(eth * 1e6)) * 10n ** 12n).toString(16)}`;
  const hash = await rpc<string>('eth_sendTransaction', [{ from, to, value }]);
  const receipt = await rpc<{ status: string } | null>('eth_getTransactionReceipt', [hash]);
  expect(receipt?.status, `transfer ${hash}`).toBe('0x1');
  return hash;
}

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}${path.includes('?') ? '&' : '?'}workspace=demo`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

type HealthCheck = { statuses_by_blockchain: { blockchain: number; last_synced_block: number | null }[] };

/**
 * Wait until the server's chain-sync worker has indexed the node's head, as its health check says. (Address
 * previews are no use here: one report serves a preview for a minute, whatever was synced meanwhile.)
 */
async function waitForSync(): Promise<void> {
  const head = Number(await rpc<string>('eth_blockNumber'));
  const synced = async () => {
    const health = await api<HealthCheck>('GET', '/api/v4/health-check/');
    return health.statuses_by_blockchain.find((s) => s.blockchain === CHAIN)?.last_synced_block ?? -1;
  };
  await expect.poll(synced, { timeout: SYNC_TIMEOUT_MS, interval: 250 }).toBeGreaterThanOrEqual(head);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done(output) : fail(new Error(`${command} ${args.join(' ')} exited ${code}\n${output}`)),
    );
  });
}

/** The real server (as e2e/helpers/server.ts starts it), but on this suite's PostgreSQL database and chain. */
async function startServer(): Promise<void> {
  const port = await freePort(PORTS);
  dataDir = await mkdtemp(join(tmpdir(), 'rs-e2e-customers-'));
  const webDist = inject('e2eWebDist');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...(webDist ? { WEB_DIST: webDist } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO: '1',
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      [`EVM_RPC_URL_${CHAIN}`]: evmUrl,
      CHAIN_SYNC_INTERVAL_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  const keep = (chunk: Buffer) => {
    serverOutput = (serverOutput + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${baseUrl}/version.json`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not start\n--- server output ---\n${serverOutput}`);
}

function stopServer(): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

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
  const node = ganache.server({
    wallet: { deterministic: true },
    logging: { quiet: true },
    chain: { chainId: 1337 },
  });
  const evmPort = await freePort(EVM_PORTS);
  await node.listen(evmPort, '127.0.0.1');
  closeEvm = () => node.close();
  evmUrl = `http://127.0.0.1:${evmPort}`;
  accounts = await rpc<string[]>('eth_accounts');

  admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);

  [, browser] = await Promise.all([startServer(), launchBrowser()]);

  // The sanctioned label through the operator CLI, beside the running server (PostgreSQL has no lock).
  const csv = join(dataDir ?? tmpdir(), 'labels.csv');
  await writeFile(
    csv,
    `address,blockchain,entity_name,category\n${accounts[1]},${CHAIN},${SANCTIONS},Sanctions\n`,
  );
  await run('npm', ['run', 'cli', '--', 'import-labels', '--format', 'csv', csv], {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });

  ({ page } = await newSession(browser, baseUrl));
  await signIn(page, 'agent@demo.test');
  token = (await page.evaluate(() => localStorage.getItem('rs.access_token'))) ?? '';
});

afterAll(async () => {
  await browser?.close();
  await stopServer();
  await closeEvm?.();
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a customer on a real chain', () => {
  it('is Critical with an exposed deposit address, totals its deposits and withdrawal in USD, and drops without it', {
    timeout: 300_000,
  }, async () => {
    const account = (i: number) => accounts[i] ?? '';
    const [S, C, W, A1, A2] = [account(1), account(2), account(3), account(4), account(5)];
    const chain = getChain(CHAIN);
    if (!chain) throw new Error(`no chain ${CHAIN}`);
    // (1) The chain: A1 paid by the sanctioned account; A2 takes two deposits and makes one withdrawal.
    await sendEth(S, A1, 1);
    const deposit1 = await sendEth(C, A2, 2);
    const deposit2 = await sendEth(C, A2, 3);
    const withdrawal = await sendEth(A2, W, 0.5);
    await waitForSync();
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
