import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

export type Person = { id: number; full_name: string };

/** A user's name as the product shows it: first and last name, or the email when both are empty. */
export const fullNameSql = sql<string>`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)`;

/** An active member of the workspace (active membership, active account), or undefined. */
export async function activeMember(db: Db, workspaceId: number, userId: number): Promise<Person | undefined> {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', fullNameSql.as('full_name')])
    .where('m.workspace_id', '=', workspaceId)
    .where('m.user_id', '=', userId)
    .where('m.is_active', '=', true)
    .where('u.is_active', '=', true)
    .executeTakeFirst();
}

/** Users' names by id (an id that names no user is left out). */
export async function namesOf(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .select(['u.id', fullNameSql.as('full_name')])
    .where('u.id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, r.full_name]));
}
