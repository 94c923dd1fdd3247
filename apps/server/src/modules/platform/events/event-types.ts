import type { Db } from '../../../db/client.ts';

/**
 * An event as a producer writes it: what happened (`type`, e.g. 'alert.raised'), in which workspace, by whom (null:
 * the system), and the facts a subscriber needs without reading the producer's tables (`payload`, plain JSON).
 */
export type NewDomainEvent = {
  workspaceId: number;
  type: string;
  payload: Record<string, unknown>;
  actorUserId?: number | null;
  occurredAt?: Date;
};

/** An event as subscribers read it back. `id` is text: the record outgrows 2^53 long before it outgrows bigint. */
export type DomainEvent = {
  id: string;
  workspaceId: number;
  type: string;
  payload: Record<string, unknown>;
  actorUserId: number | null;
  occurredAt: Date;
};

/**
 * A consumer of the record (in-app notifications, mail, webhooks, chat, the monitor). Events reach it after the
 * change committed, at least once, in order per workspace. `handle` runs in the transaction that moves the
 * subscriber's position: what it writes to the database is stored exactly when the position moves past the event.
 * An error leaves the position where it was and the event is delivered again after a pause.
 */
export type EventSubscriber = {
  /** Stable name: the subscriber's position is kept under it. Lower case, dots and dashes. */
  name: string;
  /** The event types it reads; others are passed over (its position still moves past them). */
  types: readonly string[];
  handle(trx: Db, event: DomainEvent): Promise<void>;
};

/** A domain's subscribers, made from the app's dependencies like its routes (modules/index.ts lists them). */
export type EventSubscriberModule<Deps> = (deps: Deps) => EventSubscriber[];
