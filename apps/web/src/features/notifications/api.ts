import { endpoints } from '@riskscreen/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** The bell asks again this often (and when the window regains focus). */
export const NOTIFICATIONS_REFETCH_MS = 60_000;
const SHOWN = 20;

export const notificationKeys = { all: ['notifications'] as const };

/** The caller's latest notifications and how many are unread, across workspaces. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.all,
    queryFn: ({ signal }) =>
      api.call(endpoints.notifications.list, { query: { offset: 0, limit: SHOWN }, signal }),
    refetchInterval: NOTIFICATIONS_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
}

/** Mark some notifications (ids) or all of them as read. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: { ids: number[] } | { all: true }) =>
      api.call(endpoints.notifications.markRead, { body: which }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
