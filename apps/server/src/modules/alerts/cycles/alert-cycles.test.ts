import type { AlertHistoryRecordDto, SnapshotChangeDto } from '@riskscreen/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ethAddress as addr,
  in2026 as at,
  txHash as hash,
  importLabelCsv,
  ethPayment as pay,
  writeEthWorld,
} from '../../../../test/helpers/eth-world.ts';
import type { FixtureUser } from '../../../../test/helpers/test-app.ts';
import { userId } from '../../../test-support/fixture-ids.test-support.ts';
import { screenAddress } from '../../../test-support/screening.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { closeOpenCycle } from './index.ts';

/**
 * Cycles on a small Ethereum world written to the store. O is screened with the default policies:
 *
 *   S (Sanctions, Evil Corp) ─$1,000→ O ←$500─ D (Darknet, Dark Market)        U ─$50→ O
 *
 * so the direct sanctions and direct darknet rules fire. Later (the comparison) S pays O $300 more and X (Scam,
 * Late Scam), new, pays O $700.
 */
const O = addr('0');
const S = addr('5');
const D = addr('d');
const U = addr('1');
const X = addr('8');

const ctx = useTestApp();
beforeAll(async () => {
  await writeEthWorld(
    ctx.db,
    [
      pay(hash('1'), at('02-01'), S, O, 1000),
      pay(hash('2'), at('02-02'), D, O, 500),
      pay(hash('3'), at('02-03'), U, O, 50),
    ],
    at('02-03'),
  );
  await importLabelCsv(ctx.db, [
    'address,blockchain,entity_name,category',
    `${S},ETH,Evil Corp,Sanctions`,
    `${D},ETH,Dark Market,Darknet`,
    `${X},ETH,Late Scam,Scam`,
  ]);
}, 120_000);

type Alert = { id: number; alert_items_count: number; rule_register: { rule_name: string } };
type Comparison = { taken_at: string; compared_at: string; changes: SnapshotChangeDto[] };

