import { beforeAll, describe, expect, it } from 'vitest';
import { writeEthWorld } from '../../../../test/helpers/eth-world.ts';
import { priceEtherForJune2024 } from '../../../test-support/june-2024-ether.test-support.ts';
import { screenAddress } from '../../../test-support/screening.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { importPublication, perCurrencyLists } from '../../attribution/test-support.ts';
import { queueMonitorRun } from './index.ts';

/**
 * The monitor on a synced test chain (blocks stored by the sync's own writer) and OFAC's lists: a monitored clean
 * address that receives funds from a sanctioned wallet is screened again, with the transfer and the entity as the
 * reason, and its risk and alerts change; an ignored, a muted or an expired one is not.
 */
let sanctioned: string;
const SOURCE = '0x2222222222222222222222222222222222222222';
const MONITORED = '0x3333333333333333333333333333333333333333';
const IGNORED = '0x4444444444444444444444444444444444444444';
const MUTED = '0x5555555555555555555555555555555555555555';
let block = 20_000_000;

const at = new Date('2024-06-01T12:00:00Z');
/** A new block of the test chain, as the sync stores it, and the chain marked synced to it. */
async function newBlock(transfers: { from: string; to: string; amount: string }[]) {
  block += 1;
  const hash = `0x${block.toString(16).padStart(64, '0')}`;
  const transaction = {
    hash,
    blockNumber: block,
    blockTime: at,
    transfers: transfers.map((t) => ({ type: 1 as const, assetSymbol: 'ETH', ...t })),
  };
  await writeEthWorld(ctx.db, [transaction], at, block);
  return hash;
}

const screen = (identifier: string) => screenAddress(ctx, identifier);
const detail = async (id: number) =>
  (
    await ctx.call('agent', { method: 'GET', url: `/risk/api/v4/addresses/${id}/?workspace=alpha` })
  ).json() as {
    risk_level: number;
    is_muted: boolean;
    is_custom_ignored: boolean;
    is_monitored: boolean;
  };
const alertsOf = async (id: number) =>
  (
    await ctx.call('agent', {
      method: 'GET',
      url: `/resolutioncenter/api/v4/address/${id}/alerts/?workspace=alpha`,
    })
  ).json().results as { id: number }[];
/** An alert's items and cycles, as the alert page reads them. */
const itemsOf = async (alertId: number) =>
  (
    await ctx.call('agent', {
      method: 'GET',
      url: `/resolutioncenter/api/v4/alerts/${alertId}/items/?workspace=alpha`,
    })
  ).json().results as { id: number; reason: string | null }[];
const cyclesOf = async (alertId: number) =>
  (
    await ctx.call('agent', {
      method: 'GET',
      url: `/resolutioncenter/api/v4/alerts/${alertId}/cycles/?workspace=alpha`,
    })
  ).json().results as { id: number; screening_reason: string | null }[];
const rescreensOf = (identifier: string) =>
  ctx.db
    .selectFrom('monitor_rescreens')
    .select(['trigger', 'reason', 'risk_before', 'risk_after'])
    .where('identifier', '=', identifier)
    .orderBy('id')
    .execute();
const runMonitor = async () => {
  await queueMonitorRun({ db: ctx.db, jobs: ctx.jobs });
  await ctx.runJobs();
};

let ids: Record<'monitored' | 'ignored' | 'muted', number>;
const ctx = useTestApp();
beforeAll(async () => {
  const lists = perCurrencyLists();
  sanctioned = (lists.find((i) => i.name.endsWith('_ETH.txt'))?.text.split('\n')[0] ?? '').toLowerCase();
  expect(sanctioned).toMatch(/^0x/);
  await priceEtherForJune2024(ctx.db);
  // History: each address received clean funds once.
  await newBlock([MONITORED, IGNORED, MUTED].map((to) => ({ from: SOURCE, to, amount: '1' })));
  await importPublication(ctx.db, 'ofac-list', lists, new Date('2024-09-27T00:00:00Z'));
  // The monitor starts following from here (its first run takes the feeds' ends).
  await runMonitor();
  ids = {
    monitored: (await screen(MONITORED)).id,
    ignored: (await screen(IGNORED)).id,
    muted: (await screen(MUTED)).id,
  };
  // Level 1 (the default): everything screened is monitored unless ignored; one is ignored, one muted.
  const ignore = await ctx.call('admin', {
    method: 'POST',
    url: '/risk/api/v4/custom-monitored-addresses/?workspace=alpha',
    payload: { identifier: IGNORED, currency: 1, is_ignored: true, comment: '<p>Our own wallet</p>' },
  });
  expect(ignore.statusCode, ignore.body).toBe(201);
  const mute = await ctx.call('admin', {
    method: 'PUT',
    url: `/risk/api/v4/addresses/${ids.muted}/monitoring/?workspace=alpha`,
    payload: { is_muted: true, days: 7 },
  });
  expect(mute.statusCode, mute.body).toBe(200);
}, 120_000);

