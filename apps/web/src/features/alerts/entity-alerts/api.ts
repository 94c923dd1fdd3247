import { type AlertObjectType, endpoints, PAGE_SIZE } from '@riskscreen/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

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
