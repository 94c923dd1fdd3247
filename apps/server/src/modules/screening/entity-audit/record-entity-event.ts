import { validateAddress } from '@riskscreen/engine';
import {
  AUDIT_EXCERPT_LENGTH,
  type EntityEventContext,
  type EntityEventSource,
  type EntityEventType,
  entityEventContexts,
} from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import type { Caller } from '../../../plugins/auth.ts';
import { customTagNames, type EntityKey, insertEntityEvent } from './entity-audit.repo.ts';
import type { EntityEventLog } from './entity-event-log.ts';

/** Who made the change: a user through the web app or an API key, or the server itself (via 'system'). */
export type EntityEventActor = { userId: number | null; via: Caller['via'] };
/** The server itself: rules raising alerts, demo seeding. */
export const SYSTEM_ACTOR: EntityEventActor = { userId: null, via: 'system' };

/** The object the event happened to; an address may carry its ':tag' (the log is the address's, every tag). */
export type EntityEventObject = EntityKey & { id?: number | null; destinationTag?: number | null };

type Details<T extends EntityEventType> = Omit<EntityEventContext<T>, 'source' | 'destination_tag'>;
/** An event type with what it records (who, when and the object are given separately). */
export type EntityEventInput = { [T in EntityEventType]: { type: T; context: Details<T> } }[EntityEventType];

const SOURCES: Record<Caller['via'], EntityEventSource> = { token: 'web', apiKey: 'api', system: 'system' };

/**
 * Append one event to the object's audit log. Call it with the transaction of the change it describes, so the log
 * and the change are stored together or not at all (see inTransaction). The context is checked against the
 * contract here, so every stored event reads back. `at` defaults to the database's now. With a `log` (a batch's),
 * the event is kept there and written with the batch's others.
 */
export async function recordEntityEvent(
  db: Db,
  input: {
    object: EntityEventObject;
    actor: EntityEventActor;
    event: EntityEventInput;
    at?: Date;
    log?: EntityEventLog | undefined;
  },
): Promise<void> {
  const { object, actor, event } = input;
  const key = keyOf(object);
  const context = entityEventContexts[event.type].parse({
    ...event.context,
    source: SOURCES[actor.via],
    ...(key.destinationTag == null ? {} : { destination_tag: key.destinationTag }),
  });
  const row = {
    workspaceId: object.workspaceId,
    type: object.type,
    blockchain: object.blockchain,
    identifier: key.identifier,
    objectId: object.id ?? null,
    eventType: event.type,
    actorUserId: actor.userId,
    isSystem: actor.via === 'system',
    context,
    at: input.at,
  };
  if (input.log) input.log.add(row);
  else await insertEntityEvent(db, row);
}

/** Custom tags put on and taken off an address, by name; nothing is recorded when nothing changed. */
export async function recordCustomTagsChange(
  db: Db,
  input: {
    object: EntityEventObject;
    actor: EntityEventActor;
    added: number[];
    removed: number[];
    log?: EntityEventLog | undefined;
  },
): Promise<void> {
  const { object, actor } = input;
  if (input.added.length === 0 && input.removed.length === 0) return;
  const [added, removed] = await Promise.all([
    customTagNames(db, object.workspaceId, input.added),
    customTagNames(db, object.workspaceId, input.removed),
  ]);
  await recordEntityEvent(db, {
    object,
    actor,
    event: { type: 'custom_tags_changed', context: { added, removed } },
    log: input.log,
  });
}

/** A comment as the log quotes it: one line, at most AUDIT_EXCERPT_LENGTH characters. */
export function commentExcerpt(comment: string): string {
  const line = comment.replace(/\s+/g, ' ').trim();
  return line.length <= AUDIT_EXCERPT_LENGTH ? line : `${line.slice(0, AUDIT_EXCERPT_LENGTH - 1)}…`;
}

/** An address is logged without its destination tag (kept in the context), so every tag shares one log. */
function keyOf(object: EntityEventObject): { identifier: string; destinationTag: number | null } {
  const given = object.destinationTag ?? null;
  if (object.type !== 'address' || object.blockchain === null) {
    return { identifier: object.identifier, destinationTag: given };
  }
  const check = validateAddress(object.blockchain, object.identifier);
  if (!check.ok) return { identifier: object.identifier, destinationTag: given };
  return { identifier: check.address, destinationTag: check.destinationTag ?? given };
}
