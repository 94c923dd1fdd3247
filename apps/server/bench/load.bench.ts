import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { seedDemoWorldOnFirstStart } from '../src/chain/providers/demo/index.ts';
import { loadConfig } from '../src/config.ts';
import { type DbHandle, openDatabase } from '../src/db/client.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { openSession } from '../src/modules/accounts/index.ts';
import { seedDemoOrganisation } from '../src/modules/workspaces/index.ts';
import { type ServerProcess, startServerProcess } from '../test/helpers/server-process.ts';
import { BENCH_PG_URL, onPostgresDatabase } from './harness/databases.ts';
import { quantiles } from './harness/quantiles.ts';

/**
 * Load: BENCH_LOAD_CLIENTS (default 50) clients for BENCH_LOAD_SECONDS (default 60) against real server processes
 * on loopback, half reading the address list (signed in), half screening demo addresses (API key), spread over
 * the API processes. Cases (BENCH_LOAD_CASES, default all): pglite (one process), postgres (one process),
 * postgres-2api (two SERVICES=api processes and one SERVICES=worker), overload (one process on PostgreSQL, twice
 * as many clients as it admits: successes must stay fast, the rest be fast 503s). Each case on a fresh database
 * with the demo (one for the PostgreSQL cases); the plan's API rate limit is lifted so the figures are the server's, not the plan's.
 */
