import { endpoints, errorText, isAdmin, isOrgAdmin, MEMBER_TOASTS } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { type BaseDeps, pageOf, type RouteModule } from '../../../lib/module.ts';
import { type Caller, requireCaller, requireScope } from '../../../plugins/auth.ts';
import { type Invitation, type InviteTarget, inviteMembers } from './invite-members.ts';
import { loadTeamMember, loadTeamMembers } from './member-rows.ts';
import { updateTeamMember, updateWorkspaceMember } from './update-member.ts';

const activeFilter = (value: 'true' | 'false' | undefined) =>
  value === undefined ? undefined : value === 'true';

/**
 * The workspaces named by slug in an invitation, each one the caller may invite to: any workspace of the
 * organisation for an organisation admin, else the workspaces the caller administers. Anything else is not a
 * valid choice (a workspace of another organisation is not told apart from one that does not exist).
 */
async function inviteTargets(
  db: Db,
  caller: Caller,
  slugs: string[],
  field: string,
): Promise<InviteTarget[]> {
  const rows = await db
    .selectFrom('workspaces')
    .leftJoin('memberships', (join) =>
      join
        .onRef('memberships.workspace_id', '=', 'workspaces.id')
        .on('memberships.user_id', '=', caller.userId)
        .on('memberships.is_active', '=', true),
    )
    .select(['workspaces.id', 'workspaces.slug', 'workspaces.name', 'memberships.role'])
    .where('workspaces.organization_id', '=', caller.organizationId)
    .where('workspaces.slug', 'in', slugs)
    .execute();
  const targets: InviteTarget[] = [];
  for (const slug of new Set(slugs)) {
    const row = rows.find((r) => r.slug === slug);
    const allowed =
      row &&
      isAdmin({
        isOrganizationAdmin: caller.isOrganizationAdmin,
        profileRole: caller.profileRole,
        membershipRole: row.role,
      });
    if (!row || !allowed) throw HttpError.fields({ [field]: [errorText('invalid_choice', slug)] });
    targets.push({ id: row.id, slug: row.slug, name: row.name });
  }
  return targets;
}

/** Invite people to the workspaces named by slug in the request's `field`, each one the caller may invite to. */
async function inviteToWorkspaces(
  db: Db,
  caller: Caller,
  people: { emails: string[]; role: number },
  workspaces: { slugs: string[]; field: string },
  mode: Invitation['mode'],
) {
  return inviteMembers(db, {
    organizationId: caller.organizationId,
    inviter: caller,
    emails: people.emails,
    role: people.role,
    workspaces: await inviteTargets(db, caller, workspaces.slugs, workspaces.field),
    mode,
  });
}

const invitedDetail = (type: string) => MEMBER_TOASTS.invited.replace('{type}', type);

/**
 * Members (spec part 3 §7.4b, §7.6): a workspace's admins manage its members; organisation admins manage the
 * organisation's team members. Member management is an account action: API keys are refused on every route.
 */
export const memberRoutes: RouteModule = (api, { db }: BaseDeps) => {
  const workspaceAdmin = { access: 'admin', apiKey: false } as const;
  const orgAdmin = { access: 'orgAdmin', apiKey: false } as const;

  route(api, endpoints.members.workspaceMembers, workspaceAdmin, async (request) => {
    const caller = requireCaller(request);
    const scope = requireScope(request);
    const { offset, limit, q, is_active } = request.query;
    const page = await loadTeamMembers(
      db,
      {
        organizationId: caller.organizationId,
        workspaceId: scope.workspaceId,
        q,
        isActive: activeFilter(is_active),
      },
      { offset, limit },
    );
    return pageOf(request, page.results, page.count, offset, limit);
  });

  route(api, endpoints.members.inviteToWorkspaces, workspaceAdmin, async (request) => {
    const caller = requireCaller(request);
    const { workspaces, ...people } = request.body;
    const slugs = { slugs: workspaces, field: 'workspaces' };
    const outcome = await inviteToWorkspaces(db, caller, people, slugs, 'workspaces');
    return { detail: invitedDetail('workspace'), ...outcome };
  });

  route(api, endpoints.members.updateWorkspaceMember, workspaceAdmin, async (request) => {
    const caller = requireCaller(request);
    const scope = requireScope(request);
    const userId = request.params.id;
    await updateWorkspaceMember(
      db,
      {
        organizationId: caller.organizationId,
        workspaceId: scope.workspaceId,
        callerId: caller.userId,
        callerIsOrgAdmin: isOrgAdmin({ ...caller, membershipRole: null }),
      },
      userId,
      request.body,
    );
    const member = await loadTeamMember(db, caller.organizationId, userId, scope.workspaceId);
    if (!member) throw notFound();
    return member;
  });

  route(api, endpoints.members.teamMembers, orgAdmin, async (request) => {
    const caller = requireCaller(request);
    const { offset, limit, q, is_active } = request.query;
    const page = await loadTeamMembers(
      db,
      { organizationId: caller.organizationId, q, isActive: activeFilter(is_active) },
      { offset, limit },
    );
    return pageOf(request, page.results, page.count, offset, limit);
  });

  route(api, endpoints.members.suggest, workspaceAdmin, async (request) => {
    const caller = requireCaller(request);
    const { results } = await loadTeamMembers(
      db,
      { organizationId: caller.organizationId, q: request.query.q, isActive: true },
      { offset: 0, limit: 10 },
    );
    return results.map((m) => ({
      id: m.id,
      email: m.email,
      full_name: `${m.first_name} ${m.last_name}`.trim(),
    }));
  });

  route(api, endpoints.members.teamMember, orgAdmin, async (request) => {
    const caller = requireCaller(request);
    const member = await loadTeamMember(db, caller.organizationId, request.params.id);
    if (!member) throw notFound();
    return member;
  });

  route(api, endpoints.members.invite, orgAdmin, async (request) => {
    const caller = requireCaller(request);
    const { workspaces, ...people } = request.body;
    const slugs = { slugs: workspaces, field: 'workspaces' };
    const outcome = await inviteToWorkspaces(db, caller, people, slugs, 'organisation');
    return { detail: invitedDetail('organisation'), ...outcome };
  });

  route(api, endpoints.members.bulkInviteWorkspace, orgAdmin, async (request) => {
    const caller = requireCaller(request);
    const { workspace, ...people } = request.body;
    const slugs = { slugs: [workspace], field: 'workspace' };
    const outcome = await inviteToWorkspaces(db, caller, people, slugs, 'workspaces');
    return { detail: MEMBER_TOASTS.bulkInvited, ...outcome };
  });

  route(api, endpoints.members.updateTeamMember, orgAdmin, async (request) => {
    const caller = requireCaller(request);
    await updateTeamMember(
      db,
      { organizationId: caller.organizationId, callerId: caller.userId },
      request.params.id,
      request.body,
    );
    const member = await loadTeamMember(db, caller.organizationId, request.params.id);
    if (!member) throw notFound();
    return member;
  });
};
