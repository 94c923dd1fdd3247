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
import { launchBrowser, newSession, signIn } from './helpers/browser.ts';
import { DEMO_PASSWORD } from './helpers/server.ts';

/**
 * The snapshot comparison of an alert cycle after the chain moved on, against a real EVM chain: ganache serves
 * chain 52 (Base, fully covered, not in the demo world) and the server's own chain-sync worker indexes it
 * (EVM_RPC_URL_52). The server runs on a PostgreSQL database of its own, so that the operator CLI can import the
 * labels while it runs: S is "Snapshot Sanctioned Corp" (Sanctions), D is "Snapshot Dark Bazaar" (Darknet).
 *
 *   screening 1:  S ─1 ETH→ A                     → "Direct exposure to sanctioned entities" opens (cycle 1)
 *   screening 2:  S ─0.5 ETH→ A,  D ─0.25 ETH→ A  → that alert gains an item (cycle 2), the darknet one opens
 *
 * Cycle 1's "Counterparty Summary Changes" then shows the Darknet entity New and the Sanctions entity Increased.
 * A is a fresh ganache account per attempt, so a retry starts from a clean address.
 */
const PORTS = { first: 8420, last: 8424 };
const EVM_PORTS = { first: 8425, last: 8429 };
const SHOTS = '/tmp/shots';
const CHAIN = 52;
const SANCTIONS = 'Snapshot Sanctioned Corp';
const DARKNET = 'Snapshot Dark Bazaar';
const SANCTIONS_RULE = 'Direct exposure to sanctioned entities';
/** The PostgreSQL server the suite creates its database on (the CI machine's, as the unit tests' PostgreSQL pass). */
const ADMIN_URL =
  process.env.E2E_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const STARTUP_TIMEOUT_MS = Number(process.env.E2E_STARTUP_TIMEOUT_MS) || 240_000;
const SYNC_TIMEOUT_MS = 60_000;

const repoRoot = resolve(import.meta.dirname, '..');
const database = `rs_e2e_snapshot_${process.pid}`;
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
async function sendEth(from: string, to: string, eth: number): Promise<void> {
  const value = `0x${(BigInt(Math.round(eth * 1e6)) * 10n ** 12n).toString(16)}`;
  const hash = await rpc<string>('eth_sendTransaction', [{ from, to, value }]);
  const receipt = await rpc<{ status: string } | null>('eth_getTransactionReceipt', [hash]);
  expect(receipt?.status, `transfer ${hash}`).toBe('0x1');
}

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}${path.includes('?') ? '&' : '?'}workspace=demo`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return (await res.json()) as T;
}

type Alert = { id: number; alert_items_count: number; rule_register: { rule_name: string } };
type Cycle = { id: number; opened_at: string; alert_items_count: number; has_snapshot: boolean };
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

async function screen(address: string): Promise<number> {
  return (
    await api<{ id: number }>('POST', '/risk/api/v4/addresses/', { identifier: address, currency: CHAIN })
  ).id;
}

const alertsOf = async (addressId: number) =>
  (await api<{ results: Alert[] }>('GET', `/resolutioncenter/api/v4/address/${addressId}/alerts/`)).results;

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
  dataDir = await mkdtemp(join(tmpdir(), 'rs-e2e-snapshot-'));
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

  // Labels through the operator CLI, beside the running server (PostgreSQL has no lock).
  const [S, D] = [accounts[1], accounts[2]];
  const csv = join(dataDir ?? tmpdir(), 'labels.csv');
  await writeFile(
    csv,
    [
      'address,blockchain,entity_name,category',
      `${S},${CHAIN},${SANCTIONS},Sanctions`,
      `${D},${CHAIN},${DARKNET},Darknet`,
    ]
      .join('\n')
      .concat('\n'),
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

describe('alert snapshot changes on a real chain', () => {
  it('shows a new Darknet counterparty and increased Sanctions exposure since the first cycle', {
    timeout: 180_000,
  }, async () => {
    const [S, D] = [accounts[1] ?? '', accounts[2] ?? ''];
    const A = await rpc<string>('personal_newAccount', ['']);

    // (2) The sanctioned account pays A; once synced, screening A opens the sanctions alert.
    await sendEth(S, A, 1);
    await waitForSync();
    const addressId = await screen(A);
    const first = await alertsOf(addressId);
    const alert = first.find((a) => a.rule_register.rule_name === SANCTIONS_RULE);
    if (!alert) throw new Error(`no "${SANCTIONS_RULE}" alert: ${JSON.stringify(first)}`);
    expect(first.map((a) => a.rule_register.rule_name)).toEqual([SANCTIONS_RULE]);

    // (3) More from the sanctioned account and a first payment from the darknet one; screening again.
    await sendEth(S, A, 0.5);
    await sendEth(D, A, 0.25);
    await waitForSync();
    expect(await screen(A)).toBe(addressId);
    const cycles = (
      await api<{ results: Cycle[] }>('GET', `/resolutioncenter/api/v4/alerts/${alert.id}/cycles/`)
    ).results;
    expect(cycles.map((c) => c.alert_items_count).sort()).toEqual([1, 2]);
    expect(cycles.every((c) => c.has_snapshot)).toBe(true);

    // (4) The first cycle's snapshot compared with now, in the browser.
    await page.goto(`/addresses/${addressId}?alert=${alert.id}&workspace=demo`);
    const detail = page.getByTestId('alert-detail');
    await detail.waitFor();
    await detail.getByRole('tab', { name: 'History' }).click();
    const rows = page.getByTestId('history-row');
    await expect.poll(() => rows.count()).toBe(2);
    // Newest first: the older cycle is the one that counted a single item.
    const older = rows.filter({ has: page.locator('td:nth-child(5)', { hasText: /^1$/ }) });
    await older.getByTestId('open-snapshot').click();
    await page.getByRole('tab', { name: 'Counterparty Summary Changes' }).click();
    const table = page.getByTestId('change-table');
    await table.waitFor();

    const changes = await table
      .getByTestId('change-row')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
      );
    const usd = (text: string | undefined) => Number((text ?? '').replace(/[$,]/g, ''));
    const row = (entity: string) => {
      const found = changes.find((cells) => cells[2] === entity);
      if (!found) throw new Error(`no change row for ${entity}: ${JSON.stringify(changes)}`);
      return found;
    };
    const darknet = row(DARKNET);
    expect(darknet.slice(0, 5)).toEqual(['New', 'Incoming', DARKNET, 'Darknet', 'direct']);
    expect(usd(darknet[6])).toBe(0);
    expect(usd(darknet[7])).toBeGreaterThan(0);
    const sanctions = row(SANCTIONS);
    expect(sanctions.slice(0, 5)).toEqual(['Increased', 'Incoming', SANCTIONS, 'Sanctions', 'direct']);
    // 1 ETH then, 1.5 ETH now (at the same day's price).
    expect(usd(sanctions[7])).toBeCloseTo(usd(sanctions[6]) * 1.5, 1);
    await page.screenshot({ path: `${SHOTS}/alert-snapshot-changes.png` });
  });
});
