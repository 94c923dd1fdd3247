import { Badge, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PAGE_SIZE, TRUNCATE, type TransactionSummary } from '@riskscreen/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BulkActionsBar } from '../../../components/entity-list/bulk-actions-bar.tsx';
import { selectionColumn } from '../../../components/entity-list/selection-column.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { RiskLevelTag } from '../../../components/ui/risk-level-badge.tsx';
import { formatCrypto, formatDate, formatUsd, truncateMiddle } from '../../../lib/format.ts';
import { useListSelection } from '../../../lib/list-selection.ts';
import { useProfile } from '../../../lib/profile.ts';
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

const idOf = (row: TransactionSummary) => row.id;

function Identifier({ value }: { value: string | null }) {
  if (!value) return <Text size="sm">-</Text>;
  return (
    <Tooltip label={value} withArrow openDelay={300}>
      <Text size="sm" ff="monospace">
        {truncateMiddle(value, TRUNCATE.transactionList)}
      </Text>
    </Tooltip>
  );
}

/** The transaction list (/transactions, spec part 2 §2 Lists): filters in the query string, selection, export. */
export function TransactionListPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const page = readPage(params);
  const timeZone = useProfile().timezone ?? undefined;
  const list = useTransactionList(filters, page);
  const rows = list.data?.results ?? [];
  const total = list.data?.count ?? 0;
  const selection = useListSelection<TransactionSummary>(idOf, JSON.stringify(filters));
  const [isDownloading, setDownloading] = useState(false);
  const openTransaction = useOpenTransaction();

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
  const download = async () => {
    setDownloading(true);
    try {
      await downloadSelection(selection.selection, filters);
    } catch {
      notifications.show({ color: 'red', message: EXPORT_FAILED });
    } finally {
      setDownloading(false);
    }
  };

  const columns: DataTableColumn<TransactionSummary>[] = [
    selectionColumn({
      selection: selection.selection,
      pageRows: rows,
      idOf,
      onToggleRow: (row) => selection.toggleRow(row, rows),
      onTogglePage: () => selection.togglePage(rows),
    }),
    {
      key: 'identifier',
      header: 'Transaction',
      render: (row) => (
        <Text size="sm" ff="monospace" title={row.identifier} data-testid="tx-identifier">
          {truncateMiddle(row.identifier, TRUNCATE.transactionList)}
        </Text>
      ),
    },
    {
      key: 'blockchain',
      header: 'Blockchain',
      render: (row) => (
        <Badge variant="light" color="gray" title={row.currency_verbose} data-testid="tx-chain">
          {row.currency_short}
        </Badge>
      ),
    },
    { key: 'customer', header: 'Customer Id', render: (row) => <Identifier value={row.customer_id} /> },
    {
      key: 'originator',
      header: 'Originator',
      render: (row) => <Identifier value={customerSides(row).originator} />,
    },
    {
      key: 'beneficiary',
      header: 'Beneficiary',
      render: (row) => <Identifier value={customerSides(row).beneficiary} />,
    },
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
    { key: 'risk', header: 'Risk Level', render: (row) => <RiskLevelTag level={row.risk_level} /> },
  ];

  return (
    <Stack gap="md" data-testid="transaction-list">
      <Title order={2}>Transactions</Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <TransactionListFilterBar key={filters.q} filters={filters} onChange={setFilters} />
          <BulkActionsBar
            selection={selection.selection}
            total={total}
            pageSize={rows.length}
            onSelectAllMatching={selection.selectAllMatching}
            onClear={selection.clear}
            onDownload={() => void download()}
            isDownloading={isDownloading}
          />
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={idOf}
            isLoading={list.isLoading}
            error={list.error}
            onRetry={() => void list.refetch()}
            emptyHint={TRANSACTIONS_EMPTY}
            page={page}
            total={total}
            pageSize={PAGE_SIZE.list}
            onPageChange={(next) => setParams(writePage(params, next))}
            onRowClick={openTransaction}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
