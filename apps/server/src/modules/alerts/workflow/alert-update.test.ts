import { describe, expect, it } from 'vitest';
import { seededBeforeAll, useTestApp } from '../../../test-support/test-app.test-support.ts';
import { alertFixture, alertStageOf, fixtureStage } from './alert-workflow.fixture.ts';

/** A single alert update (spec part 3 §4.1): next stages only, a comment always, one winner among concurrent moves. */
const ctx = useTestApp();
const alpha = seededBeforeAll(() => alertFixture(ctx));

const comment = { body: '<p>Checked the counterparties.</p>' };
const stage = (name: string) => fixtureStage(alpha, name);
const update = (alertId: number, payload: object, options: { addressId?: number; workspace?: string } = {}) =>
  ctx.call('agent', {
    method: 'PUT',
    url: `/resolutioncenter/api/v4/address/${options.addressId ?? alpha.addressId}/alerts/${alertId}/?workspace=${options.workspace ?? 'alpha'}`,
    payload,
  });
const stageOf = (alertId: number) => alertStageOf(ctx, alertId);
const eventsOf = (alertId: number) =>
  ctx.db.selectFrom('alert_events').selectAll().where('alert_id', '=', alertId).orderBy('id').execute();
const commentsOf = (alertId: number) =>
  ctx.db.selectFrom('comments').selectAll().where('alert_id', '=', alertId).orderBy('id').execute();

