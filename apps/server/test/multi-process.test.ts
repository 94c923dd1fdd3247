import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TransferType, UploadFileType, UploadStatus } from '@riskscreen/shared';
import { sql } from 'kysely';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { markSynced, refreshAddressFacts, writeBlocks } from '../src/chain/store/index.ts';
import { loadConfig } from '../src/config.ts';
import { type DbHandle, openPostgres } from '../src/db/client.ts';
import { openSession } from '../src/modules/accounts/index.ts';
import { MONITOR_JOB } from '../src/modules/monitoring/index.ts';
import { COMPACTION_JOB } from '../src/modules/reporting/index.ts';
import { seedDemoOrganisation } from '../src/modules/workspaces/index.ts';
import { withDatabase } from './global-setup.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';

/**
 * Issue 34's multi-process check: two API processes (SERVICES=api) and two worker processes (SERVICES=worker) on
 * one PostgreSQL database (the test demo world and the demo organisation), started together. Under a mixed load of list reads
 * and screenings spread over both API processes: sessions and API keys are valid on every process; two uploads
 * are worked by the two workers, one of which is killed with SIGKILL mid-upload, and every row is still screened
 * exactly once; a job scheduled every minute is queued once per tick although both workers keep the schedule; new
 * chain data written to the store is seen by both API processes' graphs within seconds, and the block's monitored
 * addresses are each screened again once, with one alert item each, though both workers run the monitor (a third
 * worker replaces the killed one). PostgreSQL only (the
 * embedded database is one process's), so it runs in the PostgreSQL pass.
 */
// vitest.config.ts runs this file in the PostgreSQL pass only (SERVER_ONLY).
const SERVER_URL = process.env.TEST_DATABASE_URL;
const PASSWORD = 'Multi-process-password-1';
const JWT_SECRET = 'multi-process-secret-multi-process-secret';
const ROWS_PER_UPLOAD = 300;
const ETH = 1;

let handle: DbHandle;
let databaseName: string;
let dataDir: string;
let workerEnv: Record<string, string>;
const processes: ServerProcess[] = [];

