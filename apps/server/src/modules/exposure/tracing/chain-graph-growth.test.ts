import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../test/helpers/test-db.ts';
import {
  markSynced,
  refreshAddressFacts,
  revalueAtBlockTime,
  upsertPrices,
  writeBlocks,
} from '../../../chain/store/index.ts';
import type { DbHandle } from '../../../db/client.ts';
import { ChainGraphCache } from './chain-graph-cache.ts';
import {
  screenedView,
  WORLD_CHAIN,
  WORLD_HUB,
  WORLD_NOW,
  WORLD_ORIGINS,
  worldAddress,
  writeRandomFlowWorld,
} from './random-flow-world.ts';

/**
 * A chain graph held in memory grows with each sync by the new transfers alone (decision 0091): what it then shows
 * of every origin is what a graph built from every transfer shows, and a rewrite of stored transfers (a price
 * import) makes it build again.
 */
let handle: DbHandle;
let block = 10_000;

beforeAll(async () => {
  handle = await createTestDb();
  await writeRandomFlowWorld(handle.db);
  await sync();
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

async function sync(transfers: { from: string; to: string; valueUsd: number }[] = []): Promise<void> {
  if (transfers.length > 0) {
    block += 1;
    const written = await writeBlocks(handle.db, WORLD_CHAIN, {
      native: { symbol: 'ETH', decimals: 18 },
      transactions: transfers.map((t, i) => ({
        hash: `grow-${block}-${i}`,
        blockNumber: block,
        blockTime: new Date(Date.UTC(2026, 5, 1) + block * 1000),
        transfers: [{ type: 1 as const, assetSymbol: 'ETH', amount: '1', ...t }],
      })),
    });
    await refreshAddressFacts(handle.db, WORLD_CHAIN, [...written.addresses]);
  }
  // A later sync time than the one before, even within the same millisecond.
  await new Promise((resolve) => setTimeout(resolve, 5));
  await markSynced(handle.db, {
    blockchain: WORLD_CHAIN,
    provider: 'test',
    lastBlock: block,
    lastBlockTime: null,
  });
}

async function expectSameAsBuiltAgain(grown: ChainGraphCache): Promise<number> {
  // Built from every transfer once, then held for every origin and setting (its version does not move meanwhile).
  const rebuilt = new ChainGraphCache(handle.db);
  let withFlow = 0;
  for (const minEdgeUsd of [0, 40]) {
    for (const maxHops of [1, 3]) {
      for (const origin of [...WORLD_ORIGINS, worldAddress(777_001), worldAddress(777_002)]) {
        const settings = { maxHops, minEdgeUsd };
        const [a, b] = [
          await screenedView(grown, origin, settings),
          await screenedView(rebuilt, origin, settings),
        ];
        expect(a.view, `${origin} at ${maxHops} hops, minimum ${minEdgeUsd}`).toEqual(b.view);
        if (a.hasFlow) withFlow++;
      }
    }
  }
  return withFlow;
}

describe('a chain graph held in memory', () => {
  it('grows by a sync’s new transfers and then shows what a graph built from all of them shows', async () => {
    const graphs = new ChainGraphCache(handle.db);
    const before = (await graphs.get(WORLD_CHAIN, WORLD_NOW)).graph;
    await expectSameAsBuiltAgain(graphs);

    await sync([
      // Pairs the graph has, on both sides of a minimum of 40.
      { from: worldAddress(0), to: worldAddress(1), valueUsd: 500 },
      { from: worldAddress(2), to: worldAddress(5), valueUsd: 12 },
      // New addresses: one paid by a labelled address, one paying the hub.
      { from: worldAddress(5), to: worldAddress(777_001), valueUsd: 2_000 },
      { from: worldAddress(777_002), to: WORLD_HUB, valueUsd: 75 },
      { from: worldAddress(777_001), to: worldAddress(3), valueUsd: 900 },
    ]);
    const after = (await graphs.get(WORLD_CHAIN, WORLD_NOW)).graph;
    // Grown, not built again: the old nodes keep their numbers and the new addresses come after them.
    expect(after.nodeCount).toBe(before.nodeCount + 2);
    expect(after.addresses.slice(0, before.nodeCount)).toEqual(before.addresses);
    expect(after.indexOf.get(worldAddress(777_001))).toBeGreaterThanOrEqual(before.nodeCount);
    expect(await expectSameAsBuiltAgain(graphs)).toBeGreaterThan(50);
  }, 120_000);

  it('builds again from every transfer once stored transfers are revalued', async () => {
    const graphs = new ChainGraphCache(handle.db);
    const before = await screenedView(graphs, worldAddress(0), { maxHops: 2, minEdgeUsd: 0 });
    await upsertPrices(handle.db, [{ assetSymbol: 'ETH', day: '2020-01-01', usd: 3 }]);
    await revalueAtBlockTime(handle.db, ['ETH']);
    const after = await screenedView(graphs, worldAddress(0), { maxHops: 2, minEdgeUsd: 0 });
    expect(after.view).not.toEqual(before.view);
    await expectSameAsBuiltAgain(graphs);
  }, 120_000);
});
