import type { Db } from '../../../db/client.ts';
import type { Caller, WorkspaceScope } from '../../../plugins/auth.ts';

/** Who screenings made without a request (a job, a scheduled re-screen) is made as, in which workspace. */
export type ActingPerson = { caller: Caller; scope: WorkspaceScope };

/** The people of a workspace's organisation, with what a caller and a scope need; the caller narrows and orders. */
export function actingPeopleOf(db: Db, workspaceId: number) {
  return db
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
    .where('w.id', '=', workspaceId);
}

type PersonRow = {
  userId: number;
  organizationId: number;
  email: string;
  role: number | null;
  is_organization_admin: boolean;
  workspaceId: number;
  slug: string;
  name: string;
};

/** A row of actingPeopleOf as the caller and scope the screening takes ('system' is audited as the system). */
export function actingPerson(row: PersonRow, via: 'token' | 'system'): ActingPerson {
  return {
    caller: {
      userId: row.userId,
      organizationId: row.organizationId,
      email: row.email,
      profileRole: row.role,
      isOrganizationAdmin: row.is_organization_admin,
      via,
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
