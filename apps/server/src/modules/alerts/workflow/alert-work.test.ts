import { describe, expect, it } from 'vitest';
import { seededBeforeAll, useTestApp } from '../../../test-support/test-app.test-support.ts';
import { alertFixture, alertStageOf, fixtureStage } from './alert-workflow.fixture.ts';
import { updateAlertsById } from './bulk-update.ts';

/** Bulk updates, alert items, muting and the audit trail. */
const ctx = useTestApp();
const alpha = seededBeforeAll(() => alertFixture(ctx));

const comment = { body: '<p>Batch review.</p>' };
const stage = (name: string) => fixtureStage(alpha, name);
const bulk = (query: string, payload: object) =>
  ctx.call('agent', {
    method: 'PUT',
    url: `/resolutioncenter/api/v4/alerts/update-alerts/?workspace=alpha${query}`,
    payload,
  });
const stageOf = (alertId: number) => alertStageOf(ctx, alertId);

describe('a bulk update', () => {
  it('moves the alerts of ids that can move and skips the others with the reason', async () => {
    const open = await alpha.newAlert();
    const inReview = await alpha.newAlert({ stage: 'In Review' });
    const closed = await alpha.newAlert({ stage: 'Closed – False Positive' });
    const escalated = await alpha.newAlert({ stage: 'Escalated' });
    const beta = await (await alertFixture(ctx, 'beta')).newAlert();
    const res = await bulk(`&ids=${[open, inReview, closed, escalated, beta].join(',')}`, {
      updated_status: stage('Escalated'),
      comment,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      updated: 2,
      skipped: [
        { id: closed, reason: 'The alert is closed (Closed – False Positive): its stage cannot change.' },
        { id: escalated, reason: 'The alert is already in Escalated.' },
        { id: beta, reason: 'The alert was not found.' },
      ],
    });
    expect(await stageOf(open)).toBe(stage('Escalated'));
    expect(await stageOf(inReview)).toBe(stage('Escalated'));
    const comments = await ctx.db
      .selectFrom('comments')
      .select(['alert_id', 'type'])
      .where('alert_id', 'in', [open, inReview, closed])
      .execute();
    expect(comments.map((c) => c.alert_id).sort()).toEqual([open, inReview].sort());
    const flagged = await ctx.db
      .selectFrom('alerts')
      .select('escalated_by')
      .where('id', '=', open)
      .executeTakeFirst();
    expect(flagged?.escalated_by).toBe(alpha.userIds.agent);
  });

  it('acts on every alert the list filters match when no ids are given', async () => {
    const other = await alertFixture(ctx);
    const first = await other.newAlert();
    const second = await other.newAlert();
    const notMatched = await alpha.newAlert({ stage: 'In Review' });
    const filter = `&workflow_stage=${stage('Open')}&q=${encodeURIComponent(
      (
        await ctx.db
          .selectFrom('alerts')
          .select('identifier')
          .where('id', '=', first)
          .executeTakeFirstOrThrow()
      ).identifier,
    )}`;
    const res = await bulk(filter, { updated_assigned_to: alpha.userIds.admin, comment });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2, skipped: [] });
    const rows = await ctx.db
      .selectFrom('alerts')
      .select(['id', 'assigned_to'])
      .where('id', 'in', [first, second, notMatched])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.assigned_to)).toEqual([alpha.userIds.admin, alpha.userIds.admin, null]);
    // The new assignee hears of it once.
    await ctx.runJobs();
    const notes = await ctx.db
      .selectFrom('notifications')
      .select('body')
      .where('user_id', '=', alpha.userIds.admin)
      .execute();
    expect(notes.filter((n) => n.body.includes('2 alerts'))).toHaveLength(1);
  });

  it('tells nobody of an assignment whose change rolled back', async () => {
    const first = await alpha.newAlert();
    const second = await alpha.newAlert();
    await ctx.runJobs();
    const assignments = () =>
      ctx.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', alpha.userIds.admin)
        .where('kind', '=', 'assignment')
        .execute();
    const before = (await assignments()).length;
    const mailsBefore = (await ctx.db.selectFrom('mail_outbox').select('id').execute()).length;
    // The bulk update runs in a change that fails after it: its assignments and its event are rolled back.
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        const answer = await updateAlertsById(
          trx,
          { workspaceId: alpha.workspaceId, userId: alpha.userIds.agent },
          [first, second],
          { updated_assigned_to: alpha.userIds.admin, comment },
        );
        expect(answer).toEqual({ updated: 2, skipped: [] });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await ctx.runJobs();
    expect(await assignments()).toHaveLength(before);
    expect(await ctx.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(mailsBefore);
    const rows = await ctx.db
      .selectFrom('alerts')
      .select('assigned_to')
      .where('id', 'in', [first, second])
      .execute();
    expect(rows.map((r) => r.assigned_to)).toEqual([null, null]);
  });

  it('refuses a missing comment, an inactive target, a non-member and more than 10,000 ids', async () => {
    const id = await alpha.newAlert();
    const noComment = await bulk(`&ids=${id}`, { updated_status: stage('In Review') });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json()).toEqual({ comment: ['Enter a comment'] });
    const inactive = await bulk(`&ids=${id}`, { updated_status: stage('Inactive'), comment });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().updated_status).toBeDefined();
    const outsider = await bulk(`&ids=${id}`, { updated_assigned_to: alpha.userIds.outsider, comment });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().updated_assigned_to).toBeDefined();
    const many = Array.from({ length: 10_001 }, (_, i) => i + 1).join(',');
    const tooMany = await ctx.call('agent', {
      method: 'PUT',
      url: '/resolutioncenter/api/v4/alerts/update-alerts/?workspace=alpha',
      query: { ids: many },
      payload: { updated_status: stage('In Review'), comment },
    });
    expect(tooMany.statusCode, tooMany.body.slice(0, 200)).toBe(400);
    expect(await stageOf(id)).toBe(stage('Open'));
  });
});

