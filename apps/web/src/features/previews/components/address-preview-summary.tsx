import { Paper, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { type AddressDetail, PAGE_SIZE, supportsTokens, type TokenSummaryRow } from '@riskscreen/shared';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { pagedQueryTable } from '../../../components/ui/paged-query-table.ts';
import { PlainTable } from '../../../components/ui/plain-table.tsx';
import { formatCrypto, formatDate, formatUsd } from '../../../lib/format.ts';
import { type PreviewBase, useTokenSummaryPage } from '../api.ts';

/** Chains whose per-token incoming and outgoing totals are not shown (spec part 2 §9). */
const NO_TOTALS_CURRENCIES = new Set([4, 13, 14]);

type Props = { address: AddressDetail; base: PreviewBase; timeZone: string | undefined };

/** The Address Summary tab: exposure totals per direction and, on multi-asset chains, the token summary. */
export function AddressPreviewSummary({ address, base, timeZone }: Props) {
  const rows = [
    { label: 'Incoming', totals: address.incoming },
    { label: 'Outgoing', totals: address.outgoing },
  ];
  return (
    <Stack gap="md" data-testid="address-preview-summary">
      <Paper withBorder p="md" radius="md">
        <Title order={5} mb="xs">
          Exposure
        </Title>
        <PlainTable headers={['Direction', 'Total', 'Direct Exposure', 'Indirect Exposure', 'Unknown']}>
          {rows.map(({ label, totals }) => (
            <Table.Tr key={label}>
              <Table.Td>{label}</Table.Td>
              <Table.Td>{formatUsd(totals.total)}</Table.Td>
              <Table.Td>{formatUsd(totals.direct)}</Table.Td>
              <Table.Td>{formatUsd(totals.indirect)}</Table.Td>
              <Table.Td>{formatUsd(totals.unknown)}</Table.Td>
            </Table.Tr>
          ))}
        </PlainTable>
      </Paper>
      {supportsTokens(address.currency) && (
        <TokenSummary base={base} currency={address.currency} timeZone={timeZone} />
      )}
      {address.digital_assets.length > 0 && !supportsTokens(address.currency) && (
        <SimpleGrid cols={2}>
          {address.digital_assets.map((asset) => (
            <Paper key={asset.token} withBorder p="sm" radius="md">
              {asset.token}: {formatCrypto(asset.value)} ({formatUsd(asset.value_usd)})
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function TokenSummary({
  base,
  currency,
  timeZone,
}: {
  base: PreviewBase;
  currency: number;
  timeZone?: string;
}) {
  const [page, setPage] = useState(1);
  const query = useTokenSummaryPage(base, page, true);
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
            render: (r: TokenSummaryRow) => formatUsd(r.total_incoming_usd),
          },
          {
            key: 'outgoing',
            header: 'Total Outgoing',
            render: (r: TokenSummaryRow) => formatUsd(r.total_outgoing_usd),
          },
        ]
      : []),
    {
      key: 'last',
      header: 'Last Txn.',
      render: (r) => formatDate(r.latest_transaction_time, timeZone, 'PP'),
    },
  ];
  return (
    <Paper withBorder p="md" radius="md" data-testid="preview-token-summary">
      <Title order={5} mb="xs">
        Token Summary
      </Title>
      <DataTable
        columns={columns}
        {...pagedQueryTable(query, { page, pageSize: PAGE_SIZE.tokenSummary, onPageChange: setPage })}
        rowKey={(r) => r.token_symbol}
      />
    </Paper>
  );
}
