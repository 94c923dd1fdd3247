import type { NotificationKind } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { queueMail } from '../mail/index.ts';

/** The subscription that decides whether a kind of notification is also emailed. */
export type EmailSetting = 'assignment_notifications' | 'mention_notifications' | 'file_upload_status';

/** All are on for a user who never saved notification settings (as profile's defaults say). */
const EMAIL_DEFAULTS: Record<EmailSetting, boolean> = {
  assignment_notifications: true,
  mention_notifications: true,
  file_upload_status: true,
};

export type NotifyUsersInput = {
  workspaceId: number;
  userIds: readonly number[];
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of the web app. */
  link: string;
  /** The subscription that decides the mail; null when the caller chose the people by their subscriptions already. */
  emailSetting: EmailSetting | null;
  /** The mail's own text and HTML, when it says more than the notification (a summary's figures); default the body. */
  mail?: { text: string; html: string };
};

/**
 * Notify people in the caller's transaction: one in-app notification each for the active members of the workspace
 * among userIds, and an email to those whose subscription says so (queued; delivered after the commit). Resolves to
 * the number of mails queued.
 */
export async function notifyUsers(trx: Db, input: NotifyUsersInput): Promise<number> {
  const ids = [...new Set(input.userIds)];
  if (ids.length === 0) return 0;
  const setting = input.emailSetting;
  const people = await trx
    .selectFrom('users')
    .innerJoin('memberships', 'memberships.user_id', 'users.id')
    .leftJoin('notification_subscriptions', 'notification_subscriptions.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      setting === null
        ? sql<boolean | null>`true`.as('wants_email')
        : sql<boolean | null>`(notification_subscriptions.settings ->> ${setting})::boolean`.as(
            'wants_email',
          ),
    ])
    .where('users.id', 'in', ids)
    .where('users.is_active', '=', true)
    .where('memberships.workspace_id', '=', input.workspaceId)
    .where('memberships.is_active', '=', true)
    .execute();
  if (people.length === 0) return 0;
  await trx
    .insertInto('notifications')
    .values(
      people.map((person) => ({
        user_id: person.id,
        workspace_id: input.workspaceId,
        kind: input.kind,
        title: input.title,
        body: input.body,
        link: input.link,
      })),
    )
    .execute();
  const mails = people
    .filter((person) => person.wants_email ?? (setting === null || EMAIL_DEFAULTS[setting]))
    .map((person) => ({
      to: person.email,
      subject: input.title,
      text: input.mail?.text ?? input.body,
      html: input.mail?.html ?? null,
      link: input.link,
    }));
  await queueMail(trx, mails);
  return mails.length;
}
