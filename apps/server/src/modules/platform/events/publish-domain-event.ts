import type { DomainEventPayloads, DomainEventType } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import type { DomainEvent } from './event-types.ts';
import { publishEvents } from './publish-event.ts';

/** One event of the catalogue, typed by its type. */
export type CatalogueEvent<Type extends DomainEventType = DomainEventType> = {
  type: Type;
  payload: DomainEventPayloads[Type];
};

/**
 * Record one event of the catalogue (packages/shared/src/events) in the change's transaction: the payload is checked
 * against its type at compile time, so a producer cannot write facts a subscriber does not expect. `actor` is the
 * person who made the change; none (or null) when the system did.
 */
export function publishDomainEvent<Type extends DomainEventType>(
  trx: Db,
  workspaceId: number,
  type: Type,
  payload: DomainEventPayloads[Type],
  actor?: number | null,
): Promise<void> {
  return publishDomainEvents(trx, workspaceId, [{ type, payload }], actor);
}

/** Several events of one change, in the order they happened (subscribers read them in that order). */
export function publishDomainEvents(
  trx: Db,
  workspaceId: number,
  events: readonly CatalogueEvent[],
  actor?: number | null,
): Promise<void> {
  return publishEvents(
    trx,
    events.map((event) => ({
      workspaceId,
      type: event.type,
      payload: event.payload,
      actorUserId: actor ?? null,
    })),
  );
}

/** The events of one change: its workspace, what happened, who did it (none or null: the system). */
export type CatalogueChange = {
  workspaceId: number;
  events: readonly CatalogueEvent[];
  actor?: number | null;
};

/**
 * The events of several changes committed in one transaction (a batch of screenings), in one statement: each
 * change's events stay in their order, and the changes in the order given.
 */
export function publishDomainEventChanges(trx: Db, changes: readonly CatalogueChange[]): Promise<void> {
  return publishEvents(
    trx,
    changes.flatMap((change) =>
      change.events.map((event) => ({
        workspaceId: change.workspaceId,
        type: event.type,
        payload: event.payload,
        actorUserId: change.actor ?? null,
      })),
    ),
  );
}

/**
 * A delivered event read as the catalogue's type, for a subscriber that reads several types: the payload is what the
 * typed publish wrote, so narrowing by the type is sound (null for another type).
 */
export function catalogueEvent<Type extends DomainEventType>(
  event: DomainEvent,
  type: Type,
): (DomainEvent & { type: Type; payload: DomainEventPayloads[Type] }) | null {
  if (event.type !== type) return null;
  return event as DomainEvent & { type: Type; payload: DomainEventPayloads[Type] };
}