describe('an alert update', () => {
  it('moves the alert to a next stage with the comment, marks who reviewed it and answers the detail', async () => {
    const id = await alpha.newAlert();
    const res = await update(id, { workflow_stage: stage('In Review'), comment });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.workflow_stage.name).toBe('In Review');
    expect(body.status).toBe(0);
    expect(body.reviewed_by).toBe(alpha.userIds.agent);
    expect(body.total_comments).toBe(1);
    expect(body.muted_until).toBeNull();
    expect(typeof body.crypto_risk_level).toBe('number');
    const [event] = await eventsOf(id);
    expect(event).toMatchObject({ event: 'stage_changed', from_value: 'Open', to_value: 'In Review' });
    const [written] = await commentsOf(id);
    expect(written).toMatchObject({ type: 1, author_id: alpha.userIds.agent, object_type: 'address' });
    expect(written?.body).toContain('Checked the counterparties.');
    expect(event?.comment_id).toBe(written?.id);
    const detail = await ctx.call('agent', {
      method: 'GET',
      url: `/resolutioncenter/api/v4/address/${alpha.addressId}/alerts/${id}/?workspace=alpha`,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ id, workflow_stage_id: stage('In Review'), total_comments: 1 });
  });

  it('is refused without a comment, or with one without text, and writes nothing', async () => {
    const id = await alpha.newAlert();
    for (const payload of [
      { workflow_stage: stage('In Review') },
      { workflow_stage: stage('In Review'), comment: {} },
      { workflow_stage: stage('In Review'), comment: { body: '<p> &nbsp;</p>' } },
      { workflow_stage: stage('In Review'), comment: { body: '<script>alert(1)</script>' } },
    ]) {
      const res = await update(id, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ comment: ['Enter a comment'] });
    }
    expect(await stageOf(id)).toBe(stage('Open'));
    expect(await eventsOf(id)).toEqual([]);
    expect(await commentsOf(id)).toEqual([]);
  });

  it('refuses a stage outside the current stage next stages, and an inactive one, naming workflow_stage', async () => {
    const id = await alpha.newAlert({ stage: 'In Review' });
    const back = await update(id, { workflow_stage: stage('Open'), comment });
    expect(back.statusCode, back.body).toBe(400);
    expect(back.json().workflow_stage[0]).toBe('The alert cannot move from In Review to Open.');
    const inactive = await update(id, { workflow_stage: stage('Inactive'), comment });
    expect(inactive.statusCode, inactive.body).toBe(400);
    expect(inactive.json().workflow_stage).toBeDefined();
    const unknown = await update(id, { workflow_stage: 999_999, comment });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().workflow_stage).toBeDefined();
    expect(await stageOf(id)).toBe(stage('In Review'));
  });

  it('refuses a stage of another workspace', async () => {
    const beta = await alertFixture(ctx, 'beta');
    const id = await alpha.newAlert();
    const res = await update(id, { workflow_stage: beta.stages.get('In Review'), comment });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().workflow_stage).toBeDefined();
  });

  it('closes the alert: resolved by the caller, and a closed alert refuses every move', async () => {
    const id = await alpha.newAlert();
    const closed = await update(id, { workflow_stage: stage('Closed – True Positive'), comment });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 1, resolved_by: alpha.userIds.agent });
    for (const name of ['Open', 'In Review', 'Escalated', 'Closed – False Positive', 'Inactive']) {
      const res = await update(id, { workflow_stage: stage(name), comment });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().workflow_stage).toBeDefined();
    }
    expect(await stageOf(id)).toBe(stage('Closed – True Positive'));
  });

  it('assigns only an active member of the workspace, and tells the new assignee', async () => {
    const id = await alpha.newAlert();
    for (const user of [alpha.userIds.outsider, alpha.userIds.blocked, alpha.userIds.owner, 999_999]) {
      const res = await update(id, { assigned_to: user, comment });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json())).toEqual(['assigned_to']);
    }
    const res = await ctx.call('admin', {
      method: 'PUT',
      url: `/resolutioncenter/api/v4/address/${alpha.addressId}/alerts/${id}/?workspace=alpha`,
      payload: { assigned_to: alpha.userIds.agent, comment },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ assigned_to: alpha.userIds.agent, assigned_to_name: 'Ann Agent' });
    await ctx.runJobs();
    const notes = await ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', alpha.userIds.agent)
      .where('kind', '=', 'assignment')
      .execute();
    expect(notes.map((n) => n.link)).toContain(`/addresses/${alpha.addressId}?alert=${id}`);
    const [event] = await eventsOf(id);
    expect(event).toMatchObject({ event: 'assignee_changed', from_value: null, to_value: 'Ann Agent' });
    // Taking an alert yourself notifies nobody.
    const before = await ctx.db.selectFrom('notifications').select('id').execute();
    const unassign = await update(id, { assigned_to: null, comment });
    expect(unassign.statusCode, unassign.body).toBe(200);
    expect(unassign.json().assigned_to).toBeNull();
    await ctx.runJobs();
    expect(await ctx.db.selectFrom('notifications').select('id').execute()).toHaveLength(before.length);
  });

  it('lets exactly one of ten concurrent identical updates through; the others learn the new stage', async () => {
    const id = await alpha.newAlert();
    const payload = { workflow_stage: stage('In Review'), expected_workflow_stage: stage('Open'), comment };
    const answers = await Promise.all(Array.from({ length: 10 }, () => update(id, payload)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().detail).toContain('In Review');
    }
    expect((await eventsOf(id)).filter((e) => e.event === 'stage_changed')).toHaveLength(1);
    expect(await commentsOf(id)).toHaveLength(1);
    // The same target again, without saying what the user saw: already there.
    const again = await update(id, { workflow_stage: stage('In Review'), comment });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().detail).toBe('The alert is already in In Review.');
  });

  it('answers 404 for an alert of another workspace or another object', async () => {
    const beta = await alertFixture(ctx, 'beta');
    const betaAlert = await beta.newAlert();
    const foreign = await update(betaAlert, { workflow_stage: stage('In Review'), comment });
    expect(foreign.statusCode, foreign.body).toBe(404);
    const throughBeta = await update(
      betaAlert,
      { workflow_stage: beta.stages.get('In Review'), comment },
      { addressId: beta.addressId },
    );
    expect(throughBeta.statusCode, throughBeta.body).toBe(404);
    const other = await alertFixture(ctx);
    const id = await alpha.newAlert();
    const elsewhere = await update(
      id,
      { workflow_stage: stage('In Review'), comment },
      { addressId: other.addressId },
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(404);
    expect(await stageOf(id)).toBe(stage('Open'));
    expect(await stageOf(betaAlert)).toBe(beta.stages.get('Open'));
  });
});
