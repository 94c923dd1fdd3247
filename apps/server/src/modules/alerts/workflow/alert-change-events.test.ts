import { describe, expect, it } from 'vitest';
import { seededBeforeAll, useTestApp } from '../../../test-support/test-app.test-support.ts';
import { alertFixture, fixtureStage } from './alert-workflow.fixture.ts';

/** An alert's stage change is written to the record of domain events with the change, and only with it. */
const ctx = useTestApp();
const alpha = seededBeforeAll(() => alertFixture(ctx));

const comment = { body: '<p>Checked the counterparties.</p>' };
const update = (alertId: number, payload: object) =>
  ctx.call('agent', {
    method: 'PUT',
    url: `/resolutioncenter/api/v4/address/${alpha.addressId}/alerts/${alertId}/?workspace=alpha`,
    payload,
  });
const eventsOf = async (alertId: number) =>
  (
    await ctx.db
      .selectFrom('domain_events')
      .select(['type', 'payload', 'actor_user_id', 'workspace_id'])
      .orderBy('id')
      .execute()
  ).filter((row) => (row.payload as { alertId?: number }).alertId === alertId);

describe('an alert change on the record', () => {
  it('writes stage_changed by the person, and resolved when the stage is a closed one', async () => {
    const id = await alpha.newAlert();
    const review = await update(id, { workflow_stage: fixtureStage(alpha, 'In Review'), comment });
    expect(review.statusCode, review.body).toBe(200);
    const [moved, ...rest] = await eventsOf(id);
    expect(rest).toEqual([]);
    expect(moved).toMatchObject({
      type: 'alert.stage_changed',
      workspace_id: alpha.workspaceId,
      actor_user_id: alpha.userIds.agent,
      payload: {
        alertId: id,
        objectType: 'address',
        objectId: alpha.addressId,
        currency: 'ETH',
        fromStage: 'Open',
        toStage: 'In Review',
        status: 'in_review',
      },
    });
    const closedStage = [...alpha.stages.keys()].find((name) => name.startsWith('Closed'));
    if (!closedStage) throw new Error('the workspace has no closed stage');
    const review2 = await ctx.db
      .selectFrom('workflow_stages')
      .select(['next_stages'])
      .where('id', '=', fixtureStage(alpha, 'In Review'))
      .executeTakeFirstOrThrow();
    const closedIds = (
      await ctx.db
        .selectFrom('workflow_stages')
        .select(['id', 'name'])
        .where('workspace_id', '=', alpha.workspaceId)
        .where('category', '=', 2)
        .execute()
    ).filter((s) => review2.next_stages.map(Number).includes(s.id));
    const target = closedIds[0];
    if (!target) throw new Error('In Review leads to no closed stage');
    const close = await update(id, { workflow_stage: target.id, comment });
    expect(close.statusCode, close.body).toBe(200);
    const types = (await eventsOf(id)).map((e) => e.type);
    expect(types).toEqual(['alert.stage_changed', 'alert.stage_changed', 'alert.resolved']);
    expect((await eventsOf(id))[2]?.payload).toMatchObject({ alertId: id, stage: target.name });
  });

  it('writes nothing for a refused change', async () => {
    const id = await alpha.newAlert();
    const res = await update(id, { workflow_stage: fixtureStage(alpha, 'In Review') });
    expect(res.statusCode).toBe(400);
    expect(await eventsOf(id)).toEqual([]);
  });
});
