import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireCaller } from '../../../plugins/auth.ts';
import { countUnread, listNotifications, markRead } from './notifications.repo.ts';

/** The signed-in user's own notifications, across their workspaces. */
export const notificationRoutes: RouteModule = (api, { db }) => {
  const user = { access: 'user' } as const;

  route(api, endpoints.notifications.list, user, async (request) => {
    const { userId } = requireCaller(request);
    const { offset, limit, unread } = request.query;
    const { rows, count, unreadCount } = await listNotifications(db, userId, {
      offset,
      limit,
      unreadOnly: unread === 'true',
    });
    return { ...pageOf(request, rows, count, offset, limit), unread_count: unreadCount };
  });

  route(api, endpoints.notifications.markRead, user, async (request) => {
    const { userId } = requireCaller(request);
    await markRead(db, userId, request.body);
    return { unread_count: await countUnread(db, userId) };
  });
};
