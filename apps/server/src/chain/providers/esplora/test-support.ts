import { afterAll, beforeAll } from 'vitest';
import {
  type EsploraFixtureServer,
  startEsploraFixtureServer,
} from '../../../../test/helpers/esplora-fixture-server.ts';
import { createTestDb } from '../../../../test/helpers/test-db.ts';
import type { Db, DbHandle } from '../../../db/client.ts';

/**
 * For a describe block of the Esplora sync: the fixture server on `port` (recorded Esplora answers), and a fresh
 * test database per test that wants one; all closed after the block.
 */
export function useEsploraFixtures(port: number): {
  readonly server: EsploraFixtureServer;
  freshDb(): Promise<Db>;
} {
  let server: EsploraFixtureServer | undefined;
  const handles: DbHandle[] = [];
  beforeAll(async () => {
    server = await startEsploraFixtureServer(port);
  });
  afterAll(async () => {
    await server?.close();
    for (const handle of handles) await handle.close();
  });
  return {
    get server() {
      if (!server) throw new Error('The Esplora fixture server starts before the tests');
      return server;
    },
    async freshDb() {
      const handle = await createTestDb();
      handles.push(handle);
      return handle.db;
    },
  };
}
