import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { DEFAULT_DEMO_SEED, generateDemoWorld } from '../src/chain/providers/demo/index.ts';
import { loadConfig } from '../src/config.ts';
import { type DbHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { openSession } from '../src/modules/accounts/index.ts';
import { PgBossJobQueue } from '../src/modules/platform/index.ts';
import { DEMO_ACCOUNTS, seedDemoOrganisation } from '../src/modules/workspaces/index.ts';

/**
 * Screening latency through the HTTP API (auth, validation, exposure, storage): p50/p95 over N screenings of demo
 * addresses of varied degree, warm, on PGlite and on the PostgreSQL server. BENCH_SCALE (default 1) sizes the
 * demo world; BENCH_SCREENINGS (default 1000) the number of screenings; BENCH_PG_URL the server; BENCH_DATABASES
 * which of the two to measure.
 */
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SCREENINGS = Number(process.env.BENCH_SCREENINGS ?? 1000);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NOW = new Date('2026-11-01T00:00:00Z');
/** BENCH_DATABASES: pglite, postgres or both (default); large scales take long to generate twice. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((d) => d.trim());
/** BENCH_PG_REUSE_URL: measure on this PostgreSQL database as it is, generating the world only when it has none. */
const REUSE_PG_URL = process.env.BENCH_PG_REUSE_URL;
/** BENCH_PGLITE_DIR: an embedded database folder kept between runs, generated on the first (a 100× world takes ~1 h). */
const PGLITE_DIR = process.env.BENCH_PGLITE_DIR;

export async function run(): Promise<void> {
  console.log(`demo world scale ${SCALE}, ${SCREENINGS} screenings per database (${DATABASES.join(', ')})`);
  if (DATABASES.includes('pglite')) {
    const dataDir = PGLITE_DIR;
    await measure('PGlite', await openPglite(dataDir ? { dataDir } : {}), Boolean(dataDir));
  }
  if (!DATABASES.includes('postgres')) return;
  if (REUSE_PG_URL) {
    // A database generated once (e.g. `DATABASE_URL=… npm run cli -- generate-demo --scale 100`), kept between runs.
    await measure('PostgreSQL', await openPostgres(REUSE_PG_URL), true);
    return;
  }
  const name = `rs_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    await measure('PostgreSQL', await openPostgres(url.toString()));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** reuse: the database is kept between runs, so the world is generated only when it has none. */
async function measure(label: string, handle: DbHandle, reuse = false): Promise<void> {
  const { db } = handle;
  try {
    await migrateToLatest(db);
    await seedDemoOrganisation(db, 'Bench-password1');
    const gen = performance.now();
    const hasWorld = await db.selectFrom('chain_transactions').select('id').limit(1).executeTakeFirst();
    if (!reuse || !hasWorld) {
      await generateDemoWorld(
        { db, pglite: handle.pglite },
        { seed: DEFAULT_DEMO_SEED, scale: SCALE, now: NOW },
      );
    }
    const genMs = performance.now() - gen;
    const config = {
      ...loadConfig({
        DATA_DIR: '/tmp/riskscreen-bench',
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      }),
      webDist: '/nonexistent',
    };
    const jobs = new PgBossJobQueue(handle, pino({ level: 'silent' }), { supervise: false });
    const app = await buildApp({ db, config, jobs });
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS[1]!.email)
      .executeTakeFirstOrThrow();
    const token = (await openSession(db, config, user.id)).access_token;

    // Varied degree: a deterministic mix of ordinary addresses and the busiest quarter.
    const targets = await sql<{ blockchain: number; address: string; counterparty_count: number }>`
      (SELECT blockchain, address, counterparty_count FROM chain_addresses WHERE token_account_owner IS NULL
         ORDER BY md5(address) LIMIT ${Math.ceil(SCREENINGS * 0.75)})
      UNION ALL
      (SELECT blockchain, address, counterparty_count FROM chain_addresses WHERE token_account_owner IS NULL
         ORDER BY counterparty_count DESC LIMIT ${Math.floor(SCREENINGS * 0.25)})
    `.execute(db);
    const screen = (t: { blockchain: number; address: string }) =>
      app.inject({
        method: 'POST',
        url: '/risk/api/v4/addresses/?workspace=demo',
        headers: { authorization: `Bearer ${token}` },
        payload: { identifier: t.address, currency: t.blockchain },
      });
    for (const t of targets.rows.slice(0, 50)) await screen(t); // warm-up
    const times: number[] = [];
    let failures = 0;
    for (const t of targets.rows) {
      const started = performance.now();
      const res = await screen(t);
      times.push(performance.now() - started);
      if (res.statusCode !== 200) failures++;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    const degrees = targets.rows.map((t) => t.counterparty_count).sort((a, b) => a - b);
    console.log(
      `${label.padEnd(10)} world generated in ${(genMs / 1000).toFixed(1)} s; ${times.length} screenings ` +
        `(counterparties per address: median ${degrees[Math.floor(degrees.length / 2)]}, max ${degrees.at(-1)}), ` +
        `${failures} non-200: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
    );
    await app.close();
  } finally {
    await handle.close();
  }
}
