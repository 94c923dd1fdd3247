import { CASE_ROLE_MAX_MEMBERS, type CaseUser } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { lockCaseSettings, userNameSql } from '../records/index.ts';

function membersOf(db: Db, workspaceId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id as user_id', 'u.email', userNameSql.as('full_name'), 'm.role', 'm.case_role'])
    .where('m.workspace_id', '=', workspaceId)
    .where('m.is_active', '=', true)
    .where('u.is_active', '=', true);
}

/** The workspace's active members with their case roles (optionally of one role; 'null' those without one). */
export async function caseUsers(
  db: Db,
  workspaceId: number,
  caseRole?: '1' | '2' | 'null',
): Promise<CaseUser[]> {
  let query = membersOf(db, workspaceId);
  if (caseRole === 'null') query = query.where('m.case_role', 'is', null);
  else if (caseRole) query = query.where('m.case_role', '=', Number(caseRole));
  return query.orderBy(sql`lower(u.email)`).execute();
}

const ROLE_NAMES: Record<1 | 2, string> = { 1: 'approvers', 2: 'agents' };

/**
 * Make a member an approver (1), an agent (2) or neither (null). At most three of each (spec part 3 §2.6): the
 * settings row's lock makes two admins adding the fourth at once meet one refusal, not four agents.
 */
export async function setCaseRole(
  db: Db,
  workspaceId: number,
  userId: number,
  caseRole: 1 | 2 | null,
): Promise<CaseUser> {
  return inTransaction(db, async (trx) => {
    await lockCaseSettings(trx, workspaceId);
    const member = await membersOf(trx, workspaceId).where('u.id', '=', userId).executeTakeFirst();
    if (!member) throw notFound();
    if (caseRole !== null && member.case_role !== caseRole) {
      const holders = await trx
        .selectFrom('memberships as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('m.workspace_id', '=', workspaceId)
        .where('m.case_role', '=', caseRole)
        .where('m.is_active', '=', true)
        .where('u.is_active', '=', true)
        .executeTakeFirstOrThrow();
      if (Number(holders.n) >= CASE_ROLE_MAX_MEMBERS) {
        throw HttpError.fields({
          case_role: [`A workspace has at most ${CASE_ROLE_MAX_MEMBERS} case ${ROLE_NAMES[caseRole]}.`],
        });
      }
    }
    await trx
      .updateTable('memberships')
      .set({ case_role: caseRole })
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .execute();
    return { ...member, case_role: caseRole };
  });
}
