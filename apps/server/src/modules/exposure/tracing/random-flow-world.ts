import { expect } from 'vitest';
import { refreshAddressFacts, writeBlocks, writeClusters } from '../../../chain/store/index.ts';
import type { Db } from '../../../db/client.ts';
import { seededRandom } from '../../../lib/seeded-random.ts';
import { computeAddressExposure } from './address-exposure.ts';
import type { ChainGraphs } from './chain-graph-cache.ts';
import { INLINE_TRACER } from './trace-pool/exposure-tracer.ts';

/**
 * A random flow world for the column store's truth checks (power-law senders and receivers, labelled addresses of
 * several categories, a label that ended, a cluster, a megahub with more than MEGAHUB_DEGREE counterparties and
 * addresses next to it, zero-valued transfers, pairs with transfers on both sides of a minimum), written through
 * the chain store writer: to PostgreSQL, and to the column store attached to the database.
 */
export const WORLD_CHAIN = 1;
export const WORLD_NOW = new Date('2026-11-01T00:00:00Z');
export const worldAddress = (i: number) => `0x${i.toString(16).padStart(40, '0')}`;
export const WORLD_HUB = worldAddress(9999);
export const WORLD_CLUSTER = [worldAddress(11), worldAddress(12), worldAddress(40)];
/** Origins of every kind: busy, quiet, labelled, clustered, the hub, next to the hub, unknown. */
export const WORLD_ORIGINS = [
  ...[0, 1, 2, 3, 4, 5, 8, 11, 13, 21, 40, 60, 99, 150, 299].map(worldAddress),
  WORLD_HUB,
  worldAddress(20_500),
  worldAddress(123_456),
];

const rng = seededRandom;

export async function writeRandomFlowWorld(db: Db): Promise<void> {
  const random = rng(7);
  const n = 300;
  const transactions: { hash: string; from: string; to: string; valueUsd: number }[] = [];
  const pick = () => Math.floor(n * random() ** 2);
  for (let i = 0; i < 2500; i++) {
    const from = pick();
    let to = pick();
    if (to === from) to = (to + 1) % n;
    const valueUsd = Math.round(10 ** (random() * 4) * 100) / 100;
    transactions.push({ hash: `t${i}`, from: worldAddress(from), to: worldAddress(to), valueUsd });
  }
  // The megahub pays 1,100 distinct addresses (some of the world's, mostly its own) and receives from a few.
  for (let i = 0; i < 1100; i++) {
    transactions.push({
      hash: `h${i}`,
      from: WORLD_HUB,
      to: worldAddress(i < 60 ? i : 20_000 + i),
      valueUsd: 5 + i,
    });
  }
  for (let i = 0; i < 40; i++) {
    transactions.push({ hash: `g${i}`, from: worldAddress(i * 7), to: WORLD_HUB, valueUsd: 900 });
  }
  transactions.push({ hash: 'z0', from: worldAddress(3), to: worldAddress(4), valueUsd: 0 });
  await writeBlocks(db, WORLD_CHAIN, {
    native: { symbol: 'ETH', decimals: 18 },
    transactions: transactions.map((t, i) => ({
      hash: t.hash,
      blockNumber: i,
      blockTime: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      transfers: [
        { type: 1 as const, from: t.from, to: t.to, assetSymbol: 'ETH', amount: '1', valueUsd: t.valueUsd },
        // Every ninth pair also moves a small part: the pair has transfers on both sides of a minimum.
        ...(i % 9 === 0
          ? [
              {
                type: 8 as const,
                from: t.from,
                to: t.to,
                assetSymbol: 'ETH',
                amount: '0.01',
                valueUsd: t.valueUsd / 50,
              },
            ]
          : []),
      ],
    })),
  });
  await refreshAddressFacts(db, WORLD_CHAIN);
  await writeClusters(db, WORLD_CHAIN, [{ representative: WORLD_CLUSTER[0]!, members: WORLD_CLUSTER }]);
  const categories = ['Sanctions', 'Exchange', 'Darknet', 'Scam', 'Gambling', 'Coin Mixer'] as const;
  const entityIds: number[] = [];
  for (const [i, category] of categories.entries()) {
    const row = await db
      .insertInto('entities')
      .values({ name: `Entity ${i}`, category, subtype: null, description: '', sentiment: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    entityIds.push(row.id);
  }
  const labelled = [5, 17, 23, 31, 44, 58, 77, 90, 120, 150, 201, 250];
  await db
    .insertInto('labels')
    .values(
      labelled.map((a, i) => ({
        blockchain: WORLD_CHAIN,
        address: worldAddress(a),
        cluster_id: null,
        entity_id: entityIds[i % entityIds.length]!,
        source: 'analyst',
        confidence: 50 + i,
        attributed_at: new Date('2024-01-01T00:00:00Z'),
        valid_from: null,
        // One label ended before the screening: never counted.
        valid_to: i === 3 ? new Date('2025-01-01T00:00:00Z') : null,
      })),
    )
    .execute();
}

/** Numbers to 9 significant digits: two stores sum the same values in another order. */
function settled(value: unknown): unknown {
  if (typeof value === 'number') return Number(value.toPrecision(9));
  if (Array.isArray(value)) return value.map(settled);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, settled(v)]));
  }
  return value;
}

/** What a screening shows of an origin traced on `graphs`: figures, rows, tree and explanations, comparable. */
export async function screenedView(
  graphs: ChainGraphs,
  origin: string,
  settings: { maxHops: number; minEdgeUsd: number },
): Promise<{ view: unknown; hasFlow: boolean }> {
  const members = origin === WORLD_CLUSTER[0] ? WORLD_CLUSTER : [origin];
  const { snapshot } = await computeAddressExposure({ graphs, tracer: INLINE_TRACER }, WORLD_CHAIN, members, {
    ...settings,
    now: WORLD_NOW,
    explain: true,
  });
  return {
    hasFlow: snapshot.incoming.total > 0 || snapshot.outgoing.total > 0,
    view: settled({
      incoming: snapshot.incoming,
      outgoing: snapshot.outgoing,
      tree: snapshot.investigation_tree,
      explanations: snapshot.explanations
        .map((e) => ({
          figure: `${e.direction} ${e.entityId} ${e.exposureType}`,
          value: e.value,
          explained: e.explainedValue,
          paths: e.paths.map((p) => p.value).sort((x, y) => y - x),
        }))
        .sort((x, y) => (x.figure < y.figure ? -1 : 1)),
    }),
  };
}

/**
 * Every origin of the world traced on `actual` at each of the settings shows what it shows traced on `expected`
 * (checked); resolves to how many of the traces found flow, so a check can tell it compared something.
 */
export async function expectSameViews(
  expected: ChainGraphs,
  actual: ChainGraphs,
  settingsList: readonly { maxHops: number; minEdgeUsd: number }[],
): Promise<number> {
  let withFlow = 0;
  for (const { maxHops, minEdgeUsd } of settingsList) {
    for (const origin of WORLD_ORIGINS) {
      const [a, b] = await Promise.all([
        screenedView(expected, origin, { maxHops, minEdgeUsd }),
        screenedView(actual, origin, { maxHops, minEdgeUsd }),
      ]);
      expect(b.view, `${origin} at ${maxHops} hops, minimum ${minEdgeUsd}`).toEqual(a.view);
      if (a.hasFlow) withFlow++;
    }
  }
  return withFlow;
}
