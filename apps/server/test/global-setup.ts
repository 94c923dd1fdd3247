import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { provideServerBundles } from '../../../test-support/server-bundle.ts';
import { type LocalClickHouse, startLocalClickHouse } from '../src/chain/chain-store/index.ts';
import { DEFAULT_DEMO_SEED, generateDemoWorld } from '../src/chain/providers/demo/index.ts';
import { type DbHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { PgBossJobQueue } from '../src/modules/platform/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a migrated data-dir snapshot. PostgreSQL: name of a migrated template database. */
    testDatabase:
      | { kind: 'pglite'; snapshotPath: string; demoSnapshotPath: string }
      | { kind: 'postgres'; url: string; template: string; demoTemplate: string };
    /** ClickHouse server each test database gets a column store on ('' = chain data in PostgreSQL only). */
    chainStoreUrl: string;
  }
}

/**
 * CHAIN_STORE_URL=local runs the same test files with their chain data in ClickHouse (a local server started here
 * from a configuration of our own); an http URL uses that server. Each test database gets a database of its own
 * there (see createTestDb).
 */
export default async function setup(project: TestProject) {
  const wanted = process.env.CHAIN_STORE_URL;
  let local: LocalClickHouse | undefined;
  if (wanted === 'local') local = await startLocalClickHouse();
  project.provide('chainStoreUrl', local?.url ?? wanted ?? '');
  const removeBundles = await provideServerBundles();
  const teardown = await setupDatabase(project);
  return async () => {
    await teardown?.();
    await local?.stop();
    removeBundles();
  };
}

/**
 * Migrate once, then every test file clones the result: a PGlite snapshot (~0.7 s to load) or, when
 * TEST_DATABASE_URL is set, a PostgreSQL template database (CREATE DATABASE … TEMPLATE).
 */
async function setupDatabase(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `rs_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const handle = await openPostgres(withDatabase(url, template));
    await migrateToLatest(handle.db);
    await installJobQueue(handle);
    await handle.close();
    const demoTemplate = `${template}_demo`;
    await admin.query(`DROP DATABASE IF EXISTS ${demoTemplate}`);
    await admin.query(`CREATE DATABASE ${demoTemplate} TEMPLATE ${template}`);
    const demo = await openPostgres(withDatabase(url, demoTemplate));
    await generateTestWorld(demo);
    await demo.close();
    project.provide('testDatabase', { kind: 'postgres', url, template, demoTemplate });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${demoTemplate} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const handle = await openPglite({});
  await migrateToLatest(handle.db);
  await installJobQueue(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  const dir = resolve(import.meta.dirname, '../../../.test-artifacts');
  mkdirSync(dir, { recursive: true });
  const snapshotPath = resolve(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  await generateTestWorld(handle);
  const demoDump = await handle.pglite!.dumpDataDir('none');
  const demoSnapshotPath = resolve(dir, `pglite-demo-${process.pid}.tar`);
  writeFileSync(demoSnapshotPath, Buffer.from(await demoDump.arrayBuffer()));
  await handle.close();
  project.provide('testDatabase', { kind: 'pglite', snapshotPath, demoSnapshotPath });
}

/** The demo world tests share: generated once, cloned per test file (seed, scale and date fixed). */
export const TEST_WORLD = { seed: DEFAULT_DEMO_SEED, scale: 0.2, now: new Date('2026-11-01T00:00:00Z') };
async function generateTestWorld(handle: DbHandle) {
  await generateDemoWorld({ db: handle.db, pglite: handle.pglite }, TEST_WORLD);
}

/** The job queue's schema (pg-boss creates it on start) belongs in the template, not in every test's start. */
async function installJobQueue(handle: DbHandle) {
  const queue = new PgBossJobQueue(handle, pino({ level: 'silent' }), { supervise: false });
  await queue.prepare([]);
  await queue.stop();
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
