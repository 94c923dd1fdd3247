import { NO_DATA_LABEL, TRUNCATE, type TransactionSummary } from '@riskscreen/shared';
import {
  type EntityListConfig,
  EntityListPage,
  type ListState,
} from '../../../components/entity-list/entity-list-page.tsx';
import {
  blockchainColumn,
  customerIdColumn,
  identifierColumn,
  riskColumn,
  shortenedColumn,
} from '../../../components/entity-list/list-columns.tsx';
import { useQueryStringListState } from '../../../components/entity-list/use-query-string-list-state.ts';
import { AddEntityButton } from '../../../components/screening/index.ts';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { DATE_FORMATS, formatCrypto, formatDate, formatUsd, formatUsdWhole } from '../../../lib/format.ts';
import { AddToCaseModal, presentFilters } from '../../add-to-case/index.ts';
import { downloadSelection, updateOpenAlerts, useTransactionList } from '../api.ts';
import { filterQuery, readFilters, type TransactionListFilters, writeFilters } from '../list-filters.ts';
import { EXPORT_FAILED, TRANSACTIONS_EMPTY } from '../messages.ts';
import { useOpenTransaction } from '../open-transaction.ts';
import { TransactionListFilterBar } from './transaction-list-filters.tsx';

/** Filters and page in the query string, so a filtered list can be linked and survives a reload. */
function useTransactionListState(): ListState<TransactionListFilters> {
  return useQueryStringListState(readFilters, writeFilters);
}

/**
 * The transaction list (/transactions, spec part 2 §2 Lists): filters in the query string, selection, export.
 * The page itself is the shared entity list (components/entity-list/entity-list-page.tsx); this is its config.
 */
/**
 * A date column: the day, with the full date and time on hover. Twelve columns must fit a 1024 px window, and the
 * day is what sorts a queue; an unconfirmed transaction has no date yet.
 */
function dateColumn(
  key: string,
  header: string,
  dateOf: (row: TransactionSummary) => string | number | null,
  timeZone: string | undefined,
): DataTableColumn<TransactionSummary> {
  return {
    key,
    header,
    render: (row) => {
      const value = dateOf(row);
      // Without the chain's data nothing says whether it was confirmed.
      if (value === null) return lacksChainData(row) ? NO_DATA_LABEL : 'Unconfirmed';
      return (
        <span title={formatDate(value, timeZone)}>{formatDate(value, timeZone, DATE_FORMATS.date)}</span>
      );
    },
  };
}

/** A row screened without its chain data: its value and date are unknown, not zero (decision 0046). */
const lacksChainData = (row: TransactionSummary) =>
  row.data_coverage !== undefined && row.data_coverage !== 'chain_data';

/** Characters an originator or beneficiary address keeps in the list (both ends, the full address on hover). */
const PARTY_LENGTH = 10;

const transactionList: EntityListConfig<TransactionSummary, TransactionListFilters> = {
  title: 'Transactions',
  testId: 'transaction-list',
  emptyHint: TRANSACTIONS_EMPTY,
  exportFailed: EXPORT_FAILED,
  // The list's columns, left to right after the selection box: a new column goes here, and into the server's
  // export (modules/transactions/transaction-list-export.ts). Filters: transaction-list-filters.tsx and
  // list-filters.ts.
  columns: (timeZone) => [
    identifierColumn('Transaction', TRUNCATE.transactionList, 'tx-identifier'),
    blockchainColumn('tx-chain'),
    customerIdColumn(TRUNCATE.transactionList),
    // The parties are shortened harder than the transaction itself, so twelve columns fit a 1024 px window.
    shortenedColumn('originator', 'Originator', (row) => row.originator, PARTY_LENGTH),
    shortenedColumn('beneficiary', 'Beneficiary', (row) => row.beneficiary, PARTY_LENGTH),
    dateColumn('created', 'Date Added', (row) => row.created_at, timeZone),
    dateColumn('time', 'Transaction Date', (row) => row.block_date_time, timeZone),
    dateColumn('screened', 'Last Screened At', (row) => row.last_screened_time, timeZone),
    {
      key: 'volume',
      header: 'Volume',
      render: (row) =>
        row.data_coverage === 'chain_data'
          ? `${formatCrypto(row.value)} ${row.value_token_symbol}`
          : NO_DATA_LABEL,
    },
    // Whole dollars from $1,000: cents on a large transfer only widen the column.
    {
      key: 'usd',
      header: 'Value USD',
      render: (row) =>
        lacksChainData(row)
          ? NO_DATA_LABEL
          : row.value_usd >= 1000
            ? formatUsdWhole(row.value_usd)
            : formatUsd(row.value_usd),
    },
    riskColumn(),
  ],
  FilterBar: TransactionListFilterBar,
  useListState: useTransactionListState,
  useRows: useTransactionList,
  download: downloadSelection,
  updateOpenAlerts,
  rowNoun: { one: 'transaction', many: 'transactions' },
  AddToCase: AddToCaseModal,
  caseEntity: 'transactions',
  caseMatching: (filters) => ({ entity: 'transactions', filters: presentFilters(filterQuery(filters)) }),
  useOpenRow: useOpenTransaction,
  HeaderActions: () => <AddEntityButton kind="transaction" />,
};

export function TransactionListPage() {
  return <EntityListPage config={transactionList} />;
}
