import type { MemberLite } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

const fullName = sql<string>`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)`;

/**
 * The workspace's members by name (the assignee picker and mentions). q: a part of the name or the email; isActive:
 * only members who can sign in and act here (an active membership of an active user), or only the others.
 */
export async function listMembersLite(
  db: Db,
  workspaceId: number,
  filter: { q?: string | undefined; isActive?: boolean | undefined },
): Promise<MemberLite[]> {
  let query = db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id as user_id', 'u.email', fullName.as('full_name')])
    .where('m.workspace_id', '=', workspaceId);
  if (filter.q) {
    const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(u.first_name || ' ' || u.last_name)`, 'like', pattern),
        eb(sql`lower(u.email)`, 'like', pattern),
      ]),
    );
  }
  if (filter.isActive !== undefined) {
    const active = sql<boolean>`(m.is_active AND u.is_active)`;
    query = query.where(filter.isActive ? active : sql<boolean>`NOT ${active}`);
  }
  return query.orderBy(fullName).orderBy('u.email').orderBy('u.id').execute();
}