const CLIENTS = Number(process.env.BENCH_LOAD_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const WARM_UP_SECONDS = Number(process.env.BENCH_LOAD_WARM_UP_SECONDS ?? 5);
const CASES = (process.env.BENCH_LOAD_CASES ?? 'pglite,postgres,postgres-2api,overload').split(',');
const MAX_IN_FLIGHT = Number(process.env.MAX_REQUESTS_IN_FLIGHT ?? 64);
const PASSWORD = 'Bench-load-password-1';
const JWT_SECRET = 'bench-load-secret-bench-load-secret-0000';
const ETH = 1;

type Kind = 'list' | 'screen';
type Sample = { kind: Kind; status: number; ms: number };
type Target = { baseUrl: string; token: string; key: string; addresses: string[] };

export async function run(): Promise<void> {
  console.log(
    `${CLIENTS} clients, ${SECONDS} s each (after ${WARM_UP_SECONDS} s of warm-up), cases: ${CASES.join(', ')}; ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
  );
  const summary: string[] = [];
  if (CASES.includes('pglite')) summary.push(await onPglite());
  const onServer = (['postgres', 'postgres-2api', 'overload'] as const).filter((name) =>
    CASES.includes(name),
  );
  if (onServer.length) summary.push(...(await onPostgres(onServer)));
  console.log('\n== load summary ==');
  for (const line of summary) console.log(`  ${line}`);
}

async function onPglite(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rs-load-'));
  try {
    // Prepared in this process (the demo, a session), then served by the server, which opens it alone.
    const handle = await openDatabase({ dataDir }, 'the load bench');
    const prepared = await prepare(handle, dataDir);
    await handle.close();
    const server = await startServerProcess('pglite', serverEnv(dataDir, {}, 'both'));
    try {
      return await measure('PGlite, 1 process', [server], prepared, CLIENTS);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The PostgreSQL cases on one fresh database with the demo, prepared once. */
async function onPostgres(names: readonly ('postgres' | 'postgres-2api' | 'overload')[]): Promise<string[]> {
  const lines: string[] = [];
  await onPostgresDatabase(BENCH_PG_URL, `rs_load_${randomBytes(4).toString('hex')}`, async (handle, url) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rs-load-'));
    try {
      const prepared = await prepare(handle, dataDir);
      await handle.close();
      const env = (services: string) => serverEnv(dataDir, { DATABASE_URL: url }, services);
      for (const name of names) {
        const servers: ServerProcess[] = [];
        try {
          if (name === 'postgres-2api') {
            servers.push(
              ...(await Promise.all([
                startServerProcess('api-1', env('api')),
                startServerProcess('api-2', env('api')),
                startServerProcess('worker', env('worker')),
              ])),
            );
          } else servers.push(await startServerProcess(name, env('both')));
          const apis = servers.filter((s) => s.baseUrl);
          const label =
            name === 'overload'
              ? `PostgreSQL, overload (1 process admitting ${MAX_IN_FLIGHT})`
              : `PostgreSQL, ${apis.length} API process${apis.length > 1 ? 'es' : ''}`;
          lines.push(await measure(label, apis, prepared, name === 'overload' ? 2 * MAX_IN_FLIGHT : CLIENTS));
        } finally {
          await Promise.all(servers.map((s) => s.stop()));
        }
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
  return lines;
}

function serverEnv(dataDir: string, extra: Record<string, string>, services: string): Record<string, string> {
  return {
    SERVICES: services,
    DATA_DIR: dataDir,
    DEMO: '1',
    DEMO_PASSWORD: PASSWORD,
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    MAX_REQUESTS_IN_FLIGHT: String(MAX_IN_FLIGHT),
    ...extra,
  };
}

/**
 * The demo (organisation and world), no API rate limit, a session of admin@demo.test and addresses to screen (with
 * activity, no token accounts: screening refuses those with 400).
 */
async function prepare(handle: DbHandle, dataDir: string) {
  const started = performance.now();
  await migrateToLatest(handle.db);
  await seedDemoOrganisation(handle.db, PASSWORD);
  await seedDemoWorldOnFirstStart(handle, pino({ level: 'warn' }));
  await handle.db.updateTable('organizations').set({ api_rate_limit: null }).execute();
  const user = await handle.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirstOrThrow();
  const config = loadConfig({ JWT_SECRET, DATA_DIR: dataDir, ACCESS_TOKEN_TTL_SECONDS: '7200' });
  const token = (await openSession(handle.db, config, user.id)).access_token;
  const addresses = (
    await sql<{ address: string }>`
      SELECT address FROM chain_addresses
      WHERE blockchain = ${ETH} AND token_account_owner IS NULL AND incoming_count + outgoing_count > 0
      ORDER BY md5(address) LIMIT 2000`.execute(handle.db)
  ).rows.map((r) => r.address);
  console.log(`    demo prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { token, addresses };
}

async function measure(
  label: string,
  servers: ServerProcess[],
  prepared: { token: string; addresses: string[] },
  clients: number,
): Promise<string> {
  const first = servers[0] as ServerProcess;
  const created = await fetch(`${first.baseUrl}/profile/api/v1/keys/?workspace=demo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${prepared.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  if (created.status !== 201) throw new Error(`API key: ${created.status} ${await created.text()}`);
  const key = ((await created.json()) as { key: string }).key;
  const targets: Target[] = servers.map((s) => ({ baseUrl: s.baseUrl as string, key, ...prepared }));
  console.log(`\n== ${label}: ${clients} clients ==`);
  await drive(targets, clients, WARM_UP_SECONDS);
  const load = loadavg()[0] ?? 0;
  const samples = await drive(targets, clients, SECONDS);
  const line = `${label}, ${clients} clients, ${SECONDS} s: ${report(samples, SECONDS)} (load average ${load.toFixed(1)})`;
  console.log(`    ${line}`);
  for (const kind of ['list', 'screen'] as const) {
    console.log(
      `      ${kind}: ${report(
        samples.filter((s) => s.kind === kind),
        SECONDS,
      )}`,
    );
  }
  // A 500 is a defect, not a load figure: show what the servers logged for it.
  if (samples.some((s) => s.status >= 500 && s.status !== 503)) {
    for (const server of servers) {
      const failures = server
        .output()
        .split('\n')
        .filter((l) => l.includes('"level":50'));
      for (const failure of failures.slice(0, 3))
        console.log(`      ${server.name} logged: ${failure.slice(0, 2000)}`);
    }
  }
  return line;
}

/** Every client in a loop for `seconds`: even requests list, odd ones screen, round-robin over the targets. */
async function drive(targets: Target[], clients: number, seconds: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  const end = performance.now() + seconds * 1000;
  const client = async (c: number) => {
    for (let n = c; performance.now() < end; n++) {
      const target = targets[n % targets.length] as Target;
      const kind: Kind = n % 2 === 0 ? 'list' : 'screen';
      const started = performance.now();
      let status = 0;
      try {
        const res =
          kind === 'list'
            ? await fetch(`${target.baseUrl}/risk/api/v4/addresses/?workspace=demo`, {
                headers: { authorization: `Bearer ${target.token}` },
              })
            : await fetch(`${target.baseUrl}/risk/api/v4/addresses/?workspace=demo`, {
                method: 'POST',
                headers: { 'x-api-key': target.key, 'content-type': 'application/json' },
                body: JSON.stringify({
                  identifier: target.addresses[(n * 7919) % target.addresses.length],
                  currency: ETH,
                }),
              });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = 0; // connection refused or reset
      }
      samples.push({ kind, status, ms: performance.now() - started });
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  return samples;
}

function report(samples: Sample[], seconds: number): string {
  const ok = samples.filter((s) => s.status >= 200 && s.status < 300);
  const busy = samples.filter((s) => s.status === 503);
  const errors = samples.length - ok.length - busy.length;
  const byStatus = new Map<number, number>();
  for (const s of samples)
    if (s.status < 200 || s.status >= 300) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);
  const successTimes = ok.map((s) => s.ms);
  const at = quantiles(successTimes, 0);
  const busyTimes = busy.map((s) => s.ms).sort((a, b) => a - b);
  const busyP99 = busyTimes.length ? (busyTimes[Math.floor(0.99 * (busyTimes.length - 1))] as number) : 0;
  return (
    `${(ok.length / seconds).toFixed(1)} successes/s, p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, ` +
    `p99 ${at(0.99).toFixed(0)} ms; ${errors} errors` +
    (busy.length ? `, ${busy.length} fast 503s (p99 ${busyP99.toFixed(0)} ms)` : '') +
    (byStatus.size && errors ? ` [${[...byStatus].map(([s, n]) => `${s}: ${n}`).join(', ')}]` : '')
  );
}
