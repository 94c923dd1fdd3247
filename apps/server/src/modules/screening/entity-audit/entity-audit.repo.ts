import { ENTITY_EVENT_TYPES, type EntityEventType } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { DateRange } from '../../../lib/date-range.ts';

/** Whose log: the workspace's address or transaction, by chain and identifier (the address without a tag). */
export type EntityKey = {
  workspaceId: number;
  type: 'address' | 'transaction' | 'customer';
  blockchain: number | null;
  identifier: string;
};

export type NewEntityEvent = EntityKey & {
  objectId: number | null;
  eventType: EntityEventType;
  /** The user behind the change; null for the server itself. */
  actorUserId: number | null;
  isSystem: boolean;
  context: Record<string, unknown>;
  at: Date | undefined;
};

export type EntityEventRow = {
  id: number;
  type: string;
  actor_name: string;
  context: Record<string, unknown>;
  created_at: Date;
};

const KNOWN_TYPES = Object.keys(ENTITY_EVENT_TYPES) as EntityEventType[];

/** The actor's name as it reads today, kept with the event so the record never changes with the user. */
function actorName(event: NewEntityEvent) {
  if (event.isSystem || event.actorUserId === null) return sql<string>`'System'`;
  return sql<string>`coalesce(
    (SELECT coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) FROM users u
      WHERE u.id = ${event.actorUserId}),
    'Former member')`;
}

export async function insertEntityEvent(db: Db, event: NewEntityEvent): Promise<void> {
  await insertEntityEvents(db, [event]);
}

/** Several events in one statement, in order (their ids follow it). */
export async function insertEntityEvents(db: Db, events: readonly NewEntityEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('entity_audit_events')
    .values(
      events.map((event) => ({
        workspace_id: event.workspaceId,
        object_type: event.type,
        blockchain: event.blockchain,
        identifier: event.identifier,
        object_id: event.objectId,
        type: event.eventType,
        actor_user_id: event.actorUserId,
        actor_name: actorName(event),
        context: JSON.stringify(event.context),
        ...(event.at ? { created_at: event.at } : {}),
      })),
    )
    .execute();
}

/**
 * One object's events in the workspace, newest first (ties in time: the later write first). A customer's log is
 * read by its row id (objectId), so it follows the customer through a change of its customer id.
 */
export async function listEntityEvents(
  db: Db,
  key: EntityKey | { workspaceId: number; type: 'customer'; objectId: number },
  filter: { types: readonly EntityEventType[] | undefined; created: DateRange },
  page: { offset: number; limit: number },
): Promise<{ rows: EntityEventRow[]; count: number }> {
  const types = filter.types?.length ? filter.types : KNOWN_TYPES;
  const scoped = db
    .selectFrom('entity_audit_events')
    .where('workspace_id', '=', key.workspaceId)
    .where('object_type', '=', key.type)
    .where((eb) => {
      if ('objectId' in key) return eb('object_id', '=', key.objectId);
      return eb.and([
        key.blockchain === null ? eb('blockchain', 'is', null) : eb('blockchain', '=', key.blockchain),
        eb('identifier', '=', key.identifier),
      ]);
    })
    .where('type', 'in', types)
    .$if(filter.created.from !== undefined, (q) => q.where('created_at', '>=', filter.created.from as Date))
    .$if(filter.created.until !== undefined, (q) => q.where('created_at', '<', filter.created.until as Date));
  const [rows, total] = await Promise.all([
    scoped
      .select(['id', 'type', 'actor_name', 'context', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    scoped.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

/**
 * The workspace's live row of an object, locked: its id, risk level, when it was last screened, and the hash of the
 * investigation tree it stores (addresses; null when unknown).
 */
export type LiveRow = { id: number; riskLevel: number; screenedAt: Date; treeHash: string | null };

/**
 * Lock the workspace's live row of an object (FOR UPDATE) and read it, so that concurrent screenings of the object
 * apply one after the other and each sees the one it replaces.
 */
export async function lockLiveRow(
  db: Db,
  key: EntityKey & { destinationTag: number | null },
): Promise<LiveRow | undefined> {
  const row =
    key.type === 'address'
      ? await db
          .selectFrom('screened_addresses')
          .select(['id', 'risk_level', 'last_screened_time', 'investigation_tree_hash'])
          .where('workspace_id', '=', key.workspaceId)
          .where('blockchain', '=', key.blockchain ?? -1)
          .where('identifier', '=', key.identifier)
          .where(sql<boolean>`coalesce(destination_tag, -1) = ${key.destinationTag ?? -1}`)
          .where('archived_at', 'is', null)
          .forUpdate()
          .executeTakeFirst()
      : await db
          .selectFrom('screened_transactions')
          .select([
            'id',
            'risk_level',
            'last_screened_time',
            sql<null>`NULL::text`.as('investigation_tree_hash'),
          ])
          .where('workspace_id', '=', key.workspaceId)
          .where('blockchain', '=', key.blockchain ?? -1)
          .where('identifier', '=', key.identifier)
          .where('archived_at', 'is', null)
          .forUpdate()
          .executeTakeFirst();
  return (
    row && {
      id: row.id,
      riskLevel: row.risk_level,
      screenedAt: new Date(row.last_screened_time),
      treeHash: row.investigation_tree_hash,
    }
  );
}

/**
 * The stored result of a live row as text (what the previous screening showed, every address it named), with its
 * investigation tree (kept in a column of its own).
 */
export async function liveResultText(db: Db, type: EntityKey['type'], id: number): Promise<string> {
  const table = type === 'address' ? 'screened_addresses' : 'screened_transactions';
  const row = await sql<{
    text: string;
  }>`SELECT result::text || coalesce(investigation_tree::text, '') AS text FROM ${sql.table(table)} WHERE id = ${id}`.execute(
    db,
  );
  return row.rows[0]?.text ?? '';
}

/** The names of the workspace's custom tags and lists with these ids, in id order. */
export async function customTagNames(db: Db, workspaceId: number, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('custom_tags')
    .select('name')
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  return rows.map((r) => r.name);
}
