import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLabelCsv } from '../../../../test/helpers/eth-world.ts';
import { type EvmNode, startEvmNode } from '../../../../test/helpers/evm-node.ts';
import { mineHandExample } from '../../../../test/helpers/hand-example.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { upsertPrices } from '../../../chain/store/reference-data.ts';
import { syncChain } from '../../../chain/sync.ts';
import { withPlanFlags } from '../../../test-support/plan-flags.test-support.ts';

/**
 * The workspace's exposure settings through the API, on transfers mined on a real EVM node (ETH = $2,000):
 *
 *   S (Sanctions) ─3 ETH→ X ←1 ETH─ U          E (Exchange) ─1 ETH→ O
 *                          X ─2 ETH→ O
 *
 * Incoming to O: $6,000. At 3 hops: Exchange direct $2,000; via X ($4,000, which X got 3:1 from S and U) Sanctions
 * indirect $3,000 and Unknown $1,000.
 */
const SETTINGS = '/risk/api/v4/screening-settings/?workspace=alpha';
let ctx: TestApp;
let node: EvmNode;
let O: string;

beforeAll(async () => {
  [ctx, node] = await Promise.all([createTestApp(), startEvmNode(8571)]);
  await upsertPrices(ctx.db, [{ assetSymbol: 'ETH', day: '2000-01-01', usd: 2000 }]);
  const { S, E, O: o } = await mineHandExample(node);
  O = o;
  await syncChain(ctx.db, { evm: new Map([[1, { url: node.url, startBlock: 0 }]]), esplora: undefined }, 1);
  const csv = [
    'address,blockchain,entity_name,category',
    `${S},ETH,Evil Corp,Sanctions`,
    `${E},1,Good Exchange,Exchange`,
  ];
  await importLabelCsv(ctx.db, csv);
}, 120_000);
afterAll(async () => {
  await node?.close();
  await ctx?.close();
});

type Row = { tag_type_verbose: string; exposure_type: string; total_value_usd: number };

