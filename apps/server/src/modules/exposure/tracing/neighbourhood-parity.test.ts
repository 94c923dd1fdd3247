import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../test/helpers/test-db.ts';
import {
  attachChainStore,
  type ClickHouseChainStore,
  clickHouseInstalled,
  type LocalClickHouse,
  openChainStore,
  startLocalClickHouse,
} from '../../../chain/chain-store/index.ts';
import type { DbHandle } from '../../../db/client.ts';
import { ChainGraphCache } from './chain-graph-cache.ts';
import { NeighbourhoodGraphs } from './neighbourhood-graphs.ts';
import {
  expectSameViews,
  WORLD_CHAIN,
  WORLD_HUB,
  WORLD_NOW,
  worldAddress,
  writeRandomFlowWorld,
} from './random-flow-world.ts';

/**
 * The truth check of the column store: a random flow world written once, to PostgreSQL and ClickHouse both; every
 * origin traced on the whole in-memory graph and on the neighbourhood read from ClickHouse, at every hop limit
 * from 1 to 5, with and without a minimum per edge, gives the same figures, rows, category totals, investigation
 * tree and explanations.
 */
const enabled = clickHouseInstalled();
let handle: DbHandle;
let server: LocalClickHouse;
let store: ClickHouseChainStore;

beforeAll(async () => {
  if (!enabled) return;
  [handle, server] = await Promise.all([createTestDb(), startLocalClickHouse()]);
  store = openChainStore(`${server.url}/parity`);
  attachChainStore(handle.db, store);
  await writeRandomFlowWorld(handle.db);
}, 180_000);

afterAll(async () => {
  await store?.drop();
  await store?.close();
  await handle?.close();
  await server?.stop();
});

describe.skipIf(!enabled)('screening on the column store', () => {
  it('gives the figures, rows, tree and explanations of the in-memory graph for every origin and hop limit', async () => {
    const memory = new ChainGraphCache(handle.db);
    const column = new NeighbourhoodGraphs(handle.db, store);
    const everyHopLimit = [0, 40].flatMap((minEdgeUsd) =>
      [1, 2, 3, 4, 5].map((maxHops) => ({ maxHops, minEdgeUsd })),
    );
    const withFlow = await expectSameViews(memory, column, everyHopLimit);
    // Not a check that compares empty answers: most origins have flow.
    expect(withFlow).toBeGreaterThan(100);
  });

  it('never reads the pairs of a megahub it does not start from', async () => {
    const column = new NeighbourhoodGraphs(handle.db, store);
    const prepared = await column.around(WORLD_CHAIN, [worldAddress(0)], WORLD_NOW, { maxHops: 4 });
    const hub = prepared.graph.indexOf.get(WORLD_HUB);
    expect(hub).toBeDefined();
    expect(prepared.graph.isMegahub[hub!]).toBe(1);
    // The hub pays 1,100 addresses; the neighbourhood holds only the pairs that lead to it.
    const { offsets } = prepared.graph.outgoing;
    expect(offsets[hub! + 1]! - offsets[hub!]!).toBeLessThan(100);
  });
});