const screen = (identifier: string) => screenAddress<{ id: number }>(ctx, identifier);
const get = async <T>(url: string, user: FixtureUser = 'agent', workspace = 'alpha') => {
  const res = await ctx.call(user, { method: 'GET', url: `${url}?workspace=${workspace}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const alertsOf = async (id: number) =>
  (await get<{ results: Alert[] }>(`/resolutioncenter/api/v4/address/${id}/alerts/`)).results;
const alertFor = async (id: number, ruleName: string) => {
  const found = (await alertsOf(id)).find((a) => a.rule_register.rule_name === ruleName);
  if (!found) throw new Error(`no alert of ${ruleName}`);
  return found;
};
const cyclesOf = async (alertId: number) =>
  (
    await get<{ count: number; results: AlertHistoryRecordDto[] }>(
      `/resolutioncenter/api/v4/alerts/${alertId}/cycles/`,
    )
  ).results;
const snapshotsOf = async (objectId: number) =>
  ctx.db
    .selectFrom('screening_snapshots')
    .select(['id', 'taken_at'])
    .where('object_type', '=', 'address')
    .where('object_id', '=', objectId)
    .orderBy('id')
    .execute();
const cycleRows = (alertId: number) =>
  ctx.db.selectFrom('alert_cycles').selectAll().where('alert_id', '=', alertId).orderBy('id').execute();

const SANCTIONS = 'Direct exposure to sanctioned entities';
const DARKNET = 'Direct exposure to darknet markets and mixers';

let objectId: number;
let firstCycleId: number;

describe('cycles taken by screenings', () => {
  it('a screening that raises two alerts takes one snapshot, shared by a cycle on each', async () => {
    objectId = (await screen(O)).id;
    const alerts = await alertsOf(objectId);
    expect(alerts.map((a) => a.rule_register.rule_name)).toEqual(
      expect.arrayContaining([SANCTIONS, DARKNET]),
    );
    const snapshots = await snapshotsOf(objectId);
    expect(snapshots).toHaveLength(1);
    for (const alert of alerts) {
      const rows = await cycleRows(alert.id);
      expect(rows).toEqual([
        expect.objectContaining({ snapshot_id: snapshots[0]?.id, alert_items_count: 1 }),
      ]);
    }
    const cycles = await cyclesOf((await alertFor(objectId, SANCTIONS)).id);
    expect(cycles).toEqual([
      {
        id: expect.any(Number),
        opened_at: snapshots[0]?.taken_at.toISOString(),
        resolved_at: null,
        resolved_by: null,
        duration: null,
        alert_items_count: 1,
        reason: null,
        has_snapshot: true,
        // A person's screening: no reason of the system's.
        screening_reason: null,
      },
    ]);
    firstCycleId = cycles[0]?.id ?? 0;
  });

  it("answers the snapshot's tree and counterparty summary as the address page does", async () => {
    const page = `/risk/api/v4/addresses/${objectId}/`;
    const cycle = `/resolutioncenter/api/v4/cycles/${firstCycleId}/`;
    const tree = await get<{ nodes: { addresses: string[] }[] }>(`${cycle}investigation-tree/`);
    expect(tree).toEqual(await get(`${page}investigation-tree/`));
    expect(tree.nodes.flatMap((n) => n.addresses)).toEqual(expect.arrayContaining([S, D, U]));
    expect(await get(`${cycle}counter-party-summary/`)).toEqual({
      incoming: await get(`${page}tag-aggregated-incoming-values/`),
      outgoing: await get(`${page}tag-aggregated-outgoing-values/`),
    });
  });

  it('a re-screening that adds items takes a new snapshot and opens a new cycle, listed first', async () => {
    await screen(O);
    expect(await snapshotsOf(objectId)).toHaveLength(2);
    const sanctions = await alertFor(objectId, SANCTIONS);
    expect(sanctions.alert_items_count).toBe(2);
    const cycles = await cyclesOf(sanctions.id);
    expect(cycles.map((c) => c.alert_items_count)).toEqual([2, 1]);
    expect(cycles[1]?.id).toBe(firstCycleId);
  });

  it('a screening with no firing takes no snapshot', async () => {
    const clean = await screen(U);
    await screen(U);
    expect(await alertsOf(clean.id)).toEqual([]);
    expect(await snapshotsOf(clean.id)).toEqual([]);
  });

  it('a muted alert gains no item and no cycle; the others still do, with their own snapshot', async () => {
    const sanctions = await alertFor(objectId, SANCTIONS);
    const darknet = await alertFor(objectId, DARKNET);
    await ctx.db
      .updateTable('alerts')
      .set({ muted_until: new Date(Date.now() + 86_400_000) })
      .where('id', '=', sanctions.id)
      .execute();
    await screen(O);
    expect((await alertFor(objectId, SANCTIONS)).alert_items_count).toBe(2);
    expect(await cycleRows(sanctions.id)).toHaveLength(2);
    expect((await alertFor(objectId, DARKNET)).alert_items_count).toBe(darknet.alert_items_count + 1);
    expect(await cycleRows(darknet.id)).toHaveLength(3);
    expect(await snapshotsOf(objectId)).toHaveLength(3);
    // Once the mute has run out, re-screenings add to it again.
    await ctx.db
      .updateTable('alerts')
      .set({ muted_until: new Date(Date.now() - 1000) })
      .where('id', '=', sanctions.id)
      .execute();
    await screen(O);
    expect((await alertFor(objectId, SANCTIONS)).alert_items_count).toBe(3);
  });
});

describe('a snapshot compared with now', () => {
  const find = (changes: SnapshotChangeDto[], name: string) =>
    changes.find((c) => c.direction === 'incoming' && c.entity_name === name);

  beforeAll(async () => {
    await writeEthWorld(
      ctx.db,
      [pay(hash('4'), at('03-01'), S, O, 300), pay(hash('5'), at('03-02'), X, O, 700)],
      at('03-02'),
      2,
    );
    ctx.chains.graphs.invalidate(1);
  });

  it('names the new counterparty new and the one that paid more increased, in the graph', async () => {
    const body = await get<Comparison>(`/resolutioncenter/api/v4/cycles/${firstCycleId}/graph-comparison/`);
    const [snapshot] = await snapshotsOf(objectId);
    expect(body.taken_at).toBe(snapshot?.taken_at.toISOString());
    expect(Date.parse(body.compared_at)).toBeGreaterThan(Date.parse(body.taken_at));
    expect(find(body.changes, 'Late Scam')).toMatchObject({
      addresses: [X],
      type: 'address',
      operation: 'received',
      entity_type: 'Scam',
      exposure_type: 'direct',
      change_status: 'new',
      total_value_usd: 700,
      previous_value_usd: 0,
    });
    expect(find(body.changes, 'Evil Corp')).toMatchObject({
      addresses: [S],
      entity_type: 'Sanctions',
      change_status: 'increased',
      total_value_usd: 1300,
      previous_value_usd: 1000,
    });
    expect(find(body.changes, 'Dark Market')).toMatchObject({
      change_status: 'unchanged',
      total_value_usd: 500,
    });
    // What changed is listed first.
    expect(body.changes[0]?.change_status).toBe('new');
  });

  it('names them the same way in the counterparty summary, per entity and exposure type', async () => {
    const body = await get<Comparison>(
      `/resolutioncenter/api/v4/cycles/${firstCycleId}/counter-party-summary-comparison/`,
    );
    expect(find(body.changes, 'Late Scam')).toMatchObject({
      type: 'entity',
      addresses: [X],
      exposure_type: 'direct',
      change_status: 'new',
      total_value_usd: 700,
    });
    expect(find(body.changes, 'Evil Corp')).toMatchObject({
      entity_type: 'Sanctions',
      exposure_type: 'direct',
      change_status: 'increased',
      total_value_usd: 1300,
      previous_value_usd: 1000,
    });
    expect(find(body.changes, 'Dark Market')?.change_status).toBe('unchanged');
  });

  it('keeps the snapshot as it was', async () => {
    const summary = await get<{ incoming: { tag_name_verbose: string }[] }>(
      `/resolutioncenter/api/v4/cycles/${firstCycleId}/counter-party-summary/`,
    );
    expect(summary.incoming.map((r) => r.tag_name_verbose)).not.toContain('Late Scam');
  });
});

describe('closeOpenCycle', () => {
  it("resolves the alert's open cycles with who and why, and leaves resolved ones as they were", async () => {
    const darknet = await alertFor(objectId, DARKNET);
    const admin = await userId(ctx.db, 'admin@acme.test');
    const openedAt = (await cyclesOf(darknet.id))[0]?.opened_at ?? '';
    const resolvedAt = new Date(Date.parse(openedAt) + 90_000);
    const closed = await closeOpenCycle(ctx.db, {
      alertId: darknet.id,
      at: resolvedAt,
      resolvedBy: admin,
      reason: 'False positive',
    });
    expect(closed).toBeGreaterThan(0);
    const [latest] = await cyclesOf(darknet.id);
    expect(latest).toMatchObject({
      resolved_at: resolvedAt.toISOString(),
      resolved_by: { id: admin, full_name: 'Adam Admin' },
      duration: 90,
      reason: 'False positive',
    });
    expect((await cyclesOf(darknet.id)).every((c) => c.resolved_at !== null)).toBe(true);
    // A later firing opens a new cycle; closing again touches only that one.
    await screen(O);
    expect((await cyclesOf(darknet.id))[0]).toMatchObject({ resolved_at: null, duration: null });
    const again = await closeOpenCycle(ctx.db, {
      alertId: darknet.id,
      at: new Date(),
      resolvedBy: null,
      reason: null,
    });
    expect(again).toBe(1);
    expect((await cyclesOf(darknet.id))[1]).toMatchObject({ reason: 'False positive' });
    expect(
      await closeOpenCycle(ctx.db, { alertId: darknet.id, at: new Date(), resolvedBy: null, reason: null }),
    ).toBe(0);
  });
});

describe('isolation', () => {
  it("answers 404 for another workspace's alert or cycle, and for an unknown one", async () => {
    const sanctions = await alertFor(objectId, SANCTIONS);
    const paths = [
      `/resolutioncenter/api/v4/alerts/${sanctions.id}/cycles/`,
      `/resolutioncenter/api/v4/cycles/${firstCycleId}/investigation-tree/`,
      `/resolutioncenter/api/v4/cycles/${firstCycleId}/counter-party-summary/`,
      `/resolutioncenter/api/v4/cycles/${firstCycleId}/graph-comparison/`,
      `/resolutioncenter/api/v4/cycles/${firstCycleId}/counter-party-summary-comparison/`,
    ];
    for (const path of paths) {
      const res = await ctx.call('outsider', { method: 'GET', url: `${path}?workspace=beta` });
      expect(res.statusCode, path).toBe(404);
    }
    for (const path of [
      '/resolutioncenter/api/v4/alerts/999999/cycles/',
      '/resolutioncenter/api/v4/cycles/999999/investigation-tree/',
      '/resolutioncenter/api/v4/cycles/999999/graph-comparison/',
    ]) {
      const res = await ctx.call('agent', { method: 'GET', url: `${path}?workspace=alpha` });
      expect(res.statusCode, path).toBe(404);
    }
  });
});
