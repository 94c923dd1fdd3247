import { isOrgAdmin, type UserProfile } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { planFlagsOf } from '../tenancy/index.ts';

/**
 * The user profile the web app runs on: identity, plan flags, workspaces and memberships. The monitoring fields and
 * the case role are those of the current workspace (the request's `workspace`), else of the first one by name.
 */
export async function loadUserProfile(
  db: Db,
  userId: number,
  currentWorkspace: string | null = null,
): Promise<UserProfile> {
  const user = await db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.timezone',
      'users.language',
      'users.role',
      'users.is_organization_admin',
      'users.organization_id',
      'organizations.slug as org_slug',
      'organizations.name as org_name',
      'organizations.domain',
      'organizations.plan_flags',
      'organizations.brand_logo',
      'organizations.report_logo',
      'organizations.color_code',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound();

  const orgAdmin = isOrgAdmin({
    isOrganizationAdmin: user.is_organization_admin,
    profileRole: user.role,
    membershipRole: null,
  });
  // Organisation admins may switch to every workspace of their organisation; others to their memberships.
  const rows = await db
    .selectFrom('workspaces')
    .leftJoin('memberships', (join) =>
      join
        .onRef('memberships.workspace_id', '=', 'workspaces.id')
        .on('memberships.user_id', '=', userId)
        .on('memberships.is_active', '=', true),
    )
    .select([
      'workspaces.slug',
      'workspaces.name',
      'workspaces.continuous_monitoring_level',
      'workspaces.is_address_screening_type_any_enabled',
      'workspaces.token_monitoring_status',
      'memberships.role',
      'memberships.case_role',
    ])
    .where('workspaces.organization_id', '=', user.organization_id)
    .orderBy('workspaces.name')
    .execute();
  const visible = rows.filter((r) => r.role !== null || orgAdmin);
  const flags = planFlagsOf(user.plan_flags);
  const first = visible.find((w) => w.slug === currentWorkspace) ?? visible[0];
  return {
    ...flags,
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    timezone: user.timezone,
    language: user.language,
    role: user.role,
    case_role: first?.case_role ?? null,
    domain: user.domain,
    organization: user.org_slug,
    organization_app_version: '4',
    allowed_currencies: [],
    continuous_monitoring_enabled: (first?.continuous_monitoring_level ?? 0) > 0,
    continuous_monitoring_level: first?.continuous_monitoring_level ?? 0,
    organization_brand_logo: user.brand_logo,
    organization_brand_report_logo: user.report_logo,
    organization_color_code: user.color_code,
    workspaces: visible.map((w) => ({
      slug: w.slug,
      name: w.name,
      continuous_monitoring_level: w.continuous_monitoring_level,
      is_address_screening_type_any_enabled: w.is_address_screening_type_any_enabled,
      token_monitoring_status: w.token_monitoring_status,
    })),
    is_organization_admin: user.is_organization_admin,
    memberships: visible
      .filter((w) => w.role !== null)
      .map((w) => ({ workspace: w.slug, workspace_name: w.name, role: w.role as number })),
    skip_alert_creation_modes: [],
  };
}
