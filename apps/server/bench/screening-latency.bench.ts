import { sql } from 'kysely';
import { type DbHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { seedDemoWorld, startBenchApp } from './harness/bench-app.ts';
import { BENCH_DATABASES, BENCH_PG_URL, onPostgresDatabase } from './harness/databases.ts';
import { quantiles } from './harness/quantiles.ts';

/**
 * Screening latency through the HTTP API (auth, validation, exposure, storage): p50/p95 over N screenings of demo
 * addresses of varied degree, warm, on PGlite and on the PostgreSQL server. BENCH_SCALE (default 1) sizes the
 * demo world; BENCH_SCREENINGS (default 1000) the number of screenings; BENCH_PG_URL the server; BENCH_DATABASES
 * which of the two to measure.
 */
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SCREENINGS = Number(process.env.BENCH_SCREENINGS ?? 1000);
const NOW = new Date('2026-11-01T00:00:00Z');
/** BENCH_PG_REUSE_URL: measure on this PostgreSQL database as it is, generating the world only when it has none. */
const REUSE_PG_URL = process.env.BENCH_PG_REUSE_URL;
/** BENCH_PGLITE_DIR: an embedded database folder kept between runs, generated on the first (a 100× world takes ~1 h). */
const PGLITE_DIR = process.env.BENCH_PGLITE_DIR;

export async function run(): Promise<void> {
  // Large scales take long to generate twice: BENCH_DATABASES can pick one of the two.
  console.log(
    `demo world scale ${SCALE}, ${SCREENINGS} screenings per database (${BENCH_DATABASES.join(', ')})`,
  );
  if (BENCH_DATABASES.includes('pglite')) {
    const dataDir = PGLITE_DIR;
    await measure('PGlite', await openPglite(dataDir ? { dataDir } : {}), Boolean(dataDir));
  }
  if (!BENCH_DATABASES.includes('postgres')) return;
  if (REUSE_PG_URL) {
    // A database generated once (e.g. `DATABASE_URL=… npm run cli -- generate-demo --scale 100`), kept between runs.
    await measure('PostgreSQL', await openPostgres(REUSE_PG_URL), true);
    return;
  }
  await onPostgresDatabase(BENCH_PG_URL, `rs_bench_${process.pid}`, (handle) =>
    measure('PostgreSQL', handle),
  );
}

/** reuse: the database is kept between runs, so the world is generated only when it has none. */
async function measure(label: string, handle: DbHandle, reuse = false): Promise<void> {
  const { db } = handle;
  try {
    const genMs = await seedDemoWorld(handle, { scale: SCALE, now: NOW, reuse });
    const { app, token } = await startBenchApp(handle);

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
    const quantile = quantiles(times);
    const at = (q: number) => quantile(q).toFixed(1);
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
