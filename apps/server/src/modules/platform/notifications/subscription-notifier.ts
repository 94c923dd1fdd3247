import type { NotificationSubscriptions } from '@riskscreen/shared';
import { catalogueEvent, type DomainEvent, type EventSubscriber } from '../events/index.ts';
import type { JobQueue } from '../jobs/index.ts';
import { eventNotifier } from './event-notifier.ts';
import {
  alertItemText,
  alertRaisedText,
  alertResolvedText,
  type NotificationText,
  riskChangeText,
} from './object-notification-text.ts';
import { subscribedMembers } from './subscribed-members.ts';

/** The events the notification settings offer to every member of a workspace. */
export const SUBSCRIPTION_EVENT_TYPES = [
  'risk.level_changed',
  'alert.raised',
  'alert.item_added',
  'alert.resolved',
] as const;

type Notice = {
  kind: 'risk_change' | 'alert_item' | 'alert_resolution';
  wants: (settings: NotificationSubscriptions) => boolean;
  text: NotificationText;
};

/** What an event tells, and which setting asks for it: a risk level ticked, alert items (a new alert is the first), resolutions. */
function noticeOf(event: DomainEvent, slug: string): Notice | null {
  const risk = catalogueEvent(event, 'risk.level_changed');
  if (risk) {
    const level = risk.payload.riskLevel;
    return {
      kind: 'risk_change',
      wants: (s) => level in s.risk_notifications && s.risk_notifications[level as 1 | 2 | 3 | 4 | 5],
      text: riskChangeText(risk.payload, slug),
    };
  }
  const raised = catalogueEvent(event, 'alert.raised');
  if (raised) {
    return {
      kind: 'alert_item',
      wants: (s) => s.alert_item_notifications,
      text: alertRaisedText(raised.payload, slug),
    };
  }
  const item = catalogueEvent(event, 'alert.item_added');
  if (item) {
    return {
      kind: 'alert_item',
      wants: (s) => s.alert_item_notifications,
      text: alertItemText(item.payload, slug),
    };
  }
  const resolved = catalogueEvent(event, 'alert.resolved');
  if (resolved) {
    return {
      kind: 'alert_resolution',
      wants: (s) => s.alert_resolution_notifications,
      text: alertResolvedText(resolved.payload, slug),
    };
  }
  return null;
}

/**
 * Risk notifications, alert items and alert resolutions for the workspace's members who ask for them: in the app
 * and by mail (one setting decides both, as the settings page offers one switch each). It runs in the transaction
 * that moves its position, so an event delivered twice notifies once.
 */
export function subscriptionNotifier(deps: { jobs: JobQueue }): EventSubscriber {
  return eventNotifier({
    name: 'notifications.subscriptions',
    types: SUBSCRIPTION_EVENT_TYPES,
    jobs: deps.jobs,
    async noticeOf(trx, event, slug) {
      const notice = noticeOf(event, slug);
      if (!notice) return null;
      const userIds = await subscribedMembers(trx, event.workspaceId, notice.wants);
      return { userIds, kind: notice.kind, ...notice.text, emailSetting: null };
    },
  });
}
