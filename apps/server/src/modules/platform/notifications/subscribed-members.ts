import {
  DEFAULT_NOTIFICATION_SUBSCRIPTIONS,
  type NotificationSubscriptions,
  notificationSubscriptions,
} from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';

/**
 * The active members of a workspace whose notification settings say yes to `wants`. Settings never saved read as
 * the defaults; settings that no longer parse (a shape from before) read as the defaults for what is missing.
 */
export async function subscribedMembers(
  trx: Db,
  workspaceId: number,
  wants: (settings: NotificationSubscriptions) => boolean,
): Promise<number[]> {
  const rows = await trx
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .leftJoin('notification_subscriptions', 'notification_subscriptions.user_id', 'users.id')
    .select(['users.id', 'notification_subscriptions.settings'])
    .where('memberships.workspace_id', '=', workspaceId)
    .where('memberships.is_active', '=', true)
    .where('users.is_active', '=', true)
    .orderBy('users.id')
    .execute();
  return rows.filter((row) => wants(settingsOf(row.settings))).map((row) => row.id);
}

function settingsOf(saved: Record<string, unknown> | null): NotificationSubscriptions {
  const merged = { ...DEFAULT_NOTIFICATION_SUBSCRIPTIONS, ...(saved ?? {}) };
  const parsed = notificationSubscriptions.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_NOTIFICATION_SUBSCRIPTIONS;
}
