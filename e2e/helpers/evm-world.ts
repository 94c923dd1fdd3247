import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ganache from 'ganache';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { serverArgs } from '../../test-support/server-bundle.ts';
import { workspaceCall } from './api.ts';
import { storedToken } from './browser.ts';
import { DEMO_PASSWORD, freePort, type PortRange, stopChild, waitUntilReady } from './server.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
/** The PostgreSQL server a world creates its database on (the CI machine's, as the unit tests' PostgreSQL pass). */
const ADMIN_URL =
  process.env.E2E_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const SYNC_TIMEOUT_MS = 60_000;

/** A call to the demo workspace's API as a signed-in user; a status of 300 or more fails the test. */
export type Api = <T>(method: string, path: string, body?: unknown) => Promise<T>;
/** An entity label the operator CLI imports for an address of the world's chain. */
export type Label = { address: string; entity: string; category: string };

export type EvmWorld = {
  baseUrl: string;
  /** ganache's funded accounts (deterministic: the same on every run). */
  accounts: string[];
  rpc: <T>(method: string, params?: unknown[]) => Promise<T>;
  /** Send ETH (ganache mines it in a block of its own), check that it succeeded and answer its hash. */
  sendEth: (from: string, to: string, eth: number) => Promise<string>;
  /** Import labels through the operator CLI, beside the running server (PostgreSQL has no lock). */
  importLabels: (labels: Label[]) => Promise<void>;
  /** The API as the user signed in on `page` (with the token the web app keeps). */
  apiOf: (page: Page) => Promise<Api>;
  /**
   * Wait until the server's chain-sync worker has indexed the node's head, as its health check says. (Address
   * previews are no use here: one report serves a preview for a minute, whatever was synced meanwhile.)
   */
  waitForSync: (api: Api) => Promise<void>;
  stop: () => Promise<void>;
};

type HealthCheck = { statuses_by_blockchain: { blockchain: number; last_synced_block: number | null }[] };

/**
 * A ganache chain served to the real server (as helpers/server.ts starts it) as `chain` through its own chain-sync
 * worker, the server running on a PostgreSQL database of its own (`rs_e2e_<name>_<pid>`) so that the operator CLI
 * can write beside it. A suite passes its own port ranges to stay apart from the others.
 */
export async function startEvmWorld(options: {
  name: string;
  chain: number;
  ports: PortRange;
  evmPorts: PortRange;
}): Promise<EvmWorld> {
  const { name, chain } = options;
  // What was started, undone in reverse by stop() or at once when a later step fails.
  const undo: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of undo.splice(0).reverse()) await step();
  };
  try {
    const node = ganache.server({
      wallet: { deterministic: true },
      logging: { quiet: true },
      chain: { chainId: 1337 },
    });
    const evmPort = await freePort(options.evmPorts);
    await node.listen(evmPort, '127.0.0.1');
    undo.push(() => node.close());
    const evmUrl = `http://127.0.0.1:${evmPort}`;
    const rpc = async <T>(method: string, params: unknown[] = []): Promise<T> => {
      const res = await fetch(evmUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      const answer = (await res.json()) as { result?: T; error?: { message: string } };
      if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
      return answer.result as T;
    };
    const accounts = await rpc<string[]>('eth_accounts');

    const database = `rs_e2e_${name}_${process.pid}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    undo.push(() => admin.end());
    // A crashed earlier run with the same pid may have left it behind.
    const dropDatabase = () => admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await dropDatabase();
    await admin.query(`CREATE DATABASE ${database}`);
    undo.push(dropDatabase);
    const databaseUrl = new URL(ADMIN_URL);
    databaseUrl.pathname = `/${database}`;

    const dataDir = await mkdtemp(join(tmpdir(), `rs-e2e-${name}-`));
    undo.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = {
      ...process.env,
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };

    const port = await freePort(options.ports);
    const webDist = inject('e2eWebDist');
    const server = spawn(process.execPath, await serverArgs('server'), {
      cwd: repoRoot,
      env: {
        ...env,
        ...(webDist ? { WEB_DIST: webDist } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO: '1',
        DEMO_PASSWORD,
        LOGIN_RATE_LIMIT: '1000',
        [`EVM_RPC_URL_${chain}`]: evmUrl,
        CHAIN_SYNC_INTERVAL_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    undo.push(() => stopChild(server));
    // The tail of the server's log, for the messages of a failed start or sync.
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    server.stdout.on('data', keep);
    server.stderr.on('data', keep);
    const withOutput = (error: unknown) =>
      new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntilReady(server, `${baseUrl}/version.json`).catch((error) => {
      throw withOutput(error);
    });

    return {
      baseUrl,
      accounts,
      rpc,
      async sendEth(from, to, eth) {
        const value = `0x${(BigInt(Math.round(eth * 1e6)) * 10n ** 12n).toString(16)}`;
        const hash = await rpc<string>('eth_sendTransaction', [{ from, to, value }]);
        const receipt = await rpc<{ status: string } | null>('eth_getTransactionReceipt', [hash]);
        expect(receipt?.status, `transfer ${hash}`).toBe('0x1');
        return hash;
      },
      async importLabels(labels) {
        const csv = join(dataDir, 'labels.csv');
        const rows = labels.map((l) => `${l.address},${chain},${l.entity},${l.category}\n`);
        await writeFile(csv, `address,blockchain,entity_name,category\n${rows.join('')}`);
        await runCli(['import-labels', '--format', 'csv', csv], env);
      },
      async apiOf(page) {
        const token = await storedToken(page);
        return async (method, path, body) => {
          const res = await workspaceCall(baseUrl, token, method, path, body);
          expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
          return res.status === 204 ? undefined : await res.json();
        };
      },
      async waitForSync(api) {
        const head = Number(await rpc<string>('eth_blockNumber'));
        const synced = async () => {
          const health = await api<HealthCheck>('GET', '/api/v4/health-check/');
          return health.statuses_by_blockchain.find((s) => s.blockchain === chain)?.last_synced_block ?? -1;
        };
        await expect
          .poll(synced, { timeout: SYNC_TIMEOUT_MS, interval: 250 })
          .toBeGreaterThanOrEqual(head)
          .catch((error) => {
            throw withOutput(error);
          });
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Run the operator CLI (`npm run cli`); a non-zero exit fails with its output. */
function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', 'cli', '--', ...args], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`cli ${args.join(' ')} exited ${code}\n${output}`)),
    );
  });
}
