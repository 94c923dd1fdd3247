import type { Db } from '../../db/client.ts';
import type { Caller, WorkspaceScope } from '../../plugins/auth.ts';

/** Who a re-screen is made as: the server itself (via 'system'), on behalf of a person of the workspace. */
export type SystemActor = { caller: Caller; scope: WorkspaceScope };

/**
 * The system caller of a refresh's re-screen in a workspace. The audit log records it as the system; the live row
 * and the usage event keep a person's id, so it is the one who screened the object last while they are active,
 * else an active organisation admin, else any active user of the organisation. Undefined when none is left.
 */
export async function systemActor(
  db: Db,
  workspaceId: number,
  screenedBy: number | null,
): Promise<SystemActor | undefined> {
  const row = await db
    .selectFrom('workspaces as w')
    .innerJoin('users as u', 'u.organization_id', 'w.organization_id')
    .select([
      'u.id as userId',
      'u.organization_id as organizationId',
      'u.email',
      'u.role',
      'u.is_organization_admin',
      'w.id as workspaceId',
      'w.slug',
      'w.name',
    ])
    .where('w.id', '=', workspaceId)
    .where('u.is_active', '=', true)
    .orderBy((eb) => eb('u.id', '=', screenedBy ?? -1), 'desc')
    .orderBy('u.is_organization_admin', 'desc')
    .orderBy('u.id')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    caller: {
      userId: row.userId,
      organizationId: row.organizationId,
      email: row.email,
      profileRole: row.role,
      isOrganizationAdmin: row.is_organization_admin,
      via: 'system',
      sessionId: null,
      apiKeyWorkspaceId: null,
    },
    scope: {
      workspaceId: row.workspaceId,
      slug: row.slug,
      name: row.name,
      membershipRole: null,
      caseRole: null,
      isAdmin: false,
    },
  };
}
