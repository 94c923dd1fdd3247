import { roleVerbose, type TeamMember } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

export type MemberFilter = {
  organizationId: number;
  /** One workspace's members (its list); unset: the whole organisation. */
  workspaceId?: number;
  q?: string | undefined;
  isActive?: boolean | undefined;
  userIds?: number[];
};

const ORGANISATION_ADMIN = 'Organisation Admin';

/** The team members of an organisation or of one workspace, in the contract's shape, with their memberships. */
export async function loadTeamMembers(
  db: Db,
  filter: MemberFilter,
  page: { offset: number; limit: number } = { offset: 0, limit: 1000 },
): Promise<{ count: number; results: TeamMember[] }> {
  let base = db.selectFrom('users').where('users.organization_id', '=', filter.organizationId);
  if (filter.workspaceId !== undefined) {
    const workspaceId = filter.workspaceId;
    base = base.innerJoin('memberships as m', (join) =>
      join.onRef('m.user_id', '=', 'users.id').on('m.workspace_id', '=', workspaceId),
    ) as unknown as typeof base;
  }
  if (filter.userIds) base = base.where('users.id', 'in', filter.userIds.length ? filter.userIds : [0]);
  if (filter.q) {
    const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['users.email']), 'like', like),
        eb(sql<string>`lower(users.first_name || ' ' || users.last_name)`, 'like', like),
      ]),
    );
  }
  if (filter.isActive !== undefined) {
    const active = filter.isActive;
    base = base.where((eb) => {
      const both =
        filter.workspaceId === undefined
          ? eb('users.is_active', '=', true)
          : eb.and([eb('users.is_active', '=', true), eb(sql.ref('m.is_active'), '=', true)]);
      return active ? both : eb.not(both);
    });
  }
  const counted = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const users = await base
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.is_active',
      'users.is_organization_admin',
      'users.password_hash',
      ...(filter.workspaceId !== undefined
        ? [sql<number>`m.role`.as('ws_role'), sql<boolean>`m.is_active`.as('ws_active')]
        : [sql<null>`null`.as('ws_role'), sql<null>`null`.as('ws_active')]),
    ])
    .orderBy('users.email')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const ids = users.map((u) => u.id);
  const memberships = ids.length
    ? await db
        .selectFrom('memberships')
        .innerJoin('workspaces', 'workspaces.id', 'memberships.workspace_id')
        .select([
          'memberships.user_id',
          'memberships.role',
          'memberships.is_active',
          'workspaces.name',
          'workspaces.slug',
        ])
        .where('memberships.user_id', 'in', ids)
        .orderBy('workspaces.name')
        .execute()
    : [];
  const results = users.map((u): TeamMember => {
    const inWorkspace = filter.workspaceId !== undefined;
    const role = inWorkspace ? Number(u.ws_role) : null;
    return {
      id: u.id,
      first_name: u.first_name,
      last_name: u.last_name,
      email: u.email,
      // A member is active only if both the user and the membership are (spec part 3 §4.5).
      is_active: u.is_active && (inWorkspace ? u.ws_active === true : true),
      user_is_active: u.is_active,
      is_organization_admin: u.is_organization_admin,
      is_invited: u.password_hash === null,
      role,
      role_verbose:
        role !== null ? roleVerbose(role) : u.is_organization_admin ? ORGANISATION_ADMIN : 'Member',
      memberships: memberships
        .filter((m) => m.user_id === u.id)
        .map((m) => ({
          role: m.role,
          role_verbose: roleVerbose(m.role),
          is_active: m.is_active,
          workspace: { name: m.name, slug: m.slug },
        })),
    };
  });
  return { count: Number(counted?.n ?? 0), results };
}

/** One team member of the organisation (in one workspace's terms when given), or undefined. */
export async function loadTeamMember(
  db: Db,
  organizationId: number,
  userId: number,
  workspaceId?: number,
): Promise<TeamMember | undefined> {
  const { results } = await loadTeamMembers(db, {
    organizationId,
    userIds: [userId],
    ...(workspaceId !== undefined ? { workspaceId } : {}),
  });
  return results[0];
}
