import type { CustomTaggedAddress } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { containing } from '../../../lib/like-pattern.ts';
import { pageWithCount } from '../../../lib/list-page.ts';

export type ListAddressRow = {
  id: number;
  custom_tag_id: number;
  identifier: string;
  currencies: number[];
  added_by_name: string | null;
  created_at: Date;
};

function selectAddresses(db: Db, workspaceId: number, listId: number) {
  return db
    .selectFrom('custom_tagged_addresses as a')
    .leftJoin('users as u', 'u.id', 'a.added_by')
    .select([
      'a.id',
      'a.custom_tag_id',
      'a.identifier',
      'a.currencies',
      'a.created_at',
      sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('added_by_name'),
    ])
    .where('a.workspace_id', '=', workspaceId)
    .where('a.custom_tag_id', '=', listId);
}

/** A list's addresses, newest first, optionally searched by identifier. */
export async function listAddresses(
  db: Db,
  workspaceId: number,
  listId: number,
  q: string | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: ListAddressRow[]; count: number }> {
  let base = selectAddresses(db, workspaceId, listId);
  if (q) base = base.where('a.identifier', 'ilike', containing(q));
  return pageWithCount(base.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc'), page);
}

/** Which of these identifiers the list already holds. */
export async function existingIdentifiers(
  db: Db,
  listId: number,
  identifiers: readonly string[],
): Promise<Set<string>> {
  if (identifiers.length === 0) return new Set();
  const rows = await db
    .selectFrom('custom_tagged_addresses')
    .select('identifier')
    .where('custom_tag_id', '=', listId)
    .where('identifier', 'in', identifiers)
    .execute();
  return new Set(rows.map((r) => r.identifier));
}

export async function insertAddresses(
  db: Db,
  workspaceId: number,
  listId: number,
  userId: number,
  addresses: readonly { identifier: string; currencies: number[] }[],
): Promise<number> {
  if (addresses.length === 0) return 0;
  const rows = await db
    .insertInto('custom_tagged_addresses')
    .values(
      addresses.map((a) => ({
        workspace_id: workspaceId,
        custom_tag_id: listId,
        identifier: a.identifier,
        currencies: a.currencies,
        added_by: userId,
      })),
    )
    .onConflict((oc) => oc.columns(['custom_tag_id', 'identifier']).doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

/** Remove one address of the workspace's lists; false when there is none with that id. */
export async function deleteAddress(db: Db, workspaceId: number, id: number): Promise<number | undefined> {
  const row = await db
    .deleteFrom('custom_tagged_addresses')
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .returning('custom_tag_id')
    .executeTakeFirst();
  return row?.custom_tag_id;
}

export function presentListAddress(row: ListAddressRow): CustomTaggedAddress {
  return {
    id: row.id,
    identifier: row.identifier,
    custom_tag_id: row.custom_tag_id,
    added_by: row.added_by_name,
    created_at: row.created_at.toISOString(),
    currencies: row.currencies,
  };
}