describe('two API and two worker processes on one PostgreSQL', () => {
  let api: [ServerProcess, ServerProcess];
  let workers: [ServerProcess, ServerProcess];
  let adminToken: string;
  let orgAdminToken: string;

  beforeAll(async () => {
    const serverUrl = SERVER_URL as string;
    const target = inject('testDatabase');
    if (target.kind !== 'postgres') throw new Error('The PostgreSQL pass prepares a PostgreSQL template');
    // The test demo world, cloned, with the demo organisation: the processes then start without generating it.
    databaseName = `rs_multi_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE ${target.demoTemplate}`);
    await admin.end();
    const url = withDatabase(serverUrl, databaseName);
    handle = await openPostgres(url);
    await seedDemoOrganisation(handle.db, PASSWORD);
    dataDir = await mkdtemp(join(tmpdir(), 'rs-multi-'));
    const env = (services: string) => ({
      SERVICES: services,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      DEMO: '0',
      JWT_SECRET,
      LOG_LEVEL: 'warn',
    });
    workerEnv = env('worker');
    // All four at once: they migrate in turn (nothing left to do) and start.
    const started = await Promise.allSettled([
      startServerProcess('api-1', env('api')),
      startServerProcess('api-2', env('api')),
      startServerProcess('worker-1', env('worker')),
      startServerProcess('worker-2', env('worker')),
    ]);
    for (const result of started) if (result.status === 'fulfilled') processes.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    api = [processes[0] as ServerProcess, processes[1] as ServerProcess];
    workers = [processes[2] as ServerProcess, processes[3] as ServerProcess];
    const config = loadConfig({ JWT_SECRET, DATA_DIR: dataDir });
    const userId = async (email: string) =>
      (await handle.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
        .id;
    adminToken = (await openSession(handle.db, config, await userId('admin@demo.test'))).access_token;
    orgAdminToken = (await openSession(handle.db, config, await userId('orgadmin@demo.test'))).access_token;
  }, 600_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await handle?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (SERVER_URL && databaseName) {
      const admin = new pg.Client({ connectionString: SERVER_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);

  const call = (
    target: ServerProcess,
    path: string,
    init: { method?: string; token?: string; key?: string; body?: unknown; form?: FormData } = {},
  ) =>
    fetch(`${target.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.key ? { 'x-api-key': init.key } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      ...(init.form ? { body: init.form } : {}),
    });

  it('serves every session and key on every process, runs each queued row once through a worker killed mid-job, ' +
    'queues scheduled work once per tick and sees new chain data on every process', {
    timeout: 900_000,
  }, async () => {
    // The demo organisation was seeded once, though four processes started on the empty database together.
    const organisations = await handle.db.selectFrom('organizations').select('slug').execute();
    expect(organisations.map((o) => o.slug)).toEqual(['demo']);

    // A job scheduled every minute, kept by both workers' schedulers.
    const boss = new PgBoss({
      connectionString: withDatabase(SERVER_URL as string, databaseName),
      schema: 'pgboss',
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await boss.start();
    const scheduledAt = new Date();
    await boss.schedule(COMPACTION_JOB, '* * * * *', { probe: 'multi-process' }, { tz: 'UTC', key: 'probe' });
    await boss.stop({ graceful: false, close: true });

    // A key made through one API process works on the other; the session token on both.
    const created = await call(api[0], '/profile/api/v1/keys/?workspace=demo', {
      method: 'POST',
      token: adminToken,
      body: { password: PASSWORD },
    });
    expect(created.status).toBe(201);
    const key = ((await created.json()) as { key: string }).key;
    for (const target of api) {
      expect(
        (await call(target, '/risk/api/v4/addresses/?workspace=demo', { token: adminToken })).status,
      ).toBe(200);
      expect((await call(target, '/risk/api/v4/addresses/?workspace=demo', { key })).status).toBe(200);
    }

    // Two uploads of distinct demo addresses to the research workspace (nothing else screens there).
    const addresses = (
      await sql<{ address: string }>`
          SELECT DISTINCT to_address AS address FROM transfers WHERE blockchain = ${ETH} AND to_address LIKE '0x%'
          ORDER BY 1 LIMIT ${2 * ROWS_PER_UPLOAD + 40}`.execute(handle.db)
    ).rows.map((r) => r.address);
    expect(addresses.length).toBe(2 * ROWS_PER_UPLOAD + 40);
    const uploadIds: string[] = [];
    for (const [i, target] of api.entries()) {
      const rows = addresses.slice(i * ROWS_PER_UPLOAD, (i + 1) * ROWS_PER_UPLOAD);
      const form = new FormData();
      form.set('file_type', String(UploadFileType.Addresses));
      form.append(
        'crypto_file',
        new Blob([`identifier,currency\n${rows.map((a) => `${a},ETH`).join('\n')}\n`]),
        `part-${i}.csv`,
      );
      const res = await call(target, '/upload/api/v4/files/?workspace=research', {
        method: 'POST',
        token: orgAdminToken,
        form,
      });
      expect(res.status, await res.clone().text()).toBe(201);
      uploadIds.push(((await res.json()) as { uuid: string }).uuid);
    }

    // The mixed load runs until the uploads are done: list reads with the session, screenings with the key.
    const statuses = new Map<number, number>();
    let loadOn = true;
    const screened = addresses.slice(2 * ROWS_PER_UPLOAD);
    const client = async (c: number) => {
      for (let n = 0; loadOn; n++) {
        const target = api[(c + n) % 2] as ServerProcess;
        const res =
          n % 2 === 0
            ? await call(target, '/risk/api/v4/addresses/?workspace=demo', { token: adminToken })
            : await call(target, '/risk/api/v4/addresses/?workspace=demo', {
                method: 'POST',
                key,
                body: { identifier: screened[(c * 7 + n) % screened.length], currency: ETH },
              });
        const body = await res.text();
        // A demo address may be a token account, which screening refuses with 400 and says so: not a failure.
        const refusedTokenAccount = res.status === 400 && body.includes('token account');
        const status = refusedTokenAccount ? 200 : res.status;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    const load = Promise.all([0, 1].map(client));

    const progress = async () =>
      handle.db
        .selectFrom('uploads')
        .select(['id', 'status', 'total_row_count', 'successful_row_count', 'failed_row_count'])
        .where('id', 'in', uploadIds)
        .execute();
    // Each worker takes one upload (one upload at a time per process): once both are under way, one worker dies.
    await until(async () => {
      const rows = await progress();
      return (
        rows.length === 2 &&
        rows.every((r) => r.successful_row_count > 0 && r.successful_row_count < r.total_row_count)
      );
    }, 240_000);
    await workers[0].kill();
    await until(
      async () =>
        (await progress()).every(
          (r) => r.status !== UploadStatus.InProgress && r.status !== UploadStatus.Queued,
        ),
      500_000,
    );
    loadOn = false;
    await load;

    const uploads = await progress();
    expect(uploads).toHaveLength(2);
    for (const upload of uploads) {
      expect([UploadStatus.Complete, UploadStatus.PartiallyDone]).toContain(upload.status);
      expect(upload.successful_row_count + upload.failed_row_count).toBe(ROWS_PER_UPLOAD);
    }
    const rowStates = await handle.db
      .selectFrom('upload_rows')
      .select(['state', sql<number>`count(*)::int`.as('n')])
      .where('upload_id', 'in', uploadIds)
      .groupBy('state')
      .execute();
    const rowsIn = (state: string) => rowStates.find((r) => r.state === state)?.n ?? 0;
    expect(rowsIn('pending')).toBe(0);
    expect(rowsIn('succeeded') + rowsIn('failed')).toBe(2 * ROWS_PER_UPLOAD);
    // Some demo addresses are token accounts, which screening refuses; no row failed for any other reason.
    const failures = await handle.db
      .selectFrom('upload_rows')
      .select(sql<string>`result->>'error'`.as('error'))
      .distinct()
      .where('upload_id', 'in', uploadIds)
      .where('state', '=', 'failed')
      .execute();
    expect(failures.map((f) => f.error)).toEqual(
      failures.length ? ['Current address is a token account. Please screen owner account address.'] : [],
    );
    const research = await handle.db
      .selectFrom('screening_events')
      .innerJoin('workspaces', 'workspaces.id', 'screening_events.workspace_id')
      .select([
        sql<number>`count(*)::int`.as('events'),
        sql<number>`count(DISTINCT identifier)::int`.as('identifiers'),
      ])
      .where('workspaces.slug', '=', 'research')
      .executeTakeFirstOrThrow();
    // Every row screened once: none lost with the killed worker, none repeated by the one that took over.
    expect(research).toEqual({ events: rowsIn('succeeded'), identifiers: rowsIn('succeeded') });
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200]));
    expect([...statuses.keys()].filter((s) => s !== 200)).toEqual([]);

    // A session ended on one process is ended on the other.
    const logout = await call(api[1], '/auth/api/logout/', {
      method: 'POST',
      token: orgAdminToken,
      body: {},
    });
    expect(logout.status).toBe(204);
    expect(
      (await call(api[0], '/risk/api/v4/addresses/?workspace=research', { token: orgAdminToken })).status,
    ).toBe(401);

    // Two workers again for the monitor: a third replaces the killed one.
    const replacement = await startServerProcess('worker-3', workerEnv);
    processes.push(replacement);
    const nudger = new PgBoss({
      connectionString: withDatabase(SERVER_URL as string, databaseName),
      schema: 'pgboss',
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await nudger.start();
    const cursorAt = async () =>
      Number(
        (
          await handle.db
            .selectFrom('monitor_cursors')
            .select('position')
            .where('name', '=', 'transfers')
            .executeTakeFirst()
        )?.position ?? 0,
      );
    // The monitor follows what comes after its first run: it has run (its cursor is set) before the block.
    await nudger.send(MONITOR_JOB, {}, { singletonKey: MONITOR_JOB });
    await until(async () => (await cursorAt()) > 0, 120_000);

    // New chain data, stored as a sync stores it, is in both API processes' graphs within seconds.
    const newcomer = `0x${randomBytes(20).toString('hex')}`;
    const sanctioned = (
      await sql<{ address: string }>`
          SELECT l.address FROM labels l JOIN entities e ON e.id = l.entity_id
          WHERE l.blockchain = ${ETH} AND e.category = 'Sanctions' AND l.address LIKE '0x%' ORDER BY 1 LIMIT 1`.execute(
        handle.db,
      )
    ).rows[0]?.address as string;
    const screen = async (target: ServerProcess) => {
      const res = await call(target, '/risk/api/v4/addresses/?workspace=demo', {
        method: 'POST',
        key,
        body: { identifier: newcomer, currency: ETH },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { risk_level: number }).risk_level;
    };
    const before = await Promise.all(api.map(screen));
    const blockTime = new Date();
    // The same block pays the research workspace's uploaded (so monitored) addresses: a run long enough for two
    // workers' monitors to overlap if they could.
    const paid = addresses.slice(0, 150);
    const hashes = [`0x${randomBytes(32).toString('hex')}`, `0x${randomBytes(32).toString('hex')}`];
    const written = await writeBlocks(handle.db, ETH, {
      native: { symbol: 'ETH', decimals: 18 },
      transactions: [
        {
          hash: hashes[1] as string,
          blockNumber: 99_000_000,
          blockTime,
          transfers: paid.map((to) => ({
            type: TransferType.Native,
            from: sanctioned,
            to,
            assetSymbol: 'ETH',
            amount: '2',
            valueUsd: 5_000,
          })),
        },
        {
          hash: hashes[0] as string,
          blockNumber: 99_000_000,
          blockTime,
          transfers: [
            {
              type: TransferType.Native,
              from: sanctioned,
              to: newcomer,
              assetSymbol: 'ETH',
              amount: '20',
              valueUsd: 50_000,
            },
          ],
        },
      ],
    });
    await refreshAddressFacts(handle.db, ETH, [...written.addresses]);
    await markSynced(handle.db, {
      blockchain: ETH,
      provider: 'test',
      lastBlock: 99_000_000,
      lastBlockTime: blockTime,
    });
    const seenAt = performance.now();
    for (const [i, target] of api.entries()) {
      await until(async () => (await screen(target)) > (before[i] as number), 10_000);
    }
    expect(performance.now() - seenAt).toBeLessThan(10_000);

    // Both workers run the monitor: nudged again and again (as each one's chain sync would), and on their minute's
    // schedule during the wait below.
    const lastTransfer = Number(
      (
        await handle.db
          .selectFrom('transfers')
          .select(sql<string>`max(id)::text`.as('id'))
          .where('blockchain', '=', ETH)
          .executeTakeFirstOrThrow()
      ).id,
    );
    const nudgedUntil = Date.now() + 20_000;
    while (Date.now() < nudgedUntil || (await cursorAt()) < lastTransfer) {
      await nudger.send(MONITOR_JOB, {}, { singletonKey: MONITOR_JOB });
      if (Date.now() > nudgedUntil + 300_000)
        throw new Error('The monitor did not follow the block in 5 minutes');
      await new Promise((r) => setTimeout(r, 200));
    }
    await nudger.stop({ graceful: false, close: true });

    // The minute's job was queued once per tick however many schedulers keep it (at least two ticks have passed).
    await until(
      async () =>
        (await probeJobs(handle, scheduledAt)).length >= 2 && Date.now() - scheduledAt.getTime() > 130_000,
      200_000,
    );
    const jobs = await probeJobs(handle, scheduledAt);
    const perMinute = new Map<string, number>();
    for (const job of jobs) perMinute.set(job.minute, (perMinute.get(job.minute) ?? 0) + 1);
    expect(
      [...perMinute.values()].every((count) => count === 1),
      JSON.stringify(jobs),
    ).toBe(true);
    const minutes = Math.floor((Date.now() - scheduledAt.getTime()) / 60_000);
    expect(jobs.length).toBeGreaterThanOrEqual(minutes - 1);
    expect(jobs.length).toBeLessThanOrEqual(minutes + 1);

    // Each change processed once, whichever worker ran the monitor: one re-screen per monitored address the block
    // touched, one alert item per alert it extended or raised, and the cursor at the block's last transfer.
    const rescreens = await sql<{ workspace: string; identifier: string; n: number }>`
      SELECT w.slug AS workspace, r.identifier, count(*)::int AS n FROM monitor_rescreens r
      JOIN workspaces w ON w.id = r.workspace_id
      WHERE r.reason LIKE ${`%${hashes[0]}%`} OR r.reason LIKE ${`%${hashes[1]}%`}
      GROUP BY 1, 2`.execute(handle.db);
    expect(rescreens.rows.filter((r) => r.n !== 1)).toEqual([]);
    const rescreened = new Set(rescreens.rows.map((r) => `${r.workspace}:${r.identifier}`));
    expect(rescreened.has(`demo:${newcomer}`)).toBe(true);
    const paidMonitored = (
      await handle.db
        .selectFrom('screened_addresses')
        .innerJoin('workspaces', 'workspaces.id', 'screened_addresses.workspace_id')
        .select('screened_addresses.identifier')
        .where('workspaces.slug', '=', 'research')
        .where('screened_addresses.identifier', 'in', paid)
        .execute()
    ).map((r) => r.identifier);
    expect(paidMonitored.length).toBeGreaterThan(100);
    for (const identifier of paidMonitored)
      expect(rescreened.has(`research:${identifier}`), identifier).toBe(true);
    const items = await sql<{ alert_id: number; n: number }>`
      SELECT alert_id, count(*)::int AS n FROM alert_items
      WHERE reason LIKE ${`%${hashes[0]}%`} OR reason LIKE ${`%${hashes[1]}%`} GROUP BY 1`.execute(handle.db);
    expect(items.rows.length).toBeGreaterThan(100);
    expect(items.rows.filter((r) => r.n !== 1)).toEqual([]);
    expect(await cursorAt()).toBe(lastTransfer);
  });
});

/**
 * The jobs the probe schedule queued: the minute each is for, its occurrence's slot (a scheduler on a loaded machine
 * may queue a minute's occurrence in the next minute, so the time a job was created tells nothing).
 */
async function probeJobs(db: DbHandle, since: Date) {
  const rows = await sql<{ minute: string }>`
    SELECT to_char(coalesce(singleton_on, date_trunc('minute', created_on)), 'HH24:MI') AS minute FROM pgboss.job
    WHERE name = ${COMPACTION_JOB} AND data->>'probe' = 'multi-process' AND created_on >= ${since}`.execute(
    db.db,
  );
  return rows.rows;
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Not reached within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
