import type { NotificationDto } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';

/** A user's notifications, newest first, with the count of all, of the unread, and the page. */
export async function listNotifications(
  db: Db,
  userId: number,
  options: { offset: number; limit: number; unreadOnly: boolean },
): Promise<{ rows: NotificationDto[]; count: number; unreadCount: number }> {
  let query = db
    .selectFrom('notifications')
    .innerJoin('workspaces', 'workspaces.id', 'notifications.workspace_id')
    .where('notifications.user_id', '=', userId);
  if (options.unreadOnly) query = query.where('notifications.read_at', 'is', null);
  const [rows, total, unreadCount] = await Promise.all([
    query
      .select([
        'notifications.id',
        'notifications.kind',
        'notifications.title',
        'notifications.body',
        'notifications.link',
        'workspaces.slug as workspace',
        'notifications.created_at',
        'notifications.read_at',
      ])
      .orderBy('notifications.created_at', 'desc')
      .orderBy('notifications.id', 'desc')
      .offset(options.offset)
      .limit(options.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    countUnread(db, userId),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      created_at: new Date(row.created_at).toISOString(),
      read_at: row.read_at ? new Date(row.read_at).toISOString() : null,
    })),
    count: Number(total.n),
    unreadCount,
  };
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Mark some of the user's notifications (others' ids are ignored), or all of them, as read. */
export async function markRead(
  db: Db,
  userId: number,
  which: { ids?: number[]; all?: boolean },
): Promise<void> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (!which.all) query = query.where('id', 'in', which.ids?.length ? which.ids : [0]);
  await query.execute();
}
