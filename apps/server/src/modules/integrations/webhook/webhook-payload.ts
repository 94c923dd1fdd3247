import type { DomainEventPayloads, ScreenedObjectRef } from '@riskscreen/shared';
import type { DomainEvent } from '../../platform/index.ts';
import type { SavedWebhookConfig } from '../integrations.repo.ts';

/** The events a webhook can be sent, each sent only when its configuration asks for it. */
export const WEBHOOK_EVENT_TYPES = [
  'risk.level_changed',
  'alert.raised',
  'alert.item_added',
  'alert.resolved',
] as const;

/**
 * Whether the configuration asks for this event: a risk change to one of its risk levels, an alert item (a new
 * alert is its first item) when alert items are on, a resolution when resolutions are on.
 */
export function isWanted(
  config: Pick<SavedWebhookConfig, 'risk' | 'alert_item' | 'alert_resolution_notifications'>,
  event: DomainEvent,
): boolean {
  switch (event.type) {
    case 'risk.level_changed':
      return config.risk.includes(Number(event.payload.riskLevel));
    case 'alert.raised':
    case 'alert.item_added':
      return config.alert_item;
    case 'alert.resolved':
      return config.alert_resolution_notifications;
    default:
      return false;
  }
}

type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export type ObjectEvent = DomainEventPayloads[WebhookEventType];

/** The page of the object in the web app, absolute (the receiver links to it). */
export function objectUrl(publicUrl: string, object: ScreenedObjectRef, workspaceSlug: string): string {
  const path = {
    address: `/addresses/${object.objectId}`,
    transaction: `/transactions/${object.objectId}`,
    // The customer page is addressed by the customer's own id.
    customer: `/customers/${encodeURIComponent(object.identifier)}`,
  }[object.objectType];
  return `${publicUrl}${path}?workspace=${encodeURIComponent(workspaceSlug)}`;
}

export type WebhookBody = {
  id: string;
  type: string;
  occurred_at: string;
  workspace: string;
  object: { url: string; entity_type: string; id: number; identifier: string; currency: string | null };
  data: Record<string, unknown>;
};

/** The body sent for an event: what happened, to which object (with its page), and the event's facts. */
export function webhookBody(event: DomainEvent, workspaceSlug: string, publicUrl: string): WebhookBody {
  const object = event.payload as ObjectEvent;
  return {
    id: messageIdOf(event.id),
    type: event.type,
    occurred_at: event.occurredAt.toISOString(),
    workspace: workspaceSlug,
    object: {
      url: objectUrl(publicUrl, object, workspaceSlug),
      entity_type: object.objectType,
      id: object.objectId,
      identifier: object.identifier,
      currency: object.currency,
    },
    data: event.payload,
  };
}

/** The message id of an event's delivery: the same on every attempt, so a receiver can drop a repeat. */
export function messageIdOf(eventId: string): string {
  return `evt_${eventId}`;
}
