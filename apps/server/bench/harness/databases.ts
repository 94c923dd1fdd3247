import pg from 'pg';
import { type DbHandle, openPostgres } from '../../src/db/client.ts';

/** BENCH_DATABASES: which databases a bench measures on, pglite, postgres or both (the default). */
export const BENCH_DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres')
  .split(',')
  .map((d) => d.trim());

export const DEFAULT_BENCH_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** BENCH_PG_URL: the PostgreSQL server a bench makes its database on. */
export const BENCH_PG_URL = process.env.BENCH_PG_URL ?? DEFAULT_BENCH_PG_URL;

/**
 * Runs `measure` on the database `name` of the server at `serverUrl` (opened, and its URL): a fresh one, dropped
 * afterwards; with `keep`, the one kept between runs as it is (created on the first run).
 */
export async function onPostgresDatabase(
  serverUrl: string,
  name: string,
  measure: (handle: DbHandle, url: string) => Promise<void>,
  { keep = false }: { keep?: boolean } = {},
): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (keep) {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  } else {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await measure(await openPostgres(url.toString()), url.toString());
  } finally {
    if (!keep) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
