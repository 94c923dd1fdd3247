import { z } from 'zod';
import { paged, pageFields, recordId } from './common.ts';

export const NOTIFICATION_KINDS = [
  'mention',
  'assignment',
  'upload',
  'case_decision',
  'risk_change',
  'alert_item',
  'alert_resolution',
  'summary',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** GET /profile/api/v1/notifications/: the caller's notifications, newest first; unread=true keeps the unread. */
export const notificationListQuery = z.object({
  ...pageFields(100, 20),
  unread: z.enum(['true', 'false']).optional(),
});

/** Something that happened to the user: mentioned in a comment, assigned an alert, their case accepted or rejected. */
export const notificationDto = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where it happened, as a path of the web app. */
  link: z.string(),
  /** The workspace's slug. */
  workspace: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type NotificationDto = z.infer<typeof notificationDto>;

/** A page of the caller's notifications, with how many of all of them are unread. */
export const notificationPage = paged(notificationDto).extend({ unread_count: z.number().int() });

/** POST /profile/api/v1/notifications/read/: some of the caller's notifications (ids) or all of them. */
export const markNotificationsReadRequest = z
  .object({ ids: z.array(recordId).max(500).optional(), all: z.boolean().optional() })
  .refine((value) => value.all === true || (value.ids?.length ?? 0) > 0, {
    error: 'Give the ids to mark as read, or all.',
    path: ['ids'],
  });
export const unreadCount = z.object({ unread_count: z.number().int() });
