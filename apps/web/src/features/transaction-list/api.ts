import {
  endpoints,
  LIMITS,
  PAGE_SIZE,
  RISK_LEVEL_LABELS,
  type RiskLevel,
  type TransactionSummary,
} from '@riskscreen/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OpenAlertsChange } from '../../components/entity-list/update-open-alerts-dialog.tsx';
import { api } from '../../lib/api-client.ts';
import { toCsv } from '../../lib/csv.ts';
import { saveFile } from '../../lib/download-file.ts';
import type { ListSelection } from '../../lib/list-selection.ts';
import { filterQuery, type TransactionListFilters } from './list-filters.ts';

/** The largest page the server answers; used to read every matching row for a download. */
const DOWNLOAD_PAGE = 100;

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

/** Every row matching the filters (at most the download limit), read page by page. */
async function allMatching(filters: TransactionListFilters): Promise<TransactionSummary[]> {
  const rows: TransactionSummary[] = [];
  for (let offset = 0; offset < LIMITS.dashboardDownloadMaxRecords; offset += DOWNLOAD_PAGE) {
    const answer = await api.call(endpoints.transactions.list, {
      query: { ...filterQuery(filters), offset, limit: DOWNLOAD_PAGE },
    });
    rows.push(...answer.results);
    if (!answer.next || answer.results.length === 0) break;
  }
  return rows;
}

const HEADER = [
  'Transaction',
  'Blockchain',
  'Customer Id',
  'Originator',
  'Beneficiary',
  'Date Added',
  'Transaction Date',
  'Last Screened At',
  'Volume',
  'Asset',
  'Value USD',
  'Risk Level',
];

export function transactionsCsv(rows: readonly TransactionSummary[]): string {
  return toCsv(
    HEADER,
    rows.map((row) => {
      return [
        row.identifier,
        row.currency_verbose,
        row.customer_id,
        row.originator,
        row.beneficiary,
        row.created_at,
        row.block_date_time === null ? null : new Date(row.block_date_time * 1000).toISOString(),
        row.last_screened_time,
        row.value,
        row.value_token_symbol,
        row.value_usd,
        RISK_LEVEL_LABELS[row.risk_level as RiskLevel] ?? String(row.risk_level),
      ];
    }),
  );
}

/**
 * The selection as CSV, written in the browser: the server has no transaction export route yet, and the list
 * answer carries every column. All matching results are read again with the filters, not the ids.
 */
export async function downloadSelection(
  selection: ListSelection<TransactionSummary>,
  filters: TransactionListFilters,
): Promise<void> {
  const rows = selection.mode === 'all' ? await allMatching(filters) : [...selection.rows.values()];
  saveFile(new Blob([transactionsCsv(rows)], { type: 'text/csv;charset=utf-8' }), 'transactions.csv');
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
