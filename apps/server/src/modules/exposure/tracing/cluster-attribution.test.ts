import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EsploraFixtureServer,
  startEsploraFixtureServer,
} from '../../../../test/helpers/esplora-fixture-server.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { syncEsplora } from '../../../chain/providers/esplora/sync-esplora.ts';
import { upsertPrices } from '../../../chain/store/reference-data.ts';
import { loadLabels } from '../../attribution/index.ts';

/**
 * Labels of a cluster apply to every address of the cluster. Real Bitcoin blocks 50,000–50,002 (recorded data,
 * served as Esplora): in block 50,001, 1DoQeK… and 1PZMgk… spend together (one cluster by common input) and pay
 * 100 BTC to 1HaHTf…, which also receives 50 BTC from 18dxbN… in block 50,002. The cluster, not its addresses, is
 * labelled here (BTC = $1,000).
 */
const CLUSTER = ['1DoQeKfU3dYhN9bxMpFFcVUnufCPDqSPae', '1PZMgkF2x161qvfP7dhoWSEEU3SjnQE1m9'];
const RECEIVER = '1HaHTfmvoUW6i6nhJf8jJs6tU4cHNmBQHQ';
const OTHER_SENDER = '18dxbN6m8zxieN8F9BchXmhbeXUdFLr8fD';

let ctx: TestApp;
let esplora: EsploraFixtureServer;
let clusterId: number;