describe('the monitor', () => {
  it('shows each address its monitoring state from the data', async () => {
    expect(await detail(ids.monitored)).toMatchObject({
      is_monitored: true,
      is_muted: false,
      is_custom_ignored: false,
    });
    expect(await detail(ids.ignored)).toMatchObject({ is_monitored: false, is_custom_ignored: true });
    expect(await detail(ids.muted)).toMatchObject({ is_monitored: true, is_muted: true });
  });

  it('screens a monitored address again when it receives funds from a sanctioned wallet, and says why', async () => {
    const before = await detail(ids.monitored);
    expect(await alertsOf(ids.monitored)).toHaveLength(0);
    const hash = await newBlock(
      [MONITORED, IGNORED, MUTED].map((to) => ({ from: sanctioned, to, amount: '5' })),
    );
    await runMonitor();

    const after = await detail(ids.monitored);
    expect(after.risk_level).toBeGreaterThan(before.risk_level);
    expect((await alertsOf(ids.monitored)).length).toBeGreaterThan(0);
    const [rescreen] = await rescreensOf(MONITORED);
    expect(rescreen).toMatchObject({
      trigger: 'transfer',
      risk_before: before.risk_level,
      risk_after: after.risk_level,
    });
    expect(rescreen?.reason).toContain(`New funds received: 5 ETH ($15,000.00) from ${sanctioned} (`);
    expect(rescreen?.reason).toContain(`to ${MONITORED} in transaction ${hash}`);
    // The address's thread says it, as the system.
    const comment = await ctx.db
      .selectFrom('comments')
      .select(['body', 'author_id'])
      .where('object_type', '=', 'address')
      .where('object_id', '=', ids.monitored)
      .where('type', '=', 2)
      .executeTakeFirst();
    expect(comment?.author_id).toBeNull();
    expect(comment?.body).toContain(hash);

    // The ignored and the muted addresses got nothing.
    for (const [identifier, id] of [
      [IGNORED, ids.ignored],
      [MUTED, ids.muted],
    ] as const) {
      expect(await rescreensOf(identifier)).toHaveLength(0);
      expect(await alertsOf(id)).toHaveLength(0);
    }
  });

  it('keeps the reason on the alert item and its cycle; a person screening again adds an item without one', async () => {
    const [alert] = await alertsOf(ids.monitored);
    if (!alert) throw new Error('no alert');
    const [rescreen] = await rescreensOf(MONITORED);
    const [item] = await itemsOf(alert.id);
    expect(item?.reason).toBe(rescreen?.reason);
    expect(item?.reason).toContain(`New funds received: 5 ETH ($15,000.00) from ${sanctioned} (`);
    const [cycle] = await cyclesOf(alert.id);
    expect(cycle?.screening_reason).toBe(rescreen?.reason);

    await screen(MONITORED);
    const items = await itemsOf(alert.id);
    expect(items).toHaveLength(2);
    expect(items[0]?.reason).toBeNull();
    expect(items[1]?.reason).toBe(rescreen?.reason);
    expect((await cyclesOf(alert.id))[0]?.screening_reason).toBeNull();

    // The address's audit trail: the alert the monitor opened says why; the person's item does not.
    const log = (
      await ctx.call('agent', {
        method: 'GET',
        url: `/risk/api/v4/addresses/${ids.monitored}/audit-logs/?workspace=alpha`,
      })
    ).json().results as { type: string; context: { alert_id?: number; reason?: string } }[];
    const raised = log.filter((e) => e.context.alert_id === alert.id);
    expect(raised.find((e) => e.type === 'alert_opened')?.context.reason).toBe(rescreen?.reason);
    expect(raised.find((e) => e.type === 'alert_item_added')?.context.reason).toBeUndefined();
  });

  it('handles each block once: a second run screens nothing more', async () => {
    await runMonitor();
    expect(await rescreensOf(MONITORED)).toHaveLength(1);
  });

  it('adds an item on a re-screen of its own only when the rule’s figures changed', async () => {
    const alerts = await alertsOf(ids.monitored);
    const latestBodies = async () =>
      new Map(
        (
          await ctx.db
            .selectFrom('alerts')
            .select(['id', 'latest_item_body'])
            .where('object_type', '=', 'address')
            .where('object_id', '=', ids.monitored)
            .execute()
        ).map((a) => [a.id, JSON.stringify(a.latest_item_body)]),
      );
    const itemCounts = async () =>
      new Map(await Promise.all(alerts.map(async (a) => [a.id, (await itemsOf(a.id)).length] as const)));
    const [bodiesBefore, countsBefore] = [await latestBodies(), await itemCounts()];
    // Funds from an address nobody knows: the monitor screens again, the sanctions figures stay as they were.
    await newBlock([{ from: '0x6666666666666666666666666666666666666666', to: MONITORED, amount: '1' }]);
    await runMonitor();
    expect(await rescreensOf(MONITORED)).toHaveLength(2);
    const [bodiesAfter, countsAfter] = [await latestBodies(), await itemCounts()];
    for (const a of alerts) {
      const isChanged = bodiesBefore.get(a.id) !== bodiesAfter.get(a.id);
      expect(countsAfter.get(a.id)).toBe((countsBefore.get(a.id) ?? 0) + (isChanged ? 1 : 0));
    }
    expect(alerts.some((a) => bodiesBefore.get(a.id) === bodiesAfter.get(a.id))).toBe(true);
  });

  it('stops monitoring an address once its duration ran out', async () => {
    await ctx.call('admin', {
      method: 'PUT',
      url: '/profile/api/v1/team-members/me/continuous-monitoring-settings/?workspace=alpha',
      payload: { continuous_monitoring_days: 30 },
    });
    await ctx.db
      .updateTable('screened_addresses')
      .set({ created_at: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where('id', '=', ids.monitored)
      .execute();
    expect((await detail(ids.monitored)).is_monitored).toBe(false);
    const rescreened = (await rescreensOf(MONITORED)).length;
    await newBlock([{ from: sanctioned, to: MONITORED, amount: '2' }]);
    await runMonitor();
    expect(await rescreensOf(MONITORED)).toHaveLength(rescreened);
  });
});
