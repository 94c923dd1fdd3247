import type { CustomTag } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { containing } from '../../../lib/like-pattern.ts';
import { pageWithCount } from '../../../lib/list-page.ts';

/** A custom tag (or list) row with its author's name and how many addresses it holds. */
export type CustomTagRow = {
  id: number;
  workspace_id: number;
  name: string;
  description: string;
  risk_level: number;
  type: number;
  is_active: boolean;
  is_in_custom_list: boolean;
  added_by_name: string | null;
  created_at: Date;
  updated_at: Date;
  address_count: number;
};

export type CustomTagFilters = {
  q?: string | undefined;
  is_active?: boolean | undefined;
  is_in_custom_list?: boolean | undefined;
};

function selectTags(db: Db, workspaceId: number) {
  return db
    .selectFrom('custom_tags as t')
    .leftJoin('users as u', 'u.id', 't.added_by')
    .select([
      't.id',
      't.workspace_id',
      't.name',
      't.description',
      't.risk_level',
      't.type',
      't.is_active',
      't.is_in_custom_list',
      't.created_at',
      't.updated_at',
      sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('added_by_name'),
      sql<number>`(SELECT count(*) FROM custom_tagged_addresses a WHERE a.custom_tag_id = t.id)::int`.as(
        'address_count',
      ),
    ])
    .where('t.workspace_id', '=', workspaceId);
}

/** The workspace's tags or lists, system lists first, then newest first. */
export async function listCustomTags(
  db: Db,
  workspaceId: number,
  filters: CustomTagFilters,
  page: { offset: number; limit: number },
): Promise<{ rows: CustomTagRow[]; count: number }> {
  let base = selectTags(db, workspaceId);
  if (filters.is_active !== undefined) base = base.where('t.is_active', '=', filters.is_active);
  if (filters.is_in_custom_list !== undefined) {
    base = base.where('t.is_in_custom_list', '=', filters.is_in_custom_list);
  }
  if (filters.q) {
    const like = containing(filters.q);
    base = base.where((eb) => eb.or([eb('t.name', 'ilike', like), eb('t.description', 'ilike', like)]));
  }
  return pageWithCount(
    base.orderBy(sql`t.type = 0`).orderBy('t.created_at', 'desc').orderBy('t.id', 'desc'),
    page,
  );
}

export async function getCustomTag(
  db: Db,
  workspaceId: number,
  id: number,
): Promise<CustomTagRow | undefined> {
  return selectTags(db, workspaceId).where('t.id', '=', id).executeTakeFirst();
}

export function presentCustomTag(row: CustomTagRow): CustomTag {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    risk_level: row.risk_level,
    type: row.type,
    is_active: row.is_active,
    is_in_custom_list: row.is_in_custom_list,
    added_by: row.added_by_name,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    address_count: row.address_count,
  };
}

/** Is the name taken in the workspace (case-insensitive), by another tag or list than `exceptId`? */
export async function isNameTaken(
  db: Db,
  workspaceId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('custom_tags')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
