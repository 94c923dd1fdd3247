import { type CustomMonitoredEntity, displayCode, MONITORING_MESSAGES } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { containing } from '../../../lib/like-pattern.ts';
import { addedByName } from './added-by.ts';

type Row = {
  id: number;
  entity_name: string;
  created_at: Date;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
};
const present = (row: Row): CustomMonitoredEntity => ({
  id: row.id,
  entity_name: row.entity_name,
  added_by: addedByName(row),
  created_at: new Date(row.created_at).toISOString(),
});

const live = (db: Db, workspaceId: number) =>
  db
    .selectFrom('monitored_entities as e')
    .leftJoin('users as u', 'u.id', 'e.added_by')
    .select(['e.id', 'e.entity_name', 'e.created_at', 'u.first_name', 'u.last_name', 'u.email'])
    .where('e.workspace_id', '=', workspaceId)
    .where('e.archived_at', 'is', null);

export async function listMonitoredEntities(
  db: Db,
  workspaceId: number,
  page: { offset: number; limit: number },
): Promise<{ count: number; results: CustomMonitoredEntity[] }> {
  const rows = await live(db, workspaceId).orderBy('e.entity_name').orderBy('e.id').execute();
  return { count: rows.length, results: rows.slice(page.offset, page.offset + page.limit).map(present) };
}

/**
 * Add an entity by name. A name already listed in any case is refused with the spec's 'Entity already exists'; the
 * unique index on lower(entity_name) makes the second of two people adding it at once get the same answer.
 */
export async function addMonitoredEntity(
  db: Db,
  input: { workspaceId: number; name: string; userId: number },
): Promise<CustomMonitoredEntity> {
  if (input.name === '') throw HttpError.fields({ entity_name: [MONITORING_MESSAGES.enterEntity] });
  const inserted = await db
    .insertInto('monitored_entities')
    .values({ workspace_id: input.workspaceId, entity_name: input.name, added_by: input.userId })
    .onConflict((oc) =>
      oc.expression(sql`workspace_id, lower(entity_name)`).where('archived_at', 'is', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw HttpError.fields({ entity_name: [MONITORING_MESSAGES.entityExists] });
  return present(await live(db, input.workspaceId).where('e.id', '=', inserted.id).executeTakeFirstOrThrow());
}

/** Archive the entity's entry; false when the workspace has no such live entry (404 for the caller). */
export async function removeMonitoredEntity(db: Db, workspaceId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('monitored_entities')
    .set({ archived_at: new Date() })
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The addresses attributed (by a label in force) to the workspace's monitored entities, matched by name whatever
 * its case: what level 3 monitors.
 */
export function entityAddressesQuery(db: Db, workspaceId: number, now: Date) {
  return db
    .selectFrom('labels as l')
    .innerJoin('entities as en', 'en.id', 'l.entity_id')
    .innerJoin('monitored_entities as me', (join) =>
      join
        .on(sql`lower(me.entity_name)`, '=', sql`lower(en.name)`)
        .on('me.workspace_id', '=', workspaceId)
        .on('me.archived_at', 'is', null),
    )
    .where('l.address', 'is not', null)
    .where('l.ended_by_import', 'is', null)
    .where((eb) => eb.or([eb('l.valid_to', 'is', null), eb('l.valid_to', '>', now)]));
}

export async function listEntityAddresses(
  db: Db,
  workspaceId: number,
  query: { offset: number; limit: number; q?: string | undefined },
  now = new Date(),
) {
  let base = entityAddressesQuery(db, workspaceId, now);
  if (query.q) base = base.where('l.address', 'ilike', containing(query.q));
  const [rows, total] = await Promise.all([
    base
      .select(['l.address', 'l.blockchain', 'me.entity_name'])
      .distinct()
      .orderBy('me.entity_name')
      .orderBy('l.address')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base
      .select(sql<number>`count(DISTINCT (l.address, l.blockchain, me.entity_name))::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    count: total.n,
    results: rows.map((r) => ({
      identifier: r.address ?? '',
      currency: r.blockchain ?? -1,
      currency_short: r.blockchain === null ? 'EVM' : displayCode(r.blockchain),
      entity_name: r.entity_name,
    })),
  };
}
