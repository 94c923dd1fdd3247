import {
  markNotificationsReadRequest,
  notificationListQuery,
  notificationPage,
  unreadCount,
} from '../schemas/notifications.ts';
import { defineEndpoint } from './define.ts';

const tags = ['notifications'];

/** The signed-in user's notifications (mentions, assignments) across their workspaces. */
export const notificationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/profile/api/v1/notifications/',
    summary: "List the caller's notifications",
    query: notificationListQuery,
    response: notificationPage,
    tags,
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/profile/api/v1/notifications/read/',
    summary: 'Mark notifications as read',
    body: markNotificationsReadRequest,
    response: unreadCount,
    tags,
  }),
};
