import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { alertFixture } from './alert-workflow.fixture.ts';
import { closeAlertsOfArchivedObjects } from './close-archived-alerts.ts';

/**
 * Archiving an address takes its active alerts with it (its page is gone, so they could no longer be opened or
 * worked): open, in progress and muted ones close into the auto-resolved stage, by whoever archived, with the
 * reason; closed ones stay as they were; another object's alerts are untouched.
 */
const ctx = useTestApp();

const stageNameOf = async (alertId: number) =>
  (
    await ctx.db
      .selectFrom('alerts as a')
      .innerJoin('workflow_stages as s', 's.id', 'a.workflow_stage_id')
      .select(['s.name', 'a.resolved_by'])
      .where('a.id', '=', alertId)
      .executeTakeFirstOrThrow()
  ).name;

describe('archiving an address', () => {
  it('closes its open, in-progress and muted alerts with the reason, and leaves closed ones and other objects alone', async () => {
    const archived = await alertFixture(ctx);
    const other = await alertFixture(ctx);
    const open = await archived.newAlert();
    const inReview = await archived.newAlert({ stage: 'In Review' });
    const muted = await archived.newAlert();
    await ctx.db
      .updateTable('alerts')
      .set({ muted_until: new Date(Date.now() + 86_400_000) })
      .where('id', '=', muted)
      .execute();
    const closed = await archived.newAlert({ stage: 'Closed – False Positive' });
    const elsewhere = await other.newAlert();

    const res = await ctx.call('agent', {
      method: 'DELETE',
      url: `/risk/api/v4/addresses/${archived.addressId}/?workspace=alpha`,
    });
    expect(res.statusCode, res.body).toBe(204);

    for (const id of [open, inReview, muted]) expect(await stageNameOf(id)).toBe('Closed – Auto-resolved');
    expect(await stageNameOf(closed)).toBe('Closed – False Positive');
    expect(await stageNameOf(elsewhere)).toBe('Open');

    // Through the one change path: the person who archived, the reason as the comment, the audit trail's event.
    const trail = await ctx.call('agent', {
      method: 'GET',
      url: `/resolutioncenter/api/v4/alerts/${open}/audit-trail/?workspace=alpha`,
    });
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.json().results[0]).toMatchObject({
      event: 'stage_changed',
      to: 'Closed – Auto-resolved',
      comment: '<p>The address was archived.</p>',
      actor: expect.objectContaining({ id: archived.userIds.agent }),
    });
    // The queue's Open tab no longer lists them.
    const queue = await ctx.call('agent', {
      method: 'GET',
      url: `/resolutioncenter/api/v4/alerts/?workspace=alpha&tab=open&limit=100`,
    });
    const listed = (queue.json().results as { id: number }[]).map((a) => a.id);
    expect(listed).toContain(elsewhere);
    for (const id of [open, inReview, muted]) expect(listed).not.toContain(id);
  });

  it('closes, once, by the system, the alerts left open on objects archived before archiving closed them', async () => {
    const before = await alertFixture(ctx);
    const live = await alertFixture(ctx);
    const left = await before.newAlert();
    const kept = await live.newAlert();
    // Archived as an earlier version did: the live row only.
    await ctx.db
      .updateTable('screened_addresses')
      .set({ archived_at: new Date() })
      .where('id', '=', before.addressId)
      .execute();
    expect(await closeAlertsOfArchivedObjects(ctx.db)).toBe(1);
    expect(await stageNameOf(left)).toBe('Closed – Auto-resolved');
    expect(await stageNameOf(kept)).toBe('Open');
    const trail = await ctx.call('agent', {
      method: 'GET',
      url: `/resolutioncenter/api/v4/alerts/${left}/audit-trail/?workspace=alpha`,
    });
    expect(trail.json().results[0]).toMatchObject({
      comment: '<p>The address was archived.</p>',
      actor: null,
    });
    expect(await closeAlertsOfArchivedObjects(ctx.db)).toBe(0);
  });
});
