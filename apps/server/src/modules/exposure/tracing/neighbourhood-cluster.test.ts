import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../test/helpers/test-db.ts';
import {
  attachChainStore,
  type ClickHouseChainStore,
  clickHouseInstalled,
  freePort,
  type LocalClickHouse,
  openChainStore,
  startLocalClickHouse,
} from '../../../chain/chain-store/index.ts';
import type { DbHandle } from '../../../db/client.ts';
import { ChainGraphCache } from './chain-graph-cache.ts';
import { NeighbourhoodGraphs } from './neighbourhood-graphs.ts';
import { expectSameViews, writeRandomFlowWorld } from './random-flow-world.ts';

/**
 * A cluster, not one box: two local ClickHouse servers are two shards of the cluster `chain`, the store writes and
 * reads through Distributed tables on the first (transfers sharded by receiver), and screening across them gives
 * what the in-memory graph gives.
 */
const enabled = clickHouseInstalled();
let handle: DbHandle;
let shards: LocalClickHouse[] = [];
let store: ClickHouseChainStore;
let second: ClickHouseChainStore;

beforeAll(async () => {
  if (!enabled) return;
  const ports = await Promise.all([freePort(), freePort()]);
  const clusters = { chain: ports };
  [handle, ...shards] = await Promise.all([
    createTestDb(),
    startLocalClickHouse({ tcpPort: ports[0]!, clusters }),
    startLocalClickHouse({ tcpPort: ports[1]!, clusters }),
  ]);
  // Each shard holds the local tables (on a real cluster: CREATE … ON CLUSTER through Keeper); the first also
  // the Distributed ones the store goes through.
  second = openChainStore(`${shards[1]!.url}/sharded`);
  await second.ready();
  store = openChainStore(`${shards[0]!.url}/sharded?cluster=chain`);
  attachChainStore(handle.db, store);
  await writeRandomFlowWorld(handle.db);
}, 240_000);

afterAll(async () => {
  await store?.drop();
  await second?.drop();
  await store?.close();
  await second?.close();
  await handle?.close();
  await Promise.all(shards.map((s) => s.stop()));
});

describe.skipIf(!enabled)('screening across two ClickHouse shards', () => {
  it('splits the transfers between the shards', async () => {
    const local = async (s: ClickHouseChainStore) =>
      Number((await s.raw().rows<{ n: string }>('SELECT count() AS n FROM sharded.transfers'))[0]?.n);
    const [first, other] = [await local(openChainStore(`${shards[0]!.url}/sharded`)), await local(second)];
    expect(first).toBeGreaterThan(1000);
    expect(other).toBeGreaterThan(1000);
    expect((await store.counts()).transfers).toBe(first + other);
  });

  it('gives the figures, rows, tree and explanations of the in-memory graph', async () => {
    const memory = new ChainGraphCache(handle.db);
    const column = new NeighbourhoodGraphs(handle.db, store);
    const withFlow = await expectSameViews(memory, column, [
      { maxHops: 1, minEdgeUsd: 0 },
      { maxHops: 3, minEdgeUsd: 0 },
      { maxHops: 4, minEdgeUsd: 40 },
    ]);
    expect(withFlow).toBeGreaterThan(30);
  });
});