async function screenO() {
  const res = await ctx.call('agent', {
    method: 'POST',
    url: '/risk/api/v4/addresses/?workspace=alpha&get_extra_data=true',
    payload: { identifier: O, currency: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const rows = (body.incoming_counterparty_summary as Row[]).map(
    (r) => `${r.tag_type_verbose} ${r.exposure_type} ${r.total_value_usd.toFixed(2)}`,
  );
  return { incoming: body.incoming as Record<string, number>, rows, tree: body.investigation_tree };
}

const put = (user: 'admin' | 'agent', payload: unknown) =>
  ctx.call(user, { method: 'PUT', url: SETTINGS, payload: payload as object });

describe('screening settings', () => {
  it('are read by members and changed by admins only', async () => {
    const read = await ctx.call('agent', { method: 'GET', url: SETTINGS });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      max_hops: 3,
      effective_max_hops: 3,
      max_hops_limit: 10,
      is_multi_hop_enabled: true,
      min_edge_value_usd: 0,
      tracing_method: 'haircut',
    });
    expect((await put('agent', { max_hops: 2 })).statusCode).toBe(403);
    const bad = await put('admin', { max_hops: 11, min_edge_value_usd: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/The hop limit is at most 10/);
    expect((await put('admin', { max_hops: 1.5 })).statusCode).toBe(400);
    expect((await put('admin', { min_edge_value_usd: 'lots' })).statusCode).toBe(400);
    // Nothing half-written by the refused requests.
    expect((await ctx.call('admin', { method: 'GET', url: SETTINGS })).json()).toMatchObject({
      max_hops: 3,
      min_edge_value_usd: 0,
    });
  });

  it('trace 3 hops by default: direct and indirect exposure, to the cent', async () => {
    const { incoming, rows } = await screenO();
    expect(incoming).toMatchObject({ total: 6000, direct: 2000, indirect: 3000, unknown: 1000 });
    expect(rows).toEqual(
      expect.arrayContaining([
        'Exchange direct 2000.00',
        'Sanctions indirect 3000.00',
        'Unknown indirect 1000.00',
      ]),
    );
  });

  it('a hop limit of 1 removes indirect exposure', async () => {
    const res = await put('admin', { max_hops: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ max_hops: 1, effective_max_hops: 1 });
    const { incoming, rows, tree } = await screenO();
    expect(incoming).toMatchObject({ total: 6000, direct: 2000, indirect: 0, unknown: 4000 });
    expect(rows).not.toContainEqual(expect.stringMatching(/^Sanctions/));
    expect(Math.max(...tree.incoming_edges.map((e: { depth: number }) => e.depth))).toBe(1);
  });

  it('a minimum value per edge drops the smaller transfers from tracing', async () => {
    const res = await put('admin', { max_hops: 3, min_edge_value_usd: 2500 });
    expect(res.json()).toMatchObject({ max_hops: 3, min_edge_value_usd: 2500 });
    // E → O ($2,000) and U → X ($2,000) are under $2,500: E's value is Unknown, U's share at X too.
    const { incoming, rows, tree } = await screenO();
    expect(incoming).toMatchObject({ total: 6000, direct: 0, indirect: 3000, unknown: 3000 });
    expect(rows).not.toContainEqual(expect.stringMatching(/^Exchange/));
    expect(rows).toContainEqual('Sanctions indirect 3000.00');
    expect(tree.incoming_edges).toHaveLength(2);
    await put('admin', { min_edge_value_usd: 0 });
  });

  it('a minimum value per edge applies to transaction screening: legs by value, earlier flows per transfer', async () => {
    // The transaction X → O ($4,000): X had $6,000 from S (Sanctions) and $2,000 from U before it.
    const hash = (
      await ctx.db
        .selectFrom('transfers as t')
        .innerJoin('chain_transactions as c', 'c.id', 't.tx_id')
        .select('c.hash')
        .where('t.to_address', '=', O)
        .where('t.value_usd', '=', 4000)
        .executeTakeFirstOrThrow()
    ).hash;
    const screenTx = async () => {
      const res = await ctx.call('agent', {
        method: 'POST',
        url: '/risk/api/v4/transactions/?workspace=alpha&get_extra_data=true',
        payload: { identifier: hash, currency: 1 },
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return { incoming: body.incoming, edges: body.investigation_tree.incoming_edges as unknown[] };
    };
    await put('admin', { max_hops: 3, min_edge_value_usd: 0 });
    const all = await screenTx();
    expect(all.incoming).toMatchObject({ total: 4000, direct: 0, indirect: 3000, unknown: 1000 });
    expect(all.edges).toHaveLength(3);
    // U → X ($2,000) is under $3,000: counted in X's inflow (Unknown), no longer followed or drawn.
    await put('admin', { min_edge_value_usd: 3000 });
    const some = await screenTx();
    expect(some.incoming).toMatchObject({ total: 4000, direct: 0, indirect: 3000, unknown: 1000 });
    expect(some.edges).toHaveLength(2);
    // The leg itself ($4,000) is under $5,000: nothing is followed.
    await put('admin', { min_edge_value_usd: 5000 });
    const none = await screenTx();
    expect(none.incoming).toMatchObject({ total: 4000, direct: 0, indirect: 0, unknown: 4000 });
    await put('admin', { min_edge_value_usd: 0 });
  });

  it('stay at 1 hop without the plan’s multi-hop feature', async () => {
    await put('admin', { max_hops: 3 });
    await withPlanFlags(ctx.db, 'acme', { is_multi_hop_enabled: false }, async () => {
      const read = (await ctx.call('admin', { method: 'GET', url: SETTINGS })).json();
      expect(read).toMatchObject({ max_hops: 3, effective_max_hops: 1, max_hops_limit: 1 });
      const refused = await put('admin', { max_hops: 2 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        max_hops: ['Multi-hop tracing is not included in your plan: the hop limit is 1.'],
      });
      const { incoming } = await screenO();
      expect(incoming).toMatchObject({ direct: 2000, indirect: 0, unknown: 4000 });
    });
  });
});
