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
import { profileStatements } from './statement-profile.ts';

/**
 * A bulk upload of BENCH_UPLOAD_ROWS (default 10,000) addresses of the default demo world, through the real API (a
 * multipart POST of a CSV) and the real job (uploads.process, run here as the server's worker would): the time
 * from the POST to the upload's final status, and the rows per second. PGlite and the PostgreSQL server
 * (BENCH_DATABASES picks; BENCH_PG_URL the server).
 */
const ROWS = Number(process.env.BENCH_UPLOAD_ROWS ?? 10_000);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((d) => d.trim());
const NOW = new Date('2026-11-01T00:00:00Z');
/** BENCH_PROFILE=1: print where the embedded database's time went during the upload (statement-profile.ts). */
const PROFILE = process.env.BENCH_PROFILE === '1';

export async function run(): Promise<void> {
  console.log(`${ROWS} addresses in one CSV upload, default demo world (${DATABASES.join(', ')})`);
  if (DATABASES.includes('pglite')) await measure('PGlite', await openPglite({}));
  if (!DATABASES.includes('postgres')) return;
  const name = `rs_bench_upload_${process.pid}`;
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

async function measure(label: string, handle: DbHandle): Promise<void> {
  const { db } = handle;
  const jobs = new PgBossJobQueue(handle, pino({ level: 'silent' }), { supervise: false });
  try {
    await migrateToLatest(db);
    await seedDemoOrganisation(db, 'Bench-password1');
    await generateDemoWorld({ db, pglite: handle.pglite }, { seed: DEFAULT_DEMO_SEED, scale: 1, now: NOW });
    const config = {
      ...loadConfig({
        DATA_DIR: '/tmp/riskscreen-bench',
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      }),
      webDist: '/nonexistent',
    };
    const app = await buildApp({ db, config, jobs });
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS[1]!.email)
      .executeTakeFirstOrThrow();
    const token = (await openSession(db, config, user.id)).access_token;
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
