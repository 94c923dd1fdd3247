import { beforeAll, describe, expect, it } from 'vitest';
import { writeEthWorld } from '../../../../test/helpers/eth-world.ts';
import { upsertAssets, upsertPrices } from '../../../chain/store/index.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { importPublication, perCurrencyLists } from '../../attribution/test-support.ts';

/**
 * Auto-resolve (decision 0028) on the scenario: OFAC's per-currency lists of 2024-09-27, addresses screened
 * and alerted as sanctioned (one of them and a customer that received from it), then newer publications that drop
 * some. A re-screen closes the alerts whose rule no longer fires, by the system, with the delisting as the reason;
 * alerts whose rule still fires, at levels outside the workspace's auto-resolve levels, or muted, stay open.
 */
const CUSTOMER = '0x1111111111111111111111111111111111111111';
const TX = `0x${'a7'.repeat(32)}`;
let eth: string[];

type Alert = {
  id: number;
  level: number;
  status: number | null;
  resolved_by: number | null;
  workflow_stage: { name: string; category: number };
};
type TrailEntry = {
  actor: unknown;
  event: string;
  from: string | null;
  to: string | null;
  comment: string | null;
};

const screen = async (identifier: string, kind: 'addresses' | 'transactions' = 'addresses') => {
  const res = await ctx.call('agent', {
    method: 'POST',
    url: `/risk/api/v4/${kind}/?workspace=alpha`,
    payload: { identifier, currency: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; risk_level: number };
};

const alertsOf = async (id: number, type: 'address' | 'transaction' = 'address') => {
  const res = await ctx.call('agent', {
    method: 'GET',
    url: `/resolutioncenter/api/v4/${type}/${id}/alerts/?workspace=alpha`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: Alert[] }).results;
};

const trailOf = async (alertId: number) => {
  const res = await ctx.call('agent', {
    method: 'GET',
    url: `/resolutioncenter/api/v4/alerts/${alertId}/audit-trail/?workspace=alpha`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: TrailEntry[] }).results;
};

const auditLog = async (id: number) => {
  const res = await ctx.call('agent', {
    method: 'GET',
    url: `/risk/api/v4/addresses/${id}/audit-logs/?workspace=alpha`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json() as { results: { type: string; by_user_name: string; context: Record<string, unknown> }[] }
  ).results;
};

const LEVELS = '/profile/api/v1/team-members/me/autoresolve-alert-levels/?workspace=alpha';
const setLevels = (user: 'admin' | 'agent', levels: unknown) =>
  ctx.call(user, { method: 'PUT', url: LEVELS, payload: { levels } });

/** A newer publication of the lists without the given Ethereum addresses. */
const without = (dropped: readonly string[]) =>
  perCurrencyLists((_ticker, addresses) => addresses.filter((a) => !dropped.includes(a.toLowerCase())));

const ctx = useTestApp();
beforeAll(async () => {
  const lists = perCurrencyLists();
  const others = new Set(
    lists.filter((i) => !i.name.endsWith('_ETH.txt')).flatMap((i) => i.text.split('\n')),
  );
  eth = (
    lists
      .find((i) => i.name.endsWith('_ETH.txt'))
      ?.text.split('\n')
      .filter((a) => a && !others.has(a)) ?? []
  ).map((a) => a.toLowerCase());
  expect(eth.length).toBeGreaterThanOrEqual(5);
  // The customer received 5 ETH from the first listed address, which is delisted later.
  await upsertAssets(ctx.db, [{ blockchain: 1, symbol: 'ETH', name: 'Ether', decimals: 18 }]);
  await upsertPrices(ctx.db, [{ assetSymbol: 'ETH', day: '2024-06-01', usd: 3000 }]);
  const at = new Date('2024-06-01T12:00:00Z');
  await writeEthWorld(
    ctx.db,
    [
      {
        hash: TX,
        blockNumber: 20_000_000,
        blockTime: at,
        transfers: [{ type: 1, from: eth[0] as string, to: CUSTOMER, assetSymbol: 'ETH', amount: '5' }],
      },
    ],
    at,
    20_000_000,
  );
  await importPublication(ctx.db, 'ofac-list', lists, new Date('2024-09-27T00:00:00Z'));
}, 60_000);

describe('auto-resolve alert levels', () => {
  it('are every level by default; only admins may set them, to valid levels', async () => {
    const read = await ctx.call('agent', { method: 'GET', url: LEVELS });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ levels: [5, 4, 3, 2, 1] });

    const byAgent = await setLevels('agent', [5]);
    expect(byAgent.statusCode).toBe(403);
    const bad = await setLevels('admin', [6]);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())[0]).toMatch(/^levels/);
    const set = await setLevels('admin', [1, 3, 3]);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ levels: [3, 1] });
    expect((await ctx.call('agent', { method: 'GET', url: LEVELS })).json()).toEqual({ levels: [3, 1] });
    // Another workspace keeps its own levels.
    const beta = await ctx.call('outsider', {
      method: 'GET',
      url: '/profile/api/v1/team-members/me/autoresolve-alert-levels/?workspace=beta',
    });
    expect(beta.json()).toEqual({ levels: [5, 4, 3, 2, 1] });

    expect((await setLevels('admin', [5, 4, 3, 2, 1])).statusCode).toBe(200);
  });
});

