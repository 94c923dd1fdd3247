import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import {
  attachChainStore,
  copyTransfersToColumnStore,
  openChainStore,
} from '../../src/chain/chain-store/index.ts';
import { type DbHandle, openPglite, openPostgres } from '../../src/db/client.ts';
import { withDatabase } from '../global-setup.ts';

/**
 * A fresh, migrated database for one test file: a PGlite clone, or a new PostgreSQL database from the template.
 * With demoWorld, it already holds the shared test demo world (TEST_WORLD in global-setup.ts).
 */
export async function createTestDb(options: { demoWorld?: boolean } = {}): Promise<DbHandle> {
  const handle = await createPostgresTestDb(options);
  const columnServer = inject('chainStoreUrl');
  if (!columnServer) return handle;
  // The same tests with the chain data in ClickHouse: a database of this file's own, holding what PostgreSQL holds.
  const store = openChainStore(`${columnServer}/rs_test_${randomBytes(6).toString('hex')}`);
  await store.ready();
  await copyTransfersToColumnStore(handle.db, store);
  attachChainStore(handle.db, store);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await store.drop();
      await store.close();
    },
  };
}

async function createPostgresTestDb(options: { demoWorld?: boolean }): Promise<DbHandle> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const snapshot = new Blob([
      readFileSync(options.demoWorld ? target.demoSnapshotPath : target.snapshotPath),
    ]);
    return openPglite({ snapshot });
  }
  const name = `rs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  try {
    await admin.query(
      `CREATE DATABASE ${name} TEMPLATE ${options.demoWorld ? target.demoTemplate : target.template}`,
    );
  } finally {
    await admin.end();
  }
  const handle = await openPostgres(withDatabase(target.url, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: target.url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * On the PostgreSQL pass, a transaction with a transaction id left running in the server's admin database until
 * the returned function ends it: what another test file's (or another database's) long transaction does to this
 * file's snapshots. PGlite has one connection and no such neighbour: nothing is held there.
 */
export async function holdTransactionElsewhere(): Promise<() => Promise<void>> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') return async () => {};
  const other = new pg.Client({ connectionString: target.url });
  await other.connect();
  await other.query('BEGIN');
  await other.query('SELECT pg_current_xact_id()');
  return async () => {
    await other.query('ROLLBACK');
    await other.end();
  };
}
