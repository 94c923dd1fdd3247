import { type AlertObjectType, endpoints, PAGE_SIZE } from '@riskscreen/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** The most alerts one call of the list answers. */
const MAX_PAGE = 100;

/**
 * One page (1-based) of the alerts the rules raised on a screened address, transaction or customer. The key sits
 * under the entity's own key (['address', id], ['transaction', id]), so refreshing an entity refreshes its alerts.
 */
export function useEntityAlerts(type: AlertObjectType, id: string, page = 1) {
  return useQuery({
    queryKey: [type, id, 'alerts', page],
    queryFn: ({ signal }) =>
      api.call(endpoints.alerts.ofObject, {
        params: { type, id },
        query: { offset: (page - 1) * PAGE_SIZE.list, limit: PAGE_SIZE.list },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One alert of an entity, by id (the alert a page was opened with), looked up among the entity's alerts. */
export function useEntityAlert(type: AlertObjectType, id: string, alertId: number | null) {
  return useQuery({
    queryKey: [type, id, 'alerts', 'one', alertId],
    queryFn: async ({ signal }) => {
      // The list answers at most 100 per page: walk it until the alert shows (an entity rarely has more).
      for (let offset = 0; ; offset += MAX_PAGE) {
        const page = await api.call(endpoints.alerts.ofObject, {
          params: { type, id },
          query: { offset, limit: MAX_PAGE },
          signal,
        });
        const found = page.results.find((alert) => alert.id === alertId);
        if (found) return found;
        if (!page.next || page.results.length === 0) return null;
      }
    },
    enabled: alertId !== null,
  });
}
