import { beforeAll, describe, expect, it } from 'vitest';
import { writeEthWorld } from '../../../../test/helpers/eth-world.ts';
import { upsertAssets, upsertPrices } from '../../../chain/store/index.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { queueMonitorRun } from './index.ts';

/**
 * The smart contract watchlist in the monitor (decision 0083): a new transfer of a watched token makes both its
 * ends monitored in the workspace that watches it, for that batch, even where nothing else is monitored; the
 * re-screen's reason names the token. Other tokens, other workspaces and a plan without token monitoring: nothing.
 */
const USDT = '0xdac17f958d2ee523a2206206994597c13d831ec7';
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const SENDER = '0x6666666666666666666666666666666666666666';
const RECEIVER = '0x7777777777777777777777777777777777777777';
const OTHER = '0x8888888888888888888888888888888888888888';
const IGNORED = '0x9999999999999999999999999999999999999999';
let block = 21_000_000;
const at = new Date('2024-06-01T12:00:00Z');

type Transfer = { from: string; to: string; amount: string; symbol: string; contract: string };
async function newBlock(transfers: Transfer[]) {
  block += 1;
  const hash = `0x${block.toString(16).padStart(64, '0')}`;
  const tokenTransfers = transfers.map((t) => ({
    type: 4 as const,
    from: t.from,
    to: t.to,
    amount: t.amount,
    assetSymbol: t.symbol,
    assetContract: t.contract,
  }));
  await writeEthWorld(
    ctx.db,
    [{ hash, blockNumber: block, blockTime: at, transfers: tokenTransfers }],
    at,
    block,
  );
  return hash;
}
const runMonitor = async () => {
  await queueMonitorRun({ db: ctx.db, jobs: ctx.jobs });
  await ctx.runJobs();
};
const rescreens = () =>
  ctx.db
    .selectFrom('monitor_rescreens as r')
    .innerJoin('workspaces as w', 'w.id', 'r.workspace_id')
    .select(['w.slug', 'r.identifier', 'r.trigger', 'r.reason'])
    .orderBy('r.id')
    .execute();

const ctx = useTestApp();
beforeAll(async () => {
  await upsertAssets(ctx.db, [
    { blockchain: 1, symbol: 'ETH', name: 'Ether', decimals: 18 },
    { blockchain: 1, symbol: 'USDT', name: 'Tether USD', decimals: 6, contractAddress: USDT },
  ]);
  await upsertPrices(ctx.db, [{ assetSymbol: 'USDT', day: '2024-06-01', usd: 1 }]);
  await newBlock([{ from: OTHER, to: SENDER, amount: '1', symbol: 'USDT', contract: USDT }]);
  // The monitor starts following from here.
  await runMonitor();
  // Nothing is monitored in either workspace; alpha's plan has token monitoring and watches USDT.
  await ctx.db.updateTable('workspaces').set({ continuous_monitoring_level: 0 }).execute();
  await ctx.db
    .updateTable('workspaces')
    .set({ token_monitoring_status: true })
    .where('slug', '=', 'alpha')
    .execute();
  const watch = await ctx.call('admin', {
    method: 'POST',
    url: '/risk/api/v4/token-monitoring-addresses/?workspace=alpha',
    payload: { identifier: USDT, currency: 1 },
  });
  expect(watch.statusCode, watch.body).toBe(201);
  const screened = await ctx.call('agent', {
    method: 'POST',
    url: '/risk/api/v4/addresses/?workspace=alpha',
    payload: { identifier: SENDER, currency: 1 },
  });
  expect(screened.statusCode, screened.body).toBe(200);
  const ignore = await ctx.call('admin', {
    method: 'POST',
    url: '/risk/api/v4/custom-monitored-addresses/?workspace=alpha',
    payload: { identifier: IGNORED, currency: 1, is_ignored: true },
  });
  expect(ignore.statusCode, ignore.body).toBe(201);
}, 120_000);

describe('the monitor and the smart contract watchlist', () => {
  it('screens both ends of a watched token transfer in the watching workspace, naming the token', async () => {
    // The sync may keep a contract in another case: the watchlist's lower-case entry still matches on EVM.
    const hash = await newBlock([
      {
        from: SENDER,
        to: RECEIVER,
        amount: '250',
        symbol: 'USDT',
        contract: USDT.toUpperCase().replace('0X', '0x'),
      },
      { from: OTHER, to: RECEIVER, amount: '10', symbol: 'USDC', contract: USDC },
      { from: IGNORED, to: OTHER, amount: '5', symbol: 'USDT', contract: USDT },
    ]);
    await runMonitor();

    const rows = await rescreens();
    // Both ends of each USDT transfer but the ignored one; nothing for USDC, nothing in beta.
    expect(rows.map((r) => [r.slug, r.identifier, r.trigger]).sort()).toEqual([
      ['alpha', SENDER, 'watched_token'],
      ['alpha', RECEIVER, 'watched_token'],
      ['alpha', OTHER, 'watched_token'],
    ]);
    const sender = rows.find((r) => r.identifier === SENDER);
    expect(sender?.reason).toBe(
      `Transfer of watched token USDT (${USDT}): 250 USDT ($250.00) from ${SENDER} to ${RECEIVER} in transaction ${hash}`,
    );
    // The never-screened receiver is now screened in alpha, and only there.
    const receiver = await ctx.db
      .selectFrom('screened_addresses as s')
      .innerJoin('workspaces as w', 'w.id', 's.workspace_id')
      .select('w.slug')
      .where('s.identifier', '=', RECEIVER)
      .execute();
    expect(receiver).toEqual([{ slug: 'alpha' }]);
  });

  it('does nothing for a watched entry once the plan no longer has token monitoring', async () => {
    const before = (await rescreens()).length;
    await ctx.db
      .updateTable('workspaces')
      .set({ token_monitoring_status: false })
      .where('slug', '=', 'alpha')
      .execute();
    await newBlock([{ from: SENDER, to: RECEIVER, amount: '1', symbol: 'USDT', contract: USDT }]);
    await runMonitor();
    expect(await rescreens()).toHaveLength(before);
  });
});
