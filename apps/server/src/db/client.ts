import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockEmbeddedDatabase } from './embedded-lock.ts';
import { makeDataDirPrivate } from './private-data-dir.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine when running on PGlite (tests snapshot it). */
  pglite?: PGlite;
  close(): Promise<void>;
};

// int8 (COUNT, bigint ids) and numeric come back as JS numbers: values here stay well inside 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export async function openPostgres(url: string): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client whose connection the server ends (restart, DROP DATABASE … FORCE) must not crash the process;
  // the pool replaces it on next use.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** Embedded PostgreSQL in a folder (or in memory when dataDir is undefined, or from a snapshot). */
export async function openPglite(options: { dataDir?: string; snapshot?: Blob }): Promise<DbHandle> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) },
    // Trigram indexes serve the alert list's search for a part of an identifier (migration 0016).
    extensions: { pg_trgm },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * The server's database: PostgreSQL with DATABASE_URL, else the embedded one in DATA_DIR/pg. The embedded
 * database is locked for this process BEFORE it is opened (see embedded-lock.ts): `holder` names this process in
 * the refusal another one gets ("the server", "the command import-labels"). Closing the handle releases the lock.
 */
export async function openDatabase(
  config: { databaseUrl?: string | undefined; dataDir: string },
  holder: string,
): Promise<DbHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  makeDataDirPrivate(config.dataDir);
  const lock = lockEmbeddedDatabase(config.dataDir, holder);
  let handle: DbHandle;
  try {
    handle = await openPglite({ dataDir: `${config.dataDir}/pg` });
    makeDataDirPrivate(config.dataDir);
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      try {
        await handle.close();
        makeDataDirPrivate(config.dataDir);
      } finally {
        lock.release();
      }
    },
  };
}