beforeAll(async () => {
  [ctx, esplora] = await Promise.all([createTestApp(), startEsploraFixtureServer(8584)]);
  await upsertPrices(ctx.db, [{ assetSymbol: 'BTC', day: '2000-01-01', usd: 1000 }]);
  await syncEsplora(ctx.db, { url: esplora.url, startBlock: 50_000 });
  const cluster = await ctx.db
    .selectFrom('clusters')
    .select(['id', 'size'])
    .where('blockchain', '=', 0)
    .executeTakeFirstOrThrow();
  expect(cluster.size).toBe(2);
  clusterId = Number(cluster.id);
  const entity = await ctx.db
    .insertInto('entities')
    .values({ name: 'Harbour Exchange', category: 'Exchange', subtype: null, description: '', sentiment: 3 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const delisted = await ctx.db
    .insertInto('entities')
    .values({ name: 'Old Mixer', category: 'Coin Mixer', subtype: null, description: '', sentiment: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('labels')
    .values([
      {
        blockchain: 0,
        address: null,
        cluster_id: clusterId,
        entity_id: entity.id,
        source: 'analyst',
        confidence: 80,
        attributed_at: new Date('2024-01-01T00:00:00Z'),
        valid_from: null,
        valid_to: null,
      },
      // A cluster label that no longer applies (its validity ended): never counted.
      {
        blockchain: 0,
        address: null,
        cluster_id: clusterId,
        entity_id: delisted.id,
        source: 'analyst',
        confidence: 100,
        attributed_at: new Date('2020-01-01T00:00:00Z'),
        valid_from: null,
        valid_to: new Date('2021-01-01T00:00:00Z'),
      },
    ])
    .execute();
}, 120_000);
afterAll(async () => {
  await Promise.all([ctx?.close(), esplora?.close()]);
});

const screen = async (identifier: string) => {
  const res = await ctx.call('agent', {
    method: 'POST',
    url: '/risk/api/v4/addresses/?workspace=alpha&get_extra_data=true',
    payload: { identifier, currency: 0 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('cluster labels', () => {
  it('apply to every member address, with the label’s confidence and validity', async () => {
    const now = new Date();
    const labels = await loadLabels(ctx.db, 0, [...CLUSTER, RECEIVER], now);
    for (const member of CLUSTER) {
      expect(labels.get(member)).toEqual([
        expect.objectContaining({ address: member, clusterId, name: 'Harbour Exchange', confidence: 80 }),
      ]);
    }
    expect(labels.get(RECEIVER)).toBeUndefined();
    // Without a point in time, the expired one comes back with its validity for the caller to weigh.
    const all = await loadLabels(ctx.db, 0, [CLUSTER[0] as string]);
    expect(all.get(CLUSTER[0] as string)?.map((l) => [l.name, l.validTo ?? null])).toEqual([
      ['Harbour Exchange', null],
      ['Old Mixer', Math.floor(Date.parse('2021-01-01T00:00:00Z') / 1000)],
    ]);
  });

  it('make a member screen as owned by the cluster’s entity', async () => {
    const body = await screen(CLUSTER[1] as string);
    expect(body).toMatchObject({
      tag_name_verbose: null,
      tag_name_verbose_owner: 'Harbour Exchange',
      tag_type_verbose_owner: 'Exchange',
      node_info: { cluster_id: clusterId, cluster_size: 2 },
    });
  });

  it('count as attributed counterparties, drawn as one Cluster node in the investigation tree', async () => {
    const body = await screen(RECEIVER);
    const incoming = body.incoming_counterparty_summary as {
      tag_name_verbose: string;
      exposure_type: string;
      total_value_usd: number;
    }[];
    expect(body.incoming.total).toBeCloseTo(150_000, 6);
    expect(body.incoming.direct).toBeCloseTo(100_000, 6);
    expect(incoming).toContainEqual(
      expect.objectContaining({
        tag_name_verbose: 'Harbour Exchange',
        exposure_type: 'direct',
        total_value_usd: 100_000,
      }),
    );
    const tree = body.investigation_tree as {
      nodes: { id: string; type: string; name: string; address_count: number; addresses: string[] }[];
      incoming_edges: { sender: string; receiver: string; value: number; depth: number }[];
    };
    const origin = tree.nodes.find((n) => n.type === 'origin');
    expect(origin?.id).toBe(RECEIVER);
    const clusterNode = tree.nodes.find((n) => n.type === 'cluster');
    expect(clusterNode).toMatchObject({
      id: `-${CLUSTER[0]}`,
      name: 'Harbour Exchange',
      address_count: 2,
      addresses: CLUSTER,
    });
    expect(tree.incoming_edges).toContainEqual(
      expect.objectContaining({ sender: `-${CLUSTER[0]}`, receiver: RECEIVER, value: 100_000, depth: 1 }),
    );
    // An unclustered sender stays an Address node.
    expect(tree.nodes).toContainEqual(expect.objectContaining({ id: `-${OTHER_SENDER}`, type: 'address' }));
  });
});

describe('cluster labels in the demo world', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({}, { demoWorld: true });
  }, 120_000);
  afterAll(async () => {
    await demo?.close();
  });

  it('draw a customer’s exchange as one Cluster node named after the cluster’s label', async () => {
    // An unclustered address that paid into a labelled exchange cluster (a customer depositing).
    const customer = await demo.db
      .selectFrom('transfers as t')
      .innerJoin('chain_addresses as member', (join) =>
        join.onRef('member.address', '=', 't.to_address').on('member.blockchain', '=', 0),
      )
      .innerJoin('labels as l', 'l.cluster_id', 'member.cluster_id')
      .innerJoin('entities as e', 'e.id', 'l.entity_id')
      .innerJoin('clusters as c', 'c.id', 'member.cluster_id')
      .innerJoin('chain_addresses as sender', (join) =>
        join.onRef('sender.address', '=', 't.from_address').on('sender.blockchain', '=', 0),
      )
      .select(['t.from_address', 'e.name', 'c.representative'])
      .where('t.blockchain', '=', 0)
      .where('e.category', '=', 'Exchange')
      .where('sender.cluster_id', 'is', null)
      .where('t.from_address', '<>', '')
      .orderBy('t.from_address')
      .executeTakeFirstOrThrow();
    const res = await demo.call('agent', {
      method: 'POST',
      url: '/risk/api/v4/addresses/?workspace=alpha&get_extra_data=true',
      payload: { identifier: customer.from_address, currency: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const nodes = res.json().investigation_tree.nodes as {
      id: string;
      type: string;
      name: string;
      address_count: number;
    }[];
    expect(nodes).toContainEqual(
      expect.objectContaining({
        id: `+${customer.representative}`,
        type: 'cluster',
        name: customer.name,
        address_count: expect.any(Number),
      }),
    );
    const exchange = nodes.find((n) => n.id === `+${customer.representative}`);
    expect(exchange?.address_count).toBeGreaterThan(1);
  });
});
