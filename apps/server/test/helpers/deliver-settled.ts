import type { Db } from '../../src/db/client.ts';
import {
  type DeliveryOutcome,
  deliverEvents,
  type EventSubscriber,
} from '../../src/modules/platform/index.ts';

/**
 * Deliver until no older transaction running elsewhere holds the events back, as the delivery job does by looking
 * again: on the PostgreSQL pass another test file's transaction may be older than this file's events for a while.
 * An error of the subscriber ends it at once (the caller may expect one).
 */
export async function deliverSettled(
  db: Db,
  subscriber: EventSubscriber,
  workspaceId: number,
): Promise<DeliveryOutcome> {
  let delivered = 0;
  for (const deadline = Date.now() + 60_000; ; ) {
    const outcome = await deliverEvents(db, subscriber, workspaceId);
    delivered += outcome.delivered;
    if (outcome.left !== 'held' || Date.now() > deadline) return { delivered, left: outcome.left };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
