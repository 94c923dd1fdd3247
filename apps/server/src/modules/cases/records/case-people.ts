import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

/** A user's name as the product shows it (users aliased u): first and last name, or the email when both are empty. */
export const userNameSql = sql<string>`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)`;

/** Whether the user is an active member (active membership, active account) of the workspace. */
export async function isActiveMember(db: Db, workspaceId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('u.id')
    .where('m.workspace_id', '=', workspaceId)
    .where('m.user_id', '=', userId)
    .where('m.is_active', '=', true)
    .where('u.is_active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** The active members of a case role (1 approver, 2 agent), by user id: the order assignment walks them in. */
export async function membersWithCaseRole(db: Db, workspaceId: number, caseRole: 1 | 2): Promise<number[]> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('u.id')
    .where('m.workspace_id', '=', workspaceId)
    .where('m.case_role', '=', caseRole)
    .where('m.is_active', '=', true)
    .where('u.is_active', '=', true)
    .orderBy('u.id')
    .execute();
  return rows.map((r) => r.id);
}
