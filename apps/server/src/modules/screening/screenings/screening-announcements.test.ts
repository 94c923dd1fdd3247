import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_SEED, demoObject } from '../../../chain/providers/demo/index.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';

/**
 * A committed screening writes its events in its own transaction: screening.done every time, risk.level_changed
 * when the level differs from the previous screening's, and alert.raised / alert.item_added for its firings.
 */
const ctx = useTestApp({}, { demoWorld: true });

const screen = (identifier: string, currency: number) =>
  ctx.call('agent', {
    method: 'POST',
    url: '/risk/api/v4/addresses/?workspace=alpha',
    payload: { identifier, currency },
  });

const eventsAbout = async (objectId: number) => {
  const rows = await ctx.db
    .selectFrom('domain_events')
    .select(['type', 'payload', 'actor_user_id'])
    .orderBy('id')
    .execute();
  return rows.filter((row) => (row.payload as { objectId?: number }).objectId === objectId);
};

describe('a committed screening', () => {
  it('announces the screening, the level it moved to with its reason, and the alert it raised', async () => {
    const obj = demoObject(DEFAULT_DEMO_SEED, 'btc.sanctioned-darknet');
    const res = await screen(obj.address, obj.blockchain);
    expect(res.statusCode, res.body).toBe(200);
    const { id, risk_level: level } = res.json() as { id: number; risk_level: number };
    const first = await eventsAbout(id);
    expect(first.map((e) => e.type)).toEqual(
      expect.arrayContaining(['alert.raised', 'risk.level_changed', 'screening.done']),
    );
    const change = first.find((e) => e.type === 'risk.level_changed');
    expect(change?.payload).toMatchObject({
      objectType: 'address',
      identifier: obj.address,
      currency: 'BTC',
      previousRiskLevel: null,
      riskLevel: level,
    });
    expect(change?.payload).toMatchObject({ reason: expect.stringMatching(/fired/) });
    const raised = first.find((e) => e.type === 'alert.raised');
    expect(raised?.actor_user_id).toBeNull();
    expect(raised?.payload).toMatchObject({ objectId: id, ruleName: expect.any(String) });
    const done = first.find((e) => e.type === 'screening.done');
    expect(done?.payload).toMatchObject({ riskLevel: level, source: 'web' });
    expect(done?.actor_user_id).not.toBeNull();

    // Again at the same level: done, an item added to the open alert, no level change.
    const again = await screen(obj.address, obj.blockchain);
    expect(again.statusCode, again.body).toBe(200);
    const second = (await eventsAbout(id)).slice(first.length).map((e) => e.type);
    expect(second).toContain('screening.done');
    expect(second).toContain('alert.item_added');
    expect(second).not.toContain('risk.level_changed');
    expect(second).not.toContain('alert.raised');
  });

  it('writes no event for a screening refused on bad input', async () => {
    const before = await ctx.db.selectFrom('domain_events').select('id').execute();
    const res = await screen('not-an-address', 0);
    expect(res.statusCode).toBe(400);
    const after = await ctx.db.selectFrom('domain_events').select('id').execute();
    expect(after).toHaveLength(before.length);
  });
});
