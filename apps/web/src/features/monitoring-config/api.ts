import { type AutoResolveAlertLevelsBody, endpoints } from '@riskscreen/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useWorkspaceSlug } from '../../lib/workspace.ts';

/** An alert level auto-resolve may act at: 1 Info … 5 Critical. */
export type AlertLevel = AutoResolveAlertLevelsBody['levels'][number];

export const autoResolveKeys = {
  all: ['auto-resolve-levels'] as const,
  levels: (workspace: string | null) => ['auto-resolve-levels', workspace] as const,
};

/** The workspace's auto-resolve alert levels (spec part 3 §2.11, §7.4; decision 0028). */
export function useAutoResolveLevels() {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: autoResolveKeys.levels(workspace),
    queryFn: ({ signal }) => api.call(endpoints.autoResolve.levels, { signal }),
  });
}

/** Replaces the levels; none turns auto-resolve off. Admins only: the server answers 403 to anyone else. */
export function useSaveAutoResolveLevels() {
  const queryClient = useQueryClient();
  const workspace = useWorkspaceSlug();
  return useMutation({
    mutationFn: (levels: AlertLevel[]) => api.call(endpoints.autoResolve.updateLevels, { body: { levels } }),
    // The answer is what the server stored (each level once): the page shows that rather than what was sent.
    onSuccess: (saved) => queryClient.setQueryData(autoResolveKeys.levels(workspace), saved),
  });
}