describe('a re-screen after a delisting', () => {
  it('closes the alerts whose rule no longer fires, by the system, with the delisting as the reason', async () => {
    const delisted = await screen(eth[0] as string);
    const customer = await screen(CUSTOMER);
    const kept = await screen(eth[1] as string);
    const transaction = await screen(TX, 'transactions');
    const [delistedAlert] = await alertsOf(delisted.id);
    const customerAlerts = await alertsOf(customer.id);
    const [keptAlert] = await alertsOf(kept.id);
    expect(delistedAlert).toMatchObject({ level: 5, workflow_stage: { name: 'Open' } });
    expect(customerAlerts.length).toBeGreaterThan(0);
    expect((await alertsOf(transaction.id, 'transaction')).length).toBeGreaterThan(0);
    expect(keptAlert).toMatchObject({ level: 5, workflow_stage: { name: 'Open' } });

    const outcome = await importPublication(
      ctx.db,
      'ofac-list',
      without([eth[0] as string]),
      new Date('2025-03-21T00:00:00Z'),
    );
    expect(outcome.publication?.ended.map((l) => l.address)).toEqual([eth[0]]);

    await screen(eth[0] as string);
    await screen(CUSTOMER);
    await screen(eth[1] as string);
    await screen(TX, 'transactions');
    const reason = 'Rule no longer fires on re-screening: delisted from OFAC SDN on 2025-03-21';

    for (const alert of [
      ...(await alertsOf(delisted.id)),
      ...(await alertsOf(customer.id)),
      ...(await alertsOf(transaction.id, 'transaction')),
    ]) {
      // Closed by no one: resolved, in the system's closed stage.
      expect(alert).toMatchObject({
        status: 1,
        resolved_by: null,
        workflow_stage: { name: 'Closed – Auto-resolved', category: 2 },
      });
      const [closing] = await trailOf(alert.id);
      expect(closing).toMatchObject({ actor: null, event: 'stage_changed', to: 'Closed – Auto-resolved' });
      expect(closing?.comment).toContain(reason);
      // The open cycle ends with it, for the same reason.
      const cycles = await ctx.db
        .selectFrom('alert_cycles')
        .select(['resolved_at', 'resolved_by', 'reason'])
        .where('alert_id', '=', alert.id)
        .execute();
      expect(cycles.length).toBeGreaterThan(0);
      for (const cycle of cycles) {
        expect(cycle).toMatchObject({ resolved_by: null, reason });
        expect(cycle.resolved_at).not.toBeNull();
      }
    }
    // The system's comment is on the object's thread, tied to the alert.
    const comment = await ctx.db
      .selectFrom('comments')
      .select(['author_id', 'body', 'type'])
      .where('alert_id', '=', delistedAlert?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(comment).toMatchObject({ author_id: null, type: 1 });
    expect(comment.body).toContain(reason);
    // The object's audit log: the re-screen with its reason, then the alert closed by the system.
    const log = await auditLog(delisted.id);
    expect(log.find((e) => e.type === 'alert_closed')).toMatchObject({
      by_user_name: 'System',
      context: { alert_id: delistedAlert?.id, stage: 'Closed – Auto-resolved', reason, level: 5 },
    });

    // Only the system moves alerts there: a person is refused, naming the field.
    const stages = await ctx.call('agent', {
      method: 'GET',
      url: '/profile/api/v2/workspaces/workflow-stages/?workspace=alpha',
    });
    const autoResolved = (stages.json() as { id: number; name: string }[]).find(
      (s) => s.name === 'Closed – Auto-resolved',
    );
    const byPerson = await ctx.call('admin', {
      method: 'PUT',
      url: `/resolutioncenter/api/v4/address/${kept.id}/alerts/${keptAlert?.id}/?workspace=alpha`,
      payload: { workflow_stage: autoResolved?.id, comment: { body: 'Closing it myself.' } },
    });
    expect(byPerson.statusCode, byPerson.body).toBe(400);
    expect(byPerson.json()).toEqual({
      workflow_stage: ['An alert cannot be moved to Closed – Auto-resolved.'],
    });
    // Still listed: its rule fired again, its alert stays open.
    expect(await alertsOf(kept.id)).toMatchObject([
      { id: keptAlert?.id, status: null, workflow_stage: { name: 'Open' } },
    ]);
  });

  it('leaves levels outside the auto-resolve levels and muted alerts open, and closes them once allowed', async () => {
    const outside = await screen(eth[2] as string);
    const muted = await screen(eth[3] as string);
    const [outsideAlert] = await alertsOf(outside.id);
    const [mutedAlert] = await alertsOf(muted.id);
    await ctx.db
      .updateTable('alerts')
      .set({ muted_until: new Date(Date.now() + 86_400_000) })
      .where('id', '=', mutedAlert?.id ?? 0)
      .execute();
    expect((await setLevels('admin', [4, 3, 2, 1])).statusCode).toBe(200);
    await importPublication(
      ctx.db,
      'ofac-list',
      without([eth[0], eth[2], eth[3]] as string[]),
      new Date('2025-06-01T00:00:00Z'),
    );

    expect((await screen(eth[2] as string)).risk_level).toBeLessThan(5);
    await screen(eth[3] as string);
    expect(await alertsOf(outside.id)).toMatchObject([
      { id: outsideAlert?.id, workflow_stage: { name: 'Open' } },
    ]);
    expect(await alertsOf(muted.id)).toMatchObject([
      { id: mutedAlert?.id, workflow_stage: { name: 'Open' } },
    ]);

    // Critical back among the levels: the next re-screen closes it (nothing newly delisted: the plain reason).
    expect((await setLevels('admin', [5, 4, 3, 2, 1])).statusCode).toBe(200);
    await screen(eth[2] as string);
    expect(await alertsOf(outside.id)).toMatchObject([
      { workflow_stage: { name: 'Closed – Auto-resolved' } },
    ]);
    const [closing] = await trailOf(outsideAlert?.id ?? 0);
    expect(closing?.comment).toBe('<p>Rule no longer fires on re-screening.</p>');
    // The muted alert stays open while muted.
    await screen(eth[3] as string);
    expect(await alertsOf(muted.id)).toMatchObject([{ workflow_stage: { name: 'Open' } }]);
  });

  it('closes an alert once when two re-screens of the object run at once', async () => {
    const object = await screen(eth[4] as string);
    const [alert] = await alertsOf(object.id);
    await importPublication(
      ctx.db,
      'ofac-list',
      without([eth[0], eth[2], eth[3], eth[4]] as string[]),
      new Date('2025-09-01T00:00:00Z'),
    );
    await Promise.all([screen(eth[4] as string), screen(eth[4] as string)]);
    expect(await alertsOf(object.id)).toMatchObject([
      { id: alert?.id, workflow_stage: { name: 'Closed – Auto-resolved' } },
    ]);
    expect((await trailOf(alert?.id ?? 0)).filter((e) => e.event === 'stage_changed')).toHaveLength(1);
    expect((await auditLog(object.id)).filter((e) => e.type === 'alert_closed')).toHaveLength(1);
    const comments = await ctx.db
      .selectFrom('comments')
      .select('id')
      .where('alert_id', '=', alert?.id ?? 0)
      .execute();
    expect(comments).toHaveLength(1);
  });
});
