import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EvmNode, startEvmNode } from '../../test/helpers/evm-node.ts';
import { createTestDb } from '../../test/helpers/test-db.ts';
import { freePort, type ServerProcess, startServer } from '../cli/test-support.ts';
import { loadConfig } from '../config.ts';
import { type DbHandle, openPglite } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openSession } from '../modules/accounts/index.ts';
import { createOrganisation } from '../modules/workspaces/index.ts';
import { userId } from '../test-support/fixture-ids.test-support.ts';
import type { ChainProviderConfig } from './providers/config.ts';
import { type SyncLog, startChainSyncWorker } from './sync-worker.ts';

type Entry = { level: 'info' | 'warn' | 'debug'; details: Record<string, unknown>; message: string };

function memoryLog(): SyncLog & { entries: Entry[] } {
  const entries: Entry[] = [];
  const at =
    (level: Entry['level']) =>
    (details: object, message: string): void => {
      entries.push({ level, details: details as Record<string, unknown>, message });
    };
  return { entries, info: at('info'), warn: at('warn'), debug: at('debug') };
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

const evmOnly = (url: string): ChainProviderConfig => ({
  evm: new Map([[1, { url, startBlock: 0 }]]),
  esplora: undefined,
});

let node: EvmNode;
beforeAll(async () => {
  node = await startEvmNode(8569);
}, 60_000);
afterAll(async () => {
  await node?.close();
});

describe('chain sync worker', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('backs off while a provider is down, without throwing, and stops at once', async () => {
    const log = memoryLog();
    // A port nothing listens on: every poll fails with ECONNREFUSED.
    const worker = startChainSyncWorker(handle.db, evmOnly(`http://127.0.0.1:${await freePort()}`), {
      intervalMs: 20,
      maxBackoffMs: 200,
      log,
    });
    expect(worker.chains).toEqual([1]);
    const failures = () => log.entries.filter((e) => e.message === 'chain sync failed; retrying');
    await until('four failed polls', () => (failures().length >= 4 ? true : undefined), 10_000);
    expect(failures().map((e) => e.details.failures)).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(failures()[0]?.details).toMatchObject({
      blockchain: 1,
      provider: 'evm',
      error: expect.stringMatching(/unreachable or not answering: ECONNREFUSED/),
    });
    // The pause doubles from the interval and stops at the cap.
    expect(failures().map((e) => e.details.retryInSeconds)).toEqual(
      failures().map((_, i) => Math.round(Math.min(200, 20 * 2 ** (i + 1)) / 1000)),
    );
    const started = Date.now();
    await worker.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    const after = log.entries.length;
    await new Promise((done) => setTimeout(done, 300));
    expect(log.entries.length).toBe(after);
  });

  it('indexes blocks mined after it started, once the node answers again', async () => {
    // The node behind a gate: HTTP 503 while down, forwarded to ganache once up.
    let down = true;
    const gate = createServer(async (request, response) => {
      if (down) {
        response.writeHead(503).end('maintenance');
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const answer = await fetch(node.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
    });
    const port = await freePort();
    await new Promise<void>((done) => gate.listen(port, '127.0.0.1', done));
    const log = memoryLog();
    const worker = startChainSyncWorker(handle.db, evmOnly(`http://127.0.0.1:${port}`), {
      intervalMs: 50,
      maxBackoffMs: 100,
      log,
    });
    await until('a failed poll', () =>
      log.entries.some((e) => /HTTP 503/.test(String(e.details.error))) ? true : undefined,
    );
    // Mined while the worker cannot reach the node: its first successful poll indexes the block and logs after.
    const [a0, a1] = node.accounts as [string, string];
    const mined = await node.sendEth(a0, a1, '2');
    down = false;
    const synced = await until('the block of the transfer', async () => {
      const row = await handle.db
        .selectFrom('chain_sync')
        .select(['last_synced_block', 'provider'])
        .where('blockchain', '=', 1)
        .executeTakeFirst();
      return row && Number(row.last_synced_block) >= mined.blockNumber ? row : undefined;
    });
    expect(synced.provider).toBe('evm');
    const transfer = await handle.db
      .selectFrom('transfers')
      .select(['from_address', 'to_address', 'amount'])
      .where('blockchain', '=', 1)
      .where('to_address', '=', a1.toLowerCase())
      .executeTakeFirst();
    expect(transfer).toMatchObject({ from_address: a0.toLowerCase() });
    // The worker logs after its commit: the row can be seen a moment before the lines are written, so wait for them.
    await until('the log line of the synced blocks', () =>
      log.entries.some((e) => e.level === 'info' && /^synced blocks /.test(e.message)) ? true : undefined,
    );
    await until('the log line of the recovery', () =>
      log.entries.some((e) => e.message === 'chain data provider answers again') ? true : undefined,
    );
    await worker.stop();
    await new Promise((done) => gate.close(done));
  });
});

describe('the server syncs its configured providers', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  const secret = 'sync-worker-test-secret-sync-worker-0123';
  let token: string;

  beforeAll(async () => {
    // A user to ask the health check with, written before the server starts (it then holds the database).
    dataDir = mkdtempSync(join(tmpdir(), 'riskscreen-sync-server-'));
    const handle = await openPglite({ dataDir: join(dataDir, 'pg') });
    await migrateToLatest(handle.db);
    await createOrganisation(handle.db, {
      slug: 'ops',
      name: 'Ops',
      workspaces: [{ slug: 'ops', name: 'Ops' }],
      users: [
        {
          email: 'ops@example.test',
          firstName: 'Op',
          lastName: 'Erator',
          password: 'Password1',
          memberships: [{ workspace: 'ops', role: 1 }],
        },
      ],
    });
    const user = await userId(handle.db, 'ops@example.test');
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret });
    token = (await openSession(handle.db, config, user)).access_token;
    await handle.close();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('picks up a transfer made after start and shows its block in the health check', async () => {
    server = await startServer({
      DATA_DIR: dataDir,
      DEMO: '0',
      JWT_SECRET: secret,
      EVM_RPC_URL_1: node.url,
      CHAIN_SYNC_INTERVAL_SECONDS: '1',
      LOG_LEVEL: 'info',
    });
    const health = async () => {
      const res = await fetch(`${server?.url}/api/v4/health-check/`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        statuses_by_blockchain: { blockchain: number; last_synced_block: number | null }[];
      };
      return body.statuses_by_blockchain.find((s) => s.blockchain === 1)?.last_synced_block ?? null;
    };
    const head = await node.blockNumber();
    await until('the first sync', async () => ((await health()) === head ? true : undefined));

    const [, , a2, a3] = node.accounts as [string, string, string, string];
    const mined = await node.sendEth(a2, a3, '0.25');
    expect(mined.blockNumber).toBeGreaterThan(head);
    await until('the new block', async () => ((await health()) === mined.blockNumber ? true : undefined));

    // Structured logs (pino JSON) say what was synced; a clean stop on SIGTERM. The block is committed before its
    // log line is written, so the health check can see it a moment before stdout does: wait for the line.
    const syncedLines = () =>
      (server?.stdout() ?? '')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; blockchain?: number; toBlock?: number })
        .filter((entry) => entry.msg.startsWith('synced blocks'));
    const last = await until('the log line of the new block', () => {
      const entry = syncedLines().at(-1);
      return entry?.toBlock === mined.blockNumber ? entry : undefined;
    });
    expect(last).toMatchObject({ blockchain: 1, toBlock: mined.blockNumber });
    expect(await server.stop()).toBe(0);
    server = undefined;
  }, 120_000);
});
