import type { Db } from '../../../db/client.ts';
import { eventsAfter, hasEventsHeldBack, lockPosition, savePosition } from './event-record.repo.ts';
import type { EventSubscriber } from './event-types.ts';

/** Events handled in one transaction: a long backlog is worked through in several, each committed. */
export const DELIVERY_BATCH = 200;

/**
 * What one delivery did: `delivered` events handled, and what is left: `more` (a full batch: go on at once),
 * `held` (a running transaction holds events back: look again shortly) or `none`.
 */
export type DeliveryOutcome = { delivered: number; left: 'more' | 'held' | 'none' };

/**
 * Hand a subscriber the workspace's next events, in order, in one transaction with its position: what the
 * subscriber writes and the position past the events commit together. An error rolls both back.
 */
export async function deliverEvents(
  db: Db,
  subscriber: EventSubscriber,
  workspaceId: number,
): Promise<DeliveryOutcome> {
  return db.transaction().execute(async (trx) => {
    const start = await lockPosition(trx, subscriber.name, workspaceId);
    const events = await eventsAfter(trx, workspaceId, start, DELIVERY_BATCH);
    const wanted = new Set(subscriber.types);
    for (const event of events) {
      if (wanted.has(event.type)) await subscriber.handle(trx, event);
    }
    const last = events.at(-1);
    const position = last ? { tx: last.tx, eventId: last.id } : start;
    if (last) await savePosition(trx, subscriber.name, workspaceId, position);
    if (events.length === DELIVERY_BATCH) return { delivered: events.length, left: 'more' };
    const held = await hasEventsHeldBack(trx, workspaceId, position);
    return { delivered: events.length, left: held ? 'held' : 'none' };
  });
}
