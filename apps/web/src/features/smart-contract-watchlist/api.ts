import {
  endpoints,
  PAGE_SIZE,
  type TokenMonitoringAddressArchive,
  type TokenMonitoringAddressCreate,
} from '@riskscreen/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useWorkspaceSlug } from '../../lib/workspace.ts';

export const watchlistKeys = {
  all: ['token-watchlist'] as const,
  page: (workspace: string | null, q: string, currency: number | undefined, offset: number) =>
    ['token-watchlist', workspace, q, currency, offset] as const,
};

/**
 * The workspace's watched token contracts (spec part 3 §2.10, §7.4), searched and filtered by blockchain. Not
 * asked for at all when the plan lacks token monitoring (`isEnabled` false).
 */
export function useWatchedContracts(
  filter: { q: string; currency: number | undefined; offset: number },
  isEnabled: boolean,
) {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: watchlistKeys.page(workspace, filter.q, filter.currency, filter.offset),
    queryFn: ({ signal }) =>
      api.call(endpoints.tokenWatchlist.list, {
        signal,
        query: {
          q: filter.q || undefined,
          currency: filter.currency,
          offset: filter.offset,
          limit: PAGE_SIZE.list,
        },
      }),
    placeholderData: (previous) => previous,
    enabled: isEnabled,
  });
}

export function useAddWatchedContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TokenMonitoringAddressCreate) => api.call(endpoints.tokenWatchlist.add, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchlistKeys.all }),
  });
}

export function useRemoveWatchedContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TokenMonitoringAddressArchive) => api.call(endpoints.tokenWatchlist.archive, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchlistKeys.all }),
  });
}
