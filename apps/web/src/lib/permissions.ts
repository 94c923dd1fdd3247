import type { Standing, UserProfile } from '@riskscreen/shared';

/** The user's standing in a workspace (usually the current one), for isAdmin / isOrgAdmin of the shared package. */
export function standingIn(
  profile: Pick<UserProfile, 'is_organization_admin' | 'role' | 'memberships'>,
  workspace: string | null,
): Standing {
  const membership = profile.memberships.find((m) => m.workspace === workspace);
  return {
    isOrganizationAdmin: profile.is_organization_admin,
    profileRole: profile.role,
    membershipRole: membership?.role ?? null,
  };
}
