import { describe, expect, it } from 'vitest';
import { seededBeforeAll, useTestApp } from '../../../test-support/test-app.test-support.ts';
import { caseFixtureWithApproval } from './cases.fixture.ts';

/**
 * Under mandatory approval an agent's Close waits on an approver (admin@); the approver's Accept or Reject reaches
 * the agent in the app and by mail, as their notification settings say, through the one notifications path.
 */
const ctx = useTestApp();
const fx = seededBeforeAll(() => caseFixtureWithApproval(ctx));

const BASE = '/resolutioncenter/api/v4/cases/';
const put = (who: 'admin' | 'agent', id: number, payload: object) =>
  ctx.call(who, { method: 'PUT', url: `${BASE}${id}/?workspace=alpha`, payload });

const decisionsOf = (userId: number) =>
  ctx.db
    .selectFrom('notifications')
    .select(['title', 'body', 'link'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'case_decision')
    .orderBy('id')
    .execute();
const mailTo = (email: string) =>
  ctx.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', email).execute();

async function sendForApproval(name: string, who: 'agent' = 'agent', assignee?: number) {
  const id = await fx.createCase({ name, ...(assignee ? { assigned_to: assignee } : {}) });
  const res = await put(who, id, { status: 2, comment: { body: 'Done, please approve.' } });
  expect(res.json().status, res.body).toBe(4);
  await ctx.runJobs();
  return id;
}

describe('the approver’s decision on a case', () => {
  it('tells the agent who sent it in the app and by mail, with the comment and a link to the case', async () => {
    const accepted = await sendForApproval('Payout review');
    const rejected = await sendForApproval('Mixer deposits');
    expect(
      (await put('admin', accepted, { status: 2, comment: { body: 'Approved: filed.' } })).statusCode,
    ).toBe(200);
    expect(
      (await put('admin', rejected, { status: 1, comment: { body: 'Needs the KYC file.' } })).statusCode,
    ).toBe(200);
    await ctx.runJobs();
    const notes = await decisionsOf(fx.userIds.agent);
    expect(notes).toEqual([
      {
        title: expect.stringMatching(/^CASE-\d{6} was accepted$/),
        body: 'The approver accepted and closed "Payout review": Approved: filed.',
        link: `/cases/${accepted}?workspace=alpha`,
      },
      {
        title: expect.stringMatching(/^CASE-\d{6} was rejected$/),
        body: 'The approver rejected and reopened "Mixer deposits": Needs the KYC file.',
        link: `/cases/${rejected}?workspace=alpha`,
      },
    ]);
    const mails = (await mailTo('agent@acme.test')).filter((m) => /was (accepted|rejected)$/.test(m.subject));
    expect(mails.map((m) => m.subject)).toEqual(notes.map((n) => n.title));
    // The approver is not told of their own decision.
    expect(await decisionsOf(fx.userIds.admin)).toEqual([]);
  });

  it('tells both the sender and the assignee, and mails only those subscribed', async () => {
    const [assignee = 0] = await fx.addMembers(1, 2);
    await ctx.db
      .insertInto('notification_subscriptions')
      .values({ user_id: assignee, settings: JSON.stringify({ assignment_notifications: false }) })
      .execute();
    const id = await sendForApproval('Shared case', 'agent', assignee);
    const agentBefore = (await decisionsOf(fx.userIds.agent)).length;
    const mailsBefore = await ctx.db.selectFrom('mail_outbox').select('to_address').orderBy('id').execute();
    expect((await put('admin', id, { status: 2, comment: { body: 'Fine.' } })).statusCode).toBe(200);
    await ctx.runJobs();
    expect(await decisionsOf(assignee)).toHaveLength(1);
    expect(await decisionsOf(fx.userIds.agent)).toHaveLength(agentBefore + 1);
    const mailsAfter = await ctx.db.selectFrom('mail_outbox').select('to_address').orderBy('id').execute();
    // The agent is mailed; the assignee opted out of the mail and has the in-app notification only.
    expect(mailsAfter.slice(mailsBefore.length).map((m) => m.to_address)).toEqual(['agent@acme.test']);
  });

  it('is not sent when someone other than the approver opens or escalates the pending case', async () => {
    const id = await sendForApproval('Taken back');
    const before = (await decisionsOf(fx.userIds.agent)).length;
    expect((await put('agent', id, { status: 1, comment: { body: 'More to check.' } })).statusCode).toBe(200);
    await ctx.runJobs();
    expect(await decisionsOf(fx.userIds.agent)).toHaveLength(before);
  });
});
