import { sql } from 'kysely';
import { type DbHandle, openPglite } from '../src/db/client.ts';
import { benchJobs, seedDemoWorld, startBenchApp } from './harness/bench-app.ts';
import { BENCH_DATABASES, BENCH_PG_URL, onPostgresDatabase } from './harness/databases.ts';
import { profileStatements } from './statement-profile.ts';

/**
 * A bulk upload of BENCH_UPLOAD_ROWS (default 10,000) addresses of the default demo world, through the real API (a
 * multipart POST of a CSV) and the real job (uploads.process, run here as the server's worker would): the time
 * from the POST to the upload's final status, and the rows per second. PGlite and the PostgreSQL server
 * (BENCH_DATABASES picks; BENCH_PG_URL the server).
 */
const ROWS = Number(process.env.BENCH_UPLOAD_ROWS ?? 10_000);
const NOW = new Date('2026-11-01T00:00:00Z');
/** BENCH_PROFILE=1: print where the embedded database's time went during the upload (statement-profile.ts). */
const PROFILE = process.env.BENCH_PROFILE === '1';

export async function run(): Promise<void> {
  console.log(`${ROWS} addresses in one CSV upload, default demo world (${BENCH_DATABASES.join(', ')})`);
  if (BENCH_DATABASES.includes('pglite')) await measure('PGlite', await openPglite({}));
  if (BENCH_DATABASES.includes('postgres'))
    await onPostgresDatabase(BENCH_PG_URL, `rs_bench_upload_${process.pid}`, (handle) =>
      measure('PostgreSQL', handle),
    );
}

async function measure(label: string, handle: DbHandle): Promise<void> {
  const { db } = handle;
  const jobs = benchJobs(handle);
  try {
    await seedDemoWorld(handle, { scale: 1, now: NOW });
    const { app, token } = await startBenchApp(handle, { jobs });
    // Ordinary addresses of every chain of the world (token accounts are refused by screening, not by the upload).
    const { rows } = await sql<{ blockchain: number; address: string }>`
      SELECT blockchain, address FROM chain_addresses WHERE token_account_owner IS NULL
      ORDER BY md5(address) LIMIT ${ROWS}`.execute(db);
    const csv = `identifier,currency\r\n${rows.map((r) => `${r.address},${r.blockchain}`).join('\r\n')}\r\n`;
    const form = new FormData();
    form.set('file_type', '0');
    form.set('crypto_file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
    const profile = PROFILE && handle.pglite ? profileStatements(handle.pglite) : undefined;
    const started = performance.now();
    const posted = await app.inject({
      method: 'POST',
      url: '/upload/api/v4/files/?workspace=demo',
      headers: { authorization: `Bearer ${token}` },
      payload: form,
    });
    if (posted.statusCode !== 201) throw new Error(`upload refused: ${posted.statusCode} ${posted.body}`);
    const postMs = performance.now() - started;
    await jobs.drain(app.jobDefinitions);
    const totalMs = performance.now() - started;
    const upload = await db
      .selectFrom('uploads')
      .select(['status', 'total_row_count', 'successful_row_count', 'failed_row_count'])
      .where('id', '=', posted.json().uuid)
      .executeTakeFirstOrThrow();
    console.log(
      `${label.padEnd(10)} ${upload.total_row_count} rows (${rows.length} distinct addresses): POST ` +
        `${(postMs / 1000).toFixed(1)} s, screened in ${(totalMs / 1000).toFixed(1)} s in all ` +
        `(${((upload.total_row_count * 1000) / totalMs).toFixed(0)} rows/s), status ${upload.status}, ` +
        `${upload.successful_row_count} succeeded, ${upload.failed_row_count} failed`,
    );
    profile?.print();
    await app.close();
  } finally {
    await jobs.stop();
    await handle.close();
  }
}
