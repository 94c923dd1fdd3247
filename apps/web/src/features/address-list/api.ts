import { type AddressSummary, endpoints, PAGE_SIZE } from '@riskscreen/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OpenAlertsChange } from '../../components/entity-list/update-open-alerts-dialog.tsx';
import { api } from '../../lib/api-client.ts';
import type { ListSelection } from '../../lib/list-selection.ts';
import { notifyDownloadQueued } from '../../lib/queued-download.ts';
import { type AddressListFilters, filterQuery } from './list-filters.ts';

/** One page (1-based) of the workspace's screened addresses, 20 rows (spec part 2 §9). */
export function useAddressList(filters: AddressListFilters, page: number) {
  return useQuery({
    queryKey: ['address-list', filters, page],
    queryFn: ({ signal }) =>
      api.call(endpoints.addresses.list, {
        query: { ...filterQuery(filters), offset: (page - 1) * PAGE_SIZE.list, limit: PAGE_SIZE.list },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Entity names attributed to the workspace's screened addresses (the Entity Name filter's choices). */
export function useEntityNames() {
  return useQuery({
    queryKey: ['address-list', 'entity-names'],
    queryFn: ({ signal }) => api.call(endpoints.addresses.entityNames, { signal }),
  });
}

/**
 * Queue an export of the selection (the ticked ids, or the filters when all matching rows are selected) into the
 * Download Manager, as CSV or a spreadsheet.
 */
export async function downloadSelection(
  selection: ListSelection<AddressSummary>,
  filters: AddressListFilters,
  format: 'csv' | 'xlsx' = 'csv',
): Promise<void> {
  const ids = selection.mode === 'all' ? null : [...selection.rows.keys()].join(',');
  await api.call(endpoints.addresses.export, { query: { ...filterQuery(filters), ids, format } });
  notifyDownloadQueued();
}

/** Update Open Alerts of the selection: the ticked ids, or the filters when all matching rows are selected. */
export function updateOpenAlerts(
  selection: ListSelection<AddressSummary>,
  filters: AddressListFilters,
  change: OpenAlertsChange,
) {
  const ids = selection.mode === 'all' ? null : [...selection.rows.keys()].join(',');
  return api.call(endpoints.addresses.updateOpenAlerts, {
    query: { ...filterQuery(filters), ids },
    body: change,
  });
}
