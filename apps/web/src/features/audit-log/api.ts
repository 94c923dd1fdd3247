import { type EntityEventType, endpoints, PAGE_SIZE } from '@riskscreen/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** The objects with an audit log, and the endpoint of each one's log. */
export type AuditedObject = 'address' | 'transaction' | 'customer';
const LOGS = {
  address: endpoints.addresses.auditLogs,
  transaction: endpoints.transactions.auditLogs,
  customer: endpoints.customers.auditLogs,
};

/**
 * One page (1-based, 20 rows) of what happened to a screened address or transaction, newest first, of the event
 * types chosen (all when none). The key sits under the entity's own (['address', id]), so refreshing the entity
 * refreshes its log.
 */
export function useEntityAuditLog(type: AuditedObject, id: string, page: number, types: EntityEventType[]) {
  return useQuery({
    queryKey: [type, id, 'audit-logs', page, types],
    queryFn: ({ signal }) =>
      api.call(LOGS[type], {
        params: { id },
        query: {
          offset: (page - 1) * PAGE_SIZE.list,
          limit: PAGE_SIZE.list,
          type: types.length > 0 ? types : undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
