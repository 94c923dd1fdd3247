import type { Db } from '../../../db/client.ts';
import type { NewDomainEvent } from './event-types.ts';

/**
 * Record events in the caller's transaction: they exist exactly when the change they describe does, and are
 * delivered to the subscribers after it commits. Call it with the transaction of the change, never the plain
 * database (an event of a change that rolls back must not be told).
 */
export async function publishEvents(trx: Db, events: readonly NewDomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  if (!trx.isTransaction) throw new Error('Domain events are published inside the change’s transaction');
  await trx
    .insertInto('domain_events')
    .values(
      events.map((event) => ({
        workspace_id: event.workspaceId,
        type: event.type,
        payload: JSON.stringify(event.payload),
        actor_user_id: event.actorUserId ?? null,
        ...(event.occurredAt && { occurred_at: event.occurredAt }),
      })),
    )
    .execute();
}

/** One event: see publishEvents. */
export function publishEvent(trx: Db, event: NewDomainEvent): Promise<void> {
  return publishEvents(trx, [event]);
}
