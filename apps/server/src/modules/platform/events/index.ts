export { type DeliveryOutcome, deliverEvents } from './deliver-events.ts';
export { DELIVER_EVENTS_JOB, eventDeliveryJob, queueDeliveries } from './event-delivery-jobs.ts';
export { registerSubscribers } from './event-record.repo.ts';
export type { DomainEvent, EventSubscriber, EventSubscriberModule, NewDomainEvent } from './event-types.ts';
export { EventWaker } from './event-waker.ts';
export { type HookHandler, InTransactionHook } from './in-transaction-hook.ts';
export {
  type CatalogueChange,
  type CatalogueEvent,
  catalogueEvent,
  publishDomainEvent,
  publishDomainEventChanges,
  publishDomainEvents,
} from './publish-domain-event.ts';
export { publishEvent, publishEvents } from './publish-event.ts';
export { screenedObjectRef } from './screened-object-ref.ts';
