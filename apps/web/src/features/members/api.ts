import { endpoints, PAGE_SIZE, type TeamMember } from '@riskscreen/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export type MemberScope = 'workspace' | 'organisation';
export type MemberFilters = { offset: number; q: string; is_active: '' | 'true' | 'false' };

export const memberKeys = {
  all: ['members'] as const,
  list: (scope: MemberScope, filters: MemberFilters) => ['members', scope, filters] as const,
  suggest: (q: string) => ['members', 'suggest', q] as const,
  workspaces: ['members', 'workspaces'] as const,
};

const query = (filters: MemberFilters) => ({
  offset: filters.offset,
  limit: PAGE_SIZE.members,
  ...(filters.q ? { q: filters.q } : {}),
  ...(filters.is_active ? { is_active: filters.is_active } : {}),
});

/** The members of the current workspace or of the organisation, 25 a page. */
export function useMembers(scope: MemberScope, filters: MemberFilters) {
  return useQuery({
    queryKey: memberKeys.list(scope, filters),
    queryFn: () =>
      scope === 'workspace'
        ? api.call(endpoints.members.workspaceMembers, { query: query(filters) })
        : api.call(endpoints.members.teamMembers, { query: query(filters) }),
    placeholderData: keepPreviousData,
  });
}

/** People of the organisation for the invite form's email field. */
export function useMemberSuggestions(q: string) {
  return useQuery({
    queryKey: memberKeys.suggest(q),
    queryFn: () => api.call(endpoints.members.suggest, { query: { q } }),
    enabled: q.length >= 1,
  });
}

/** The organisation's workspaces (the organisation invite form offers them). */
export function useOrganisationWorkspaces(enabled: boolean) {
  return useQuery({
    queryKey: memberKeys.workspaces,
    queryFn: () => api.call(endpoints.workspaces.list),
    enabled,
  });
}

export type Invite = { emails: string[]; role: number; workspaces: string[] };

export function useInvite(scope: MemberScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Invite) =>
      scope === 'workspace'
        ? api.call(endpoints.members.inviteToWorkspaces, { body })
        : api.call(endpoints.members.invite, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

export type MemberChange = {
  is_active?: boolean;
  role?: number;
  is_organization_admin?: boolean;
  first_name?: string;
  last_name?: string;
};

export function useUpdateMember(scope: MemberScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ member, change }: { member: TeamMember; change: MemberChange }) => {
      if (scope === 'workspace') {
        const { is_active, role } = change;
        return api.call(endpoints.members.updateWorkspaceMember, {
          params: { id: member.id },
          body: {
            ...(is_active !== undefined ? { is_active } : {}),
            ...(role !== undefined ? { role } : {}),
          },
        });
      }
      const { role: _role, ...rest } = change;
      return api.call(endpoints.members.updateTeamMember, { params: { id: member.id }, body: rest });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
