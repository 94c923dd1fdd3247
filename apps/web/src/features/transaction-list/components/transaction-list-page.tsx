import { TRUNCATE, type TransactionSummary } from '@riskscreen/shared';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  type EntityListConfig,
  EntityListPage,
  type ListState,
} from '../../../components/entity-list/entity-list-page.tsx';
import {
  blockchainColumn,
  identifierColumn,
  riskColumn,
  shortenedColumn,
} from '../../../components/entity-list/list-columns.tsx';
import { formatCrypto, formatDate, formatUsd } from '../../../lib/format.ts';
import { customerSides, downloadSelection, useTransactionList } from '../api.ts';
import {
  readFilters,
  readPage,
  type TransactionListFilters,
  writeFilters,
  writePage,
} from '../list-filters.ts';
import { EXPORT_FAILED, TRANSACTIONS_EMPTY } from '../messages.ts';
import { useOpenTransaction } from '../open-transaction.ts';
import { TransactionListFilterBar } from './transaction-list-filters.tsx';

/** Filters and page in the query string, so a filtered list can be linked and survives a reload. */
function useTransactionListState(): ListState<TransactionListFilters> {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  // Router navigations render in a transition: a second filter change can come before the first one re-rendered,
  // so changes apply to the last written query string, not to the one this render saw.
  const latestParams = useRef(params);
  useEffect(() => {
    latestParams.current = params;
  }, [params]);
  const setFilters = (patch: Partial<TransactionListFilters>) => {
    const next = writeFilters(latestParams.current, { ...readFilters(latestParams.current), ...patch });
    latestParams.current = next;
    setParams(next);
  };
  const setPage = (page: number) => setParams(writePage(params, page));
  return { filters, page: readPage(params), setFilters, setPage, scope: null };
}

/**
 * The transaction list (/transactions, spec part 2 §2 Lists): filters in the query string, selection, export.
 * The page itself is the shared entity list (components/entity-list/entity-list-page.tsx); this is its config.
 */
const transactionList: EntityListConfig<TransactionSummary, TransactionListFilters> = {
  title: 'Transactions',
  testId: 'transaction-list',
  emptyHint: TRANSACTIONS_EMPTY,
  exportFailed: EXPORT_FAILED,
  // The list's columns, left to right after the selection box: a new column goes here, and into the CSV the
  // browser writes (HEADER and transactionsCsv in ../api.ts). Filters: transaction-list-filters.tsx and
  // list-filters.ts.
  columns: (timeZone) => [
    identifierColumn('Transaction', TRUNCATE.transactionList, 'tx-identifier'),
    blockchainColumn('tx-chain'),
    shortenedColumn('customer', 'Customer Id', (row) => row.customer_id, TRUNCATE.transactionList),
    shortenedColumn(
      'originator',
      'Originator',
      (row) => customerSides(row).originator,
      TRUNCATE.transactionList,
    ),
    shortenedColumn(
      'beneficiary',
      'Beneficiary',
      (row) => customerSides(row).beneficiary,
      TRUNCATE.transactionList,
    ),
    { key: 'created', header: 'Date Added', render: (row) => formatDate(row.created_at, timeZone) },
    {
      key: 'time',
      header: 'Transaction Date',
      render: (row) =>
        row.block_date_time === null ? 'Unconfirmed' : formatDate(row.block_date_time, timeZone),
    },
    {
      key: 'screened',
      header: 'Last Screened At',
      render: (row) => formatDate(row.last_screened_time, timeZone),
    },
    {
      key: 'volume',
      header: 'Volume',
      render: (row) => `${formatCrypto(row.value)} ${row.value_token_symbol}`,
    },
    { key: 'usd', header: 'Value USD', render: (row) => formatUsd(row.value_usd) },
    riskColumn(),
  ],
  FilterBar: TransactionListFilterBar,
  useListState: useTransactionListState,
  useRows: useTransactionList,
  download: downloadSelection,
  useOpenRow: useOpenTransaction,
};

export function TransactionListPage() {
  return <EntityListPage config={transactionList} />;
}
