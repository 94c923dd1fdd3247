import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EvmNode, startEvmNode } from '../../test/helpers/evm-node.ts';
import { type HandExample, mineHandExample } from '../../test/helpers/hand-example.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { openDatabase } from '../db/client.ts';
import { runCli } from './test-support.ts';

/**
 * What an operator does, in real processes: transfers mined on a local EVM node, indexed with `sync-chain`,
 * priced with `import-prices` (which re-values what was synced), attributed with `import-labels`; then the API
 * screens the address. Figures by hand (ETH = $2,000):
 *
 *   S (Sanctions) ─3 ETH→ X ←1 ETH─ U          E (Exchange) ─1 ETH→ O
 *                          X ─2 ETH→ O
 *
 * Incoming to O: $6,000 = Exchange direct $2,000 (33.33%) + via X $4,000, which X got 3:1 from S and U:
 * Sanctions indirect $3,000 (50.00%) and Unknown $1,000 (16.67%).
 */
let node: EvmNode;
let dataDir: string;
let ctx: TestApp | undefined;
let acct: HandExample;

beforeAll(async () => {
  node = await startEvmNode(8574);
  dataDir = mkdtempSync(join(tmpdir(), 'riskscreen-operator-'));
  acct = await mineHandExample(node);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await node?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('an operator loads chain data, prices and labels with the CLI, then screens through the API', () => {
  it('gets the hand-computed counterparty rows and taint percentages, to the cent', {
    timeout: 180_000,
  }, async () => {
    const env = { DATA_DIR: dataDir };
    // The first command starts as `npm run cli` does (tsx on the sources), the rest from the run's bundle.
    const synced = await runCli(
      ['sync-chain', '1'],
      { ...env, EVM_RPC_URL_1: node.url },
      { throughTsx: true },
    );
    expect(synced.code, synced.stderr).toBe(0);

    const prices = join(dataDir, 'prices.csv');
    writeFileSync(prices, 'asset,day,usd\nETH,2000-01-01,2000\n');
    const priced = await runCli(['import-prices', prices], env);
    expect(priced.code, priced.stderr).toBe(0);

    const labels = join(dataDir, 'labels.csv');
    writeFileSync(
      labels,
      [
        'address,blockchain,entity_name,category',
        `${acct.S},ETH,Evil Corp,Sanctions`,
        `${acct.E},1,Good Exchange,Exchange`,
      ].join('\n'),
    );
    const imported = await runCli(['import-labels', '--format', 'csv', labels], env);
    expect(imported.code, imported.stderr).toBe(0);

    // The CLI has exited (its lock released): the server side opens the same embedded database.
    ctx = await createTestApp({}, { handle: await openDatabase({ dataDir }, 'the test') });
    const res = await ctx.call('agent', {
      method: 'POST',
      url: '/risk/api/v4/addresses/?workspace=alpha&get_extra_data=true',
      payload: { identifier: acct.O, currency: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.incoming).toMatchObject({ total: 6000, direct: 2000, indirect: 3000, unknown: 1000 });
    type Row = {
      tag_type_verbose: string;
      tag_name_verbose: string;
      exposure_type: string;
      total_value_usd: number;
    };
    const rows = (body.incoming_counterparty_summary as Row[])
      .map((r) => {
        const taint = ((r.total_value_usd / body.incoming.total) * 100).toFixed(2);
        return `${r.tag_type_verbose} ${r.tag_name_verbose} ${r.exposure_type} $${r.total_value_usd.toFixed(2)} ${taint}%`;
      })
      .sort();
    expect(rows).toEqual([
      'Exchange Good Exchange direct $2000.00 33.33%',
      'Sanctions Evil Corp indirect $3000.00 50.00%',
      'Unknown Unknown indirect $1000.00 16.67%',
    ]);
    expect(body.risk_level).toBeGreaterThanOrEqual(4);
  });
});
