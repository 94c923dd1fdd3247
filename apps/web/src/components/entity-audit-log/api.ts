import { type EntityEventType, entityAuditPage, PAGE_SIZE } from '@riskscreen/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** The objects with an audit log, as the API's path names them. */
export type AuditedObject = 'address' | 'transaction';
const PATHS: Record<AuditedObject, string> = { address: 'addresses', transaction: 'transactions' };

/**
 * One page (1-based, 20 rows) of what happened to a screened address or transaction, newest first, of the event
 * types chosen (all when none). The key sits under the entity's own (['address', id]), so refreshing the entity
 * refreshes its log.
 */
export function useEntityAuditLog(type: AuditedObject, id: string, page: number, types: EntityEventType[]) {
  return useQuery({
    queryKey: [type, id, 'audit-logs', page, types],
    queryFn: ({ signal }) =>
      api.get(`/risk/api/v4/${PATHS[type]}/${id}/audit-logs/`, {
        query: {
          offset: (page - 1) * PAGE_SIZE.list,
          limit: PAGE_SIZE.list,
          type: types.length > 0 ? types : undefined,
        },
        schema: entityAuditPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
