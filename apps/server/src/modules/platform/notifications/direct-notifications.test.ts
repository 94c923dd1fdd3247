import { beforeAll, describe, expect, it } from 'vitest';
import { deliverSettled } from '../../../../test/helpers/deliver-settled.ts';
import { FIXTURE_USERS } from '../../../../test/helpers/test-app.ts';
import { userId, workspaceId } from '../../../test-support/fixture-ids.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { type EventSubscriber, publishDomainEvent } from '../events/index.ts';
import { directNotifier } from './direct-notifier.ts';

/**
 * The people an event names hear of it from the record, once: an event handed to the subscriber twice (a delivery
 * that failed after handling it, then again) is one notification and one mail; a change by the person named tells
 * nobody.
 */
let alpha: number;
const ids = {} as Record<'admin' | 'agent', number>;

const ctx = useTestApp();
beforeAll(async () => {
  alpha = await workspaceId(ctx.db, 'alpha');
  for (const user of ['admin', 'agent'] as const) {
    ids[user] = await userId(ctx.db, FIXTURE_USERS[user]);
  }
});

const noticesOf = (userId: number) =>
  ctx.db
    .selectFrom('notifications')
    .select(['kind', 'title', 'body', 'link'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
const mailsTo = (email: string) =>
  ctx.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', email).execute();

const address = { objectType: 'address', objectId: 12, identifier: '0xabc', currency: 'ETH' } as const;

describe('notifications of the people an event names', () => {
  it('notifies once for an event delivered twice', async () => {
    await ctx.db.transaction().execute((trx) =>
      publishDomainEvent(
        trx,
        alpha,
        'alert.assigned',
        {
          assigneeId: ids.admin,
          alertIds: [5],
          alert: { ...address, alertId: 5, ruleName: 'Sanctioned entity' },
          assignedByName: 'Ann Agent',
        },
        ids.agent,
      ),
    );
    // The app's own subscriber, failing once after it handled the event: the delivery rolls back and comes again.
    const notifier = directNotifier({ jobs: ctx.jobs });
    let failed = false;
    const flaky: EventSubscriber = {
      ...notifier,
      async handle(trx, event) {
        await notifier.handle(trx, event);
        if (!failed) {
          failed = true;
          throw new Error('the delivery broke off');
        }
      },
    };
    await expect(deliverSettled(ctx.db, flaky, alpha)).rejects.toThrow('the delivery broke off');
    expect(await deliverSettled(ctx.db, flaky, alpha)).toMatchObject({ delivered: 1 });
    await ctx.runJobs();
    expect(await noticesOf(ids.admin)).toEqual([
      {
        kind: 'assignment',
        title: 'An alert was assigned to you',
        body: 'Ann Agent assigned alert #5 (Sanctioned entity) on 0xabc to you.',
        link: '/addresses/12?alert=5',
      },
    ]);
    expect(await mailsTo(FIXTURE_USERS.admin)).toEqual([{ subject: 'An alert was assigned to you' }]);
  });

  it('tells nobody of what they did themselves, and the uploader of an upload the system ended', async () => {
    const before = (await noticesOf(ids.agent)).length;
    await ctx.db.transaction().execute(async (trx) => {
      await publishDomainEvent(
        trx,
        alpha,
        'case.assigned',
        { caseId: 3, title: 'Own case', assigneeId: ids.agent },
        ids.agent,
      );
      await publishDomainEvent(trx, alpha, 'upload.finished', {
        uploadId: '6f1c0a1e-0000-4000-8000-000000000001',
        fileName: 'few.csv',
        rows: 3,
        failed: 1,
        uploadedById: ids.agent,
      });
    });
    await ctx.runJobs();
    expect((await noticesOf(ids.agent)).slice(before)).toEqual([
      {
        kind: 'upload',
        title: 'File upload finished with errors',
        body: 'few.csv: 2 of 3 rows succeeded, 1 failed.',
        link: '/dashboard',
      },
    ]);
  });
});
