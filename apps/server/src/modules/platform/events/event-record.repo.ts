import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { DomainEvent } from './event-types.ts';

/** Where a subscriber stands in a workspace's record: every event up to (tx, eventId) has been handled. */
export type EventPosition = { tx: string; eventId: string };

/**
 * Register subscribers that are new: each starts from now, i.e. from the transactions that were still running or
 * had not started when it was first registered (the record's past is not replayed to a new consumer).
 */
export async function registerSubscribers(db: Db, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insertInto('event_subscribers')
    .values(names.map((name) => ({ name, start_tx: sql<string>`pg_snapshot_xmin(pg_current_snapshot())` })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * The subscriber's position in the workspace, locked until the transaction ends: two deliveries to one subscriber
 * of one workspace take turns. A workspace it has not read yet starts where the subscriber started.
 */
export async function lockPosition(trx: Db, subscriber: string, workspaceId: number): Promise<EventPosition> {
  await trx
    .insertInto('event_positions')
    .columns(['subscriber', 'workspace_id', 'tx', 'event_id'])
    .expression((eb) =>
      eb
        .selectFrom('event_subscribers')
        .select([
          'name',
          sql<number>`${workspaceId}::integer`.as('workspace_id'),
          // Position (start_tx - 1, max): every event of a transaction before the subscriber's start is behind it.
          sql<string>`(start_tx::text::numeric - 1)::text::xid8`.as('tx'),
          sql<string>`'9223372036854775807'`.as('event_id'),
        ])
        .where('name', '=', subscriber),
    )
    .onConflict((oc) => oc.columns(['subscriber', 'workspace_id']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('event_positions')
    .select([sql<string>`tx::text`.as('tx'), sql<string>`event_id::text`.as('event_id')])
    .where('subscriber', '=', subscriber)
    .where('workspace_id', '=', workspaceId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { tx: row.tx, eventId: row.event_id };
}

export async function savePosition(
  trx: Db,
  subscriber: string,
  workspaceId: number,
  position: EventPosition,
): Promise<void> {
  await trx
    .updateTable('event_positions')
    .set({
      tx: sql<string>`${position.tx}::xid8`,
      event_id: sql<string>`${position.eventId}::bigint`,
      updated_at: new Date(),
    })
    .where('subscriber', '=', subscriber)
    .where('workspace_id', '=', workspaceId)
    .execute();
}

/** An event read back with the transaction that wrote it. */
export type RecordedEvent = DomainEvent & { tx: string };

/**
 * The workspace's next events after the position, in (tx, id) order, and only from transactions older than the
 * oldest one still running: such a transaction may yet commit an event that sorts before what is visible now.
 */
export async function eventsAfter(
  trx: Db,
  workspaceId: number,
  position: EventPosition,
  limit: number,
): Promise<RecordedEvent[]> {
  const rows = await trx
    .selectFrom('domain_events')
    .select([
      sql<string>`id::text`.as('id'),
      sql<string>`tx::text`.as('tx'),
      'workspace_id',
      'type',
      'payload',
      'actor_user_id',
      'occurred_at',
    ])
    .where('workspace_id', '=', workspaceId)
    .where(sql<boolean>`(tx, id) > (${position.tx}::xid8, ${position.eventId}::bigint)`)
    .where(sql<boolean>`tx < pg_snapshot_xmin(pg_current_snapshot())`)
    // By the columns, not the text aliases of the same names (which would put event 10 before event 9).
    .orderBy('domain_events.tx')
    .orderBy('domain_events.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    tx: row.tx,
    workspaceId: row.workspace_id,
    type: row.type,
    payload: row.payload,
    actorUserId: row.actor_user_id,
    occurredAt: row.occurred_at,
  }));
}

/** Whether the workspace has events after the position that a running transaction still holds back. */
export async function hasEventsHeldBack(
  trx: Db,
  workspaceId: number,
  position: EventPosition,
): Promise<boolean> {
  const row = await trx
    .selectFrom('domain_events')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where(sql<boolean>`(tx, id) > (${position.tx}::xid8, ${position.eventId}::bigint)`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The workspaces with events of transactions from `sinceTx` on, and the oldest running transaction now: every
 * transaction before it has ended, and its events (if it committed) are visible to this very query. The next look
 * starts there, so an event that commits after a newer one was seen is still found.
 */
export async function workspacesWithEventsSince(
  db: Db,
  sinceTx: string,
): Promise<{ workspaceIds: number[]; nextTx: string }> {
  const result = await sql<{ workspace_id: number | null; next_tx: string }>`
    SELECT e.workspace_id, now_snapshot.next_tx
    FROM (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS next_tx) AS now_snapshot
    LEFT JOIN (SELECT DISTINCT workspace_id FROM domain_events WHERE tx >= ${sinceTx}::xid8) AS e ON true
  `.execute(db);
  const nextTx = result.rows[0]?.next_tx ?? sinceTx;
  const workspaceIds = result.rows.flatMap((row) => (row.workspace_id === null ? [] : [row.workspace_id]));
  return { workspaceIds, nextTx };
}

/** The oldest running transaction now: a first look starts there. */
export async function currentXmin(db: Db): Promise<string> {
  const result = await sql<{
    xmin: string;
  }>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`.execute(db);
  return result.rows[0]?.xmin ?? '0';
}

/** Every workspace: a waking dispatcher's first look after a start visits each. */
export async function allWorkspaceIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('workspaces').select('id').execute();
  return rows.map((row) => row.id);
}