describe('alert items', () => {
  it('are listed newest first and take a status with a comment on the item', async () => {
    const id = await alpha.newAlert({ itemAt: new Date('2026-01-01T00:00:00Z') });
    const url = `/resolutioncenter/api/v4/alerts/${id}/items/`;
    const list = await ctx.call('agent', { method: 'GET', url: `${url}?workspace=alpha` });
    expect(list.statusCode, list.body).toBe(200);
    const [item] = list.json().results;
    expect(list.json().count).toBe(1);
    expect(item).toMatchObject({ status: null, updated_at: null, created_at: '2026-01-01T00:00:00.000Z' });
    const refused = await ctx.call('agent', {
      method: 'PUT',
      url: `${url}${item.id}/?workspace=alpha`,
      payload: { status: 1 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ comment: ['Enter a comment'] });
    const res = await ctx.call('agent', {
      method: 'PUT',
      url: `${url}${item.id}/?workspace=alpha`,
      payload: { status: 1, comment: { body: '<p>A known exchange.</p>' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: item.id, status: 1 });
    const byStatus = await ctx.call('agent', { method: 'GET', url: `${url}?workspace=alpha&status=0` });
    expect(byStatus.json().count).toBe(0);
    const byDate = await ctx.call('agent', {
      method: 'GET',
      url: `${url}?workspace=alpha&start_time=2026-01-02`,
    });
    expect(byDate.json().count).toBe(0);
    const events = await ctx.db.selectFrom('alert_events').selectAll().where('alert_id', '=', id).execute();
    expect(events).toMatchObject([
      { event: 'item_status_changed', alert_item_id: item.id, from_value: null, to_value: 'Resolved' },
    ]);
    const comments = await ctx.db.selectFrom('comments').selectAll().where('alert_id', '=', id).execute();
    expect(comments).toMatchObject([{ type: 1, alert_item_id: item.id }]);
    const badStatus = await ctx.call('agent', {
      method: 'PUT',
      url: `${url}${item.id}/?workspace=alpha`,
      payload: { status: 3, comment },
    });
    expect(badStatus.statusCode).toBe(400);
  });
});

describe('muting an alert', () => {
  it('sets muted_until days ahead, and unmuting clears it, each with a monitoring comment', async () => {
    const id = await alpha.newAlert();
    const url = `/resolutioncenter/api/v4/alerts/${id}/monitoring/?workspace=alpha`;
    const before = Date.now();
    const muted = await ctx.call('agent', { method: 'PUT', url, payload: { days: 7, is_muted: true } });
    expect(muted.statusCode, muted.body).toBe(200);
    const until = Date.parse(muted.json().muted_until);
    expect(until - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(until - before).toBeLessThan(7 * 86_400_000 + 60_000);
    const detail = await ctx.call('agent', {
      method: 'GET',
      url: `/resolutioncenter/api/v4/address/${alpha.addressId}/alerts/${id}/?workspace=alpha`,
    });
    expect(detail.json().muted_until).toBe(muted.json().muted_until);
    const unmuted = await ctx.call('agent', { method: 'PUT', url, payload: { is_muted: false } });
    expect(unmuted.statusCode, unmuted.body).toBe(200);
    expect(unmuted.json()).toEqual({ muted_until: null });
    const noDays = await ctx.call('agent', { method: 'PUT', url, payload: { is_muted: true } });
    expect(noDays.statusCode).toBe(400);
    expect(noDays.json().days).toBeDefined();
    const tooLong = await ctx.call('agent', { method: 'PUT', url, payload: { days: 366, is_muted: true } });
    expect(tooLong.statusCode).toBe(400);
    const events = await ctx.db
      .selectFrom('alert_events')
      .select('event')
      .where('alert_id', '=', id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.event)).toEqual(['muted', 'unmuted']);
    const comments = await ctx.db.selectFrom('comments').select('type').where('alert_id', '=', id).execute();
    expect(comments.map((c) => c.type)).toEqual([9, 9]);
  });
});

describe('the audit trail', () => {
  it('lists the opening, the changes with their comments and later items, newest first, paged', async () => {
    const id = await alpha.newAlert({ itemAt: new Date(Date.now() - 60_000) });
    const moved = await ctx.call('agent', {
      method: 'PUT',
      url: `/resolutioncenter/api/v4/address/${alpha.addressId}/alerts/${id}/?workspace=alpha`,
      payload: { workflow_stage: stage('In Review'), assigned_to: alpha.userIds.admin, comment },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await ctx.db
      .insertInto('alert_items')
      .values({
        alert_id: id,
        workspace_id: alpha.workspaceId,
        identifier: 'later',
        body: '[]',
        context: 'null',
        created_at: new Date(Date.now() + 60_000),
      })
      .execute();
    const url = `/resolutioncenter/api/v4/alerts/${id}/audit-trail/?workspace=alpha`;
    const res = await ctx.call('agent', { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const trail = res.json();
    expect(trail.count).toBe(4);
    expect(trail.results.map((e: { event: string }) => e.event)).toEqual([
      'item_added',
      'assignee_changed',
      'stage_changed',
      'opened',
    ]);
    expect(trail.results[2]).toMatchObject({
      actor: { id: alpha.userIds.agent, full_name: 'Ann Agent' },
      from: 'Open',
      to: 'In Review',
      comment: '<p>Batch review.</p>',
    });
    expect(trail.results[1]).toMatchObject({ from: null, to: 'Adam Admin' });
    expect(trail.results[3].actor).toBeNull();
    const second = await ctx.call('agent', { method: 'GET', url: `${url}&offset=2&limit=2` });
    expect(second.json().results.map((e: { event: string }) => e.event)).toEqual(['stage_changed', 'opened']);
    const foreign = await ctx.call('outsider', { method: 'GET', url: url.replace('alpha', 'beta') });
    expect(foreign.statusCode).toBe(404);
  });
});
