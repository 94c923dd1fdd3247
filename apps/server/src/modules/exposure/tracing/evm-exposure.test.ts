import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLabelCsv } from '../../../../test/helpers/eth-world.ts';
import { type EvmNode, startEvmNode } from '../../../../test/helpers/evm-node.ts';
import { mineHandExample } from '../../../../test/helpers/hand-example.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { upsertPrices } from '../../../chain/store/reference-data.ts';
import { syncChain } from '../../../chain/sync.ts';

/**
 * End to end on a real EVM node: transfers mined on ganache, indexed by the evm provider, labels imported from a
 * label CSV, then the address screened through the API. The expected figures are computed by hand (ETH = $2,000):
 *
 *   S (Sanctions) ─3 ETH→ X ←1 ETH─ U (unknown, no inflow)        E (Exchange) ─1 ETH→ O ─0.5 ETH→ M (Coin Mixer)
 *                          X ─2 ETH→ O
 *
 * Incoming to O: $6,000 = E direct $2,000 + via X $4,000, which X got 3:1 from S and U → Sanctions indirect
 * $3,000 and Unknown $1,000. Outgoing: $1,000 direct to the mixer.
 */
let ctx: TestApp;
let node: EvmNode;
let acct: { S: string; X: string; U: string; O: string; E: string; M: string };

beforeAll(async () => {
  [ctx, node] = await Promise.all([createTestApp(), startEvmNode(8566)]);
  await upsertPrices(ctx.db, [{ assetSymbol: 'ETH', day: '2000-01-01', usd: 2000 }]);
  acct = await mineHandExample(node, { withMixer: true });
  const { S, E, M } = acct;
  await syncChain(ctx.db, { evm: new Map([[1, { url: node.url, startBlock: 0 }]]), esplora: undefined }, 1);
  await importLabelCsv(ctx.db, [
    'address,blockchain,entity_name,category',
    `${S},ETH,Evil Corp,Sanctions`,
    `${E},1,Good Exchange,Exchange`,
    `${M},ETH,Tumbler,Coin Mixer`,
  ]);
}, 120_000);
afterAll(async () => {
  await node?.close();
  await ctx?.close();
});

describe('exposure of an address on a real EVM node, computed by hand', () => {
  it('matches the counterparty rows and taint percentages to the cent', async () => {
    const res = await ctx.call('agent', {
      method: 'POST',
      url: '/risk/api/v4/addresses/?workspace=alpha&get_extra_data=true',
      payload: { identifier: acct.O, currency: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const rows = (
      list: {
        tag_type_verbose: string;
        tag_name_verbose: string;
        exposure_type: string;
        total_value_usd: number;
      }[],
    ) =>
      list
        .filter((r) => r.total_value_usd > 0)
        .map(
          (r) =>
            `${r.tag_type_verbose}|${r.tag_name_verbose}|${r.exposure_type}|${r.total_value_usd.toFixed(2)}`,
        )
        .sort();
    expect(body.incoming.total).toBeCloseTo(6000, 2);
    expect(rows(body.incoming_counterparty_summary)).toEqual([
      'Exchange|Good Exchange|direct|2000.00',
      'Sanctions|Evil Corp|indirect|3000.00',
      'Unknown|Unknown|indirect|1000.00',
    ]);
    const taint = (usd: number) => ((usd / body.incoming.total) * 100).toFixed(2);
    expect([taint(2000), taint(3000), taint(1000)]).toEqual(['33.33', '50.00', '16.67']);
    expect(body.outgoing.total).toBeCloseTo(1000, 2);
    expect(rows(body.outgoing_counterparty_summary)).toEqual(['Coin Mixer|Tumbler|direct|1000.00']);
    // Indirect Sanctions ≥ $1,000 and direct mixer exposure are High in the default policies.
    expect(body.risk_level).toBe(4);
  });

  it('with a hop limit of 1, what came through X is Unknown', async () => {
    await ctx.db.updateTable('workspaces').set({ max_hops: 1 }).where('slug', '=', 'alpha').execute();
    const body = (
      await ctx.call('agent', {
        method: 'POST',
        url: '/risk/api/v4/addresses/?workspace=alpha&get_extra_data=true',
        payload: { identifier: acct.O, currency: 1 },
      })
    ).json();
    const unknown = body.incoming_counterparty_summary
      .filter((r: { tag_type_verbose: string }) => r.tag_type_verbose === 'Unknown')
      .reduce((s: number, r: { total_value_usd: number }) => s + r.total_value_usd, 0);
    expect(unknown.toFixed(2)).toBe('4000.00');
    expect(body.incoming.indirect).toBe(0);
  });
});
