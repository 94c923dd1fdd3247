import { Paper, Stack, Title } from '@mantine/core';
import { PAGE_SIZE, type TokenSummaryRow } from '@riskscreen/shared';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { pagedQueryTable } from '../../../components/ui/paged-query-table.ts';
import { formatCrypto, formatDate, formatUsd } from '../../../lib/format.ts';
import { useTokenSummary } from '../api.ts';

/** Chains whose per-token incoming and outgoing totals are not shown (spec part 2 §9). */
const NO_TOTALS_CURRENCIES = new Set([4, 13, 14]);

type Props = { addressId: string; currency: number; timeZone: string | undefined };

/** The assets an address on a multi-asset chain held or moved, 20 per page. */
export function TokenSummaryTable({ addressId, currency, timeZone }: Props) {
  const [page, setPage] = useState(1);
  const query = useTokenSummary(addressId, page, true);
  const showTotals = !NO_TOTALS_CURRENCIES.has(currency);
  const columns: DataTableColumn<TokenSummaryRow>[] = [
    { key: 'token', header: 'Token', render: (r) => r.token_symbol },
    { key: 'balance', header: 'Balance', render: (r) => formatCrypto(r.balance) },
    { key: 'balance_usd', header: 'Balance USD', render: (r) => formatUsd(r.balance_usd) },
    ...(showTotals
      ? [
          {
            key: 'incoming',
            header: 'Total Incoming',
            render: (r: TokenSummaryRow) =>
              `${formatCrypto(r.total_incoming)} (${formatUsd(r.total_incoming_usd)})`,
          },
          {
            key: 'outgoing',
            header: 'Total Outgoing',
            render: (r: TokenSummaryRow) =>
              `${formatCrypto(r.total_outgoing)} (${formatUsd(r.total_outgoing_usd)})`,
          },
        ]
      : []),
    {
      key: 'first',
      header: 'First Txn.',
      render: (r) => formatDate(r.earliest_transaction_time, timeZone, 'PP'),
    },
    {
      key: 'last',
      header: 'Last Txn.',
      render: (r) => formatDate(r.latest_transaction_time, timeZone, 'PP'),
    },
  ];
  return (
    <Paper withBorder p="md" radius="md" data-testid="token-summary">
      <Stack gap="sm">
        <Title order={4}>Token Summary</Title>
        <DataTable
          columns={columns}
          {...pagedQueryTable(query, { page, pageSize: PAGE_SIZE.tokenSummary, onPageChange: setPage })}
          rowKey={(r) => r.token_symbol}
        />
      </Stack>
    </Paper>
  );
}
