import { endpoints } from '@riskscreen/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { profileQuery } from '../../lib/profile.ts';

const workspaceKeys = { list: ['organisation-workspaces'] as const };

export function useWorkspaces() {
  return useQuery({ queryKey: workspaceKeys.list, queryFn: () => api.call(endpoints.workspaces.list) });
}

/** Creating or renaming changes the workspace menu too (it lists the profile's workspaces). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: workspaceKeys.list });
    void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
  };
}

export function useCreateWorkspace() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { name: string; slug?: string }) => api.call(endpoints.workspaces.create, { body }),
    onSuccess: refresh,
  });
}

export function useRenameWorkspace() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      api.call(endpoints.workspaces.rename, { params: { id }, body: { name } }),
    onSuccess: refresh,
  });
}
