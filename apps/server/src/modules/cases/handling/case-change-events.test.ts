import { describe, expect, it } from 'vitest';
import { seededBeforeAll, useTestApp } from '../../../test-support/test-app.test-support.ts';
import { caseFixture } from './cases.fixture.ts';

/** A case's opening and status moves are written to the record of domain events with the change, and only then. */
const ctx = useTestApp();
const fx = seededBeforeAll(() => caseFixture(ctx));

const BASE = '/resolutioncenter/api/v4/cases/';
const comment = { body: '<p>Reviewed the evidence.</p>' };
const put = (id: number, payload: object) =>
  ctx.call('agent', { method: 'PUT', url: `${BASE}${id}/?workspace=alpha`, payload });
const eventsOf = async (caseId: number) =>
  (
    await ctx.db
      .selectFrom('domain_events')
      .select(['type', 'payload', 'actor_user_id'])
      .orderBy('id')
      .execute()
  ).filter((row) => (row.payload as { caseId?: number }).caseId === caseId);

describe('a case on the record', () => {
  it('writes case.opened by its creator, then each status move', async () => {
    const id = await fx.createCase({ name: 'Mixer payouts' }, 'agent');
    const [opened] = await eventsOf(id);
    expect(opened).toMatchObject({
      type: 'case.opened',
      actor_user_id: fx.userIds.agent,
      payload: { caseId: id, title: 'Mixer payouts', riskLevel: 0 },
    });
    const escalate = await put(id, { status: 3, comment });
    expect(escalate.statusCode, escalate.body).toBe(200);
    const events = await eventsOf(id);
    expect(events.map((e) => e.type)).toEqual(['case.opened', 'case.status_changed']);
    expect(events[1]).toMatchObject({
      actor_user_id: fx.userIds.agent,
      payload: { caseId: id, fromStatus: 'Open', toStatus: 'Escalated' },
    });
  });

  it('writes nothing for a refused move', async () => {
    const id = await fx.createCase({ name: 'Refused' });
    const noComment = await put(id, { status: 3 });
    expect(noComment.statusCode).toBe(400);
    expect((await eventsOf(id)).map((e) => e.type)).toEqual(['case.opened']);
  });
});
