import type { NotificationDto } from '@riskscreen/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FixtureUser } from '../../../../test/helpers/test-app.ts';
import { userId, workspaceId } from '../../../test-support/fixture-ids.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { notifyUsers } from './index.ts';

/** A user's notifications: their own only, newest first, with the unread count; marked read by id or all. */
const ids = {} as Record<'admin' | 'agent' | 'outsider', number>;

const ctx = useTestApp();
beforeAll(async () => {
  const alpha = await workspaceId(ctx.db, 'alpha');
  for (const user of ['admin', 'agent', 'outsider'] as const) {
    ids[user] = await userId(ctx.db, `${user}@acme.test`);
  }
  for (const [i, userIds] of [[ids.admin, ids.agent], [ids.admin], [ids.admin, ids.outsider]].entries()) {
    await ctx.db.transaction().execute((trx) =>
      notifyUsers(trx, {
        workspaceId: alpha,
        userIds: userIds as number[],
        kind: i === 1 ? 'assignment' : 'mention',
        title: `note ${i}`,
        body: 'b',
        link: `/alerts?workspace=alpha&n=${i}`,
        emailSetting: i === 1 ? 'assignment_notifications' : 'mention_notifications',
      }),
    );
  }
});

const list = (user: FixtureUser | null, query = '') =>
  ctx.call(user, { method: 'GET', url: `/profile/api/v1/notifications/?${query}` });
const markRead = (user: FixtureUser, payload: object) =>
  ctx.call(user, { method: 'POST', url: '/profile/api/v1/notifications/read/', payload });

describe('notifications', () => {
  it('lists the caller’s own notifications, newest first, with the unread count', async () => {
    const res = await list('admin');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { count: number; unread_count: number; results: NotificationDto[] };
    expect(page.count).toBe(3);
    expect(page.unread_count).toBe(3);
    expect(page.results.map((n) => n.title)).toEqual(['note 2', 'note 1', 'note 0']);
    expect(page.results[1]).toMatchObject({ kind: 'assignment', workspace: 'alpha', read_at: null });
    // Only active members of the workspace are notified: the outsider (beta) got nothing.
    expect((await list('outsider')).json().count).toBe(0);
    expect((await list('agent')).json().results.map((n: NotificationDto) => n.title)).toEqual(['note 0']);
    expect(
      (await list('admin', 'limit=1&offset=1')).json().results.map((n: NotificationDto) => n.title),
    ).toEqual(['note 1']);
  });

  it('marks only the caller’s notifications read, by id or all', async () => {
    const adminNotes = (await list('admin')).json().results as NotificationDto[];
    const agentNote = ((await list('agent')).json().results as NotificationDto[])[0] as NotificationDto;
    // Someone else's id changes nothing.
    const foreign = await markRead('admin', { ids: [agentNote.id] });
    expect(foreign.json()).toEqual({ unread_count: 3 });
    expect((await list('agent')).json().unread_count).toBe(1);

    const one = await markRead('admin', { ids: [adminNotes[0]?.id] });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ unread_count: 2 });
    const unread = (await list('admin', 'unread=true')).json();
    expect(unread.count).toBe(2);
    expect(unread.results.every((n: NotificationDto) => n.read_at === null)).toBe(true);

    expect((await markRead('admin', { all: true })).json()).toEqual({ unread_count: 0 });
    expect((await list('agent')).json().unread_count).toBe(1);
  });

  it('refuses a request that names nothing to mark, and answers 401 without a session', async () => {
    expect((await markRead('admin', {})).statusCode).toBe(400);
    expect((await markRead('admin', { ids: ['x'] })).statusCode).toBe(400);
    expect((await list(null)).statusCode).toBe(401);
  });
});
