import { CACHE_MS, endpoints, isAdmin, isOrgAdmin, type UserProfile } from '@riskscreen/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { standingIn } from './permissions.ts';
import { useWorkspaceSlug } from './workspace.ts';

/** The signed-in user's profile: identity, plan flags, workspaces and memberships. Cached for a day. */
export const profileQuery = queryOptions({
  queryKey: ['profile'],
  // The profile names the workspaces the user may use, so it must load whatever workspace the URL names.
  queryFn: ({ signal }) => api.call(endpoints.profile.me, { signal, optionalWorkspace: true }),
  staleTime: CACHE_MS.profile,
  gcTime: CACHE_MS.profile,
});

/** The profile inside the authenticated layout, which loads it before rendering anything else. */
export function useProfile(): UserProfile {
  return useSuspenseQuery(profileQuery).data;
}

/** isAdmin / isOrgAdmin for the current workspace. */
export function usePermissions(): { isAdmin: boolean; isOrgAdmin: boolean } {
  const profile = useProfile();
  const standing = standingIn(profile, useWorkspaceSlug());
  return { isAdmin: isAdmin(standing), isOrgAdmin: isOrgAdmin(standing) };
}
