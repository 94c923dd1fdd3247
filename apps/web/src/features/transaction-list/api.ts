import { endpoints, PAGE_SIZE, type TransactionSummary } from '@riskscreen/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OpenAlertsChange } from '../../components/entity-list/update-open-alerts-dialog.tsx';
import { api } from '../../lib/api-client.ts';
import type { ListSelection } from '../../lib/list-selection.ts';
import { notifyDownloadQueued } from '../../lib/queued-download.ts';
import { filterQuery, type TransactionListFilters } from './list-filters.ts';

/** The largest page the server answers; used to read every matching row for a download. */
const _DOWNLOAD_PAGE = 100;

/** One page (1-based) of the workspace's screened transactions, 20 rows (spec part 2 §9). */
export function useTransactionList(filters: TransactionListFilters, pageNumber: number) {
  return useQuery({
    queryKey: ['transaction-list', filters, pageNumber],
    queryFn: ({ signal }) =>
      api.call(endpoints.transactions.list, {
        query: {
          ...filterQuery(filters),
          offset: (pageNumber - 1) * PAGE_SIZE.list,
          limit: PAGE_SIZE.list,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Queue an export of the selection (the ticked ids, or the filters when all matching rows are selected) into the
 * Download Manager; the server writes the file (CSV, or a spreadsheet).
 */
export async function downloadSelection(
  selection: ListSelection<TransactionSummary>,
  filters: TransactionListFilters,
  format: 'csv' | 'xlsx' = 'csv',
): Promise<void> {
  const ids = selection.mode === 'all' ? null : [...selection.rows.keys()].join(',');
  await api.call(endpoints.transactions.export, { query: { ...filterQuery(filters), ids, format } });
  notifyDownloadQueued();
}

/** Update Open Alerts of the selection: the ticked ids, or the filters when all matching rows are selected. */
export function updateOpenAlerts(
  selection: ListSelection<TransactionSummary>,
  filters: TransactionListFilters,
  change: OpenAlertsChange,
) {
  const ids = selection.mode === 'all' ? null : [...selection.rows.keys()].join(',');
  return api.call(endpoints.transactions.updateOpenAlerts, {
    query: { ...filterQuery(filters), ids },
    body: change,
  });
}
