import { MEMBER_MESSAGES } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { revokeApiKeysOf } from '../api-keys/index.ts';
import { revokeAllSessions } from '../sessions/index.ts';
import { lockOrganisation } from './lock-organisation.ts';

export type TeamMemberChange = {
  is_active?: boolean | undefined;
  is_organization_admin?: boolean | undefined;
  first_name?: string | undefined;
  last_name?: string | undefined;
};

/**
 * A member of the organisation disabled, enabled or edited by an organisation admin. Disabling ends every session
 * and API key of the member in the same transaction, so their next request answers 401. The organisation keeps at
 * least one active organisation admin: the last one can be neither disabled nor demoted.
 */
export async function updateTeamMember(
  db: Db,
  scope: { organizationId: number; callerId: number },
  userId: number,
  change: TeamMemberChange,
): Promise<void> {
  const { organizationId } = scope;
  await inTransaction(db, async (trx) => {
    await lockOrganisation(trx, organizationId);
    const user = await trx
      .selectFrom('users')
      .select(['id', 'is_active', 'is_organization_admin'])
      .where('id', '=', userId)
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    if (!user) throw notFound();
    const losesAdmin =
      user.is_active &&
      user.is_organization_admin &&
      (change.is_active === false || change.is_organization_admin === false);
    if (losesAdmin) {
      const others = await trx
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('organization_id', '=', organizationId)
        .where('is_organization_admin', '=', true)
        .where('is_active', '=', true)
        .where('id', '<>', userId)
        .executeTakeFirstOrThrow();
      if (Number(others.n) === 0)
        throw new HttpError(400, MEMBER_MESSAGES.lastOrganisationAdmin, 'last_admin');
    }
    const set = {
      ...(change.is_active !== undefined ? { is_active: change.is_active } : {}),
      ...(change.is_organization_admin !== undefined
        ? { is_organization_admin: change.is_organization_admin }
        : {}),
      ...(change.first_name !== undefined ? { first_name: change.first_name } : {}),
      ...(change.last_name !== undefined ? { last_name: change.last_name } : {}),
    };
    if (Object.keys(set).length > 0)
      await trx.updateTable('users').set(set).where('id', '=', userId).execute();
    if (change.is_active === false) {
      await revokeAllSessions(trx, userId);
      await revokeApiKeysOf(trx, userId, { kind: 'admin', userId: scope.callerId });
    }
  });
}

/**
 * A member's membership in one workspace disabled, enabled or given another role by the workspace's admin.
 * Disabling it revokes the member's API keys of this workspace at once; their sessions live on for their other
 * workspaces, and this one answers 404 to them from the next request (memberships are resolved per request).
 * An organisation admin's membership is changed only by an organisation admin: a workspace admin stands below them.
 */
export async function updateWorkspaceMember(
  db: Db,
  scope: { organizationId: number; workspaceId: number; callerId: number; callerIsOrgAdmin: boolean },
  userId: number,
  change: { is_active?: boolean | undefined; role?: number | undefined },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockOrganisation(trx, scope.organizationId);
    const membership = await trx
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select(['memberships.id', 'users.is_organization_admin'])
      .where('memberships.user_id', '=', userId)
      .where('memberships.workspace_id', '=', scope.workspaceId)
      .where('users.organization_id', '=', scope.organizationId)
      .executeTakeFirst();
    if (!membership) throw notFound();
    if (userId === scope.callerId && (change.is_active === false || change.role !== undefined))
      throw new HttpError(400, MEMBER_MESSAGES.notYourself, 'not_yourself');
    // Read under the organisation's lock, so a promotion landing at the same moment is seen.
    if (membership.is_organization_admin && !scope.callerIsOrgAdmin)
      throw new HttpError(403, MEMBER_MESSAGES.organisationAdminOnly, 'permission_denied');
    const set = {
      ...(change.is_active !== undefined ? { is_active: change.is_active } : {}),
      ...(change.role !== undefined ? { role: change.role } : {}),
    };
    if (Object.keys(set).length > 0)
      await trx.updateTable('memberships').set(set).where('id', '=', membership.id).execute();
    if (change.is_active === false)
      await revokeApiKeysOf(
        trx,
        userId,
        { kind: 'admin', userId: scope.callerId },
        { workspaceId: scope.workspaceId },
      );
  });
}
