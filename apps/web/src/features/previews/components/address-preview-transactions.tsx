import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type AddressTransactionRow, TRUNCATE } from '@riskscreen/shared';
import { TransactionHashCell, transferTypeLabel } from '../../../components/screening/index.ts';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { formatCrypto, formatDate, formatUsd } from '../../../lib/format.ts';
import { type PreviewBase, useAddressActivity } from '../api.ts';

/** Shown under the empty state's text: what the table would list. */
export const TRANSACTIONS_EMPTY_HINT = 'No transactions found.';

/** The Transactions tab: newest first, 20 at a time (offset_ts paging), several rows per transaction possible. */
export function AddressPreviewTransactions({
  base,
  timeZone,
}: {
  base: PreviewBase;
  timeZone: string | undefined;
}) {
  const query = useAddressActivity(base, true);
  const rows = query.data?.pages.flatMap((p) => p.results);
  const count = query.data?.pages[0]?.count ?? 0;
  const columns: DataTableColumn<AddressTransactionRow>[] = [
    {
      key: 'tx',
      header: 'Transaction',
      render: (r) => (
        <TransactionHashCell
          transactionId={r.transaction_id}
          direction={r.direction}
          length={TRUNCATE.transactionList}
        />
      ),
    },
    { key: 'token', header: 'Token', render: (r) => r.token_symbol },
    { key: 'type', header: 'Type', render: (r) => transferTypeLabel(r.transaction_types) },
    {
      key: 'value',
      header: 'Value',
      render: (r) => (
        <Text size="sm" data-testid="preview-transaction-value">
          {formatCrypto(r.value)}
        </Text>
      ),
    },
    { key: 'usd', header: 'Value USD', render: (r) => formatUsd(r.value_usd) },
    {
      key: 'entities',
      header: 'Entities Detected',
      render: (r) => (
        <Group gap={4}>
          {r.entities_names.length === 0 && <Text size="sm">-</Text>}
          {r.entities_names.slice(0, 3).map((name) => (
            <Badge key={name} size="xs" variant="light">
              {name}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'date',
      header: 'Date',
      render: (r) => (r.block_date_time === null ? 'Unconfirmed' : formatDate(r.block_date_time, timeZone)),
    },
  ];
  return (
    <Paper withBorder p="md" radius="md" data-testid="address-preview-transactions">
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          There may be several rows per transaction, one per asset and direction.
        </Text>
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(r) => `${r.transaction_id}|${r.token_symbol}|${r.direction}`}
          isLoading={query.isLoading}
          error={query.error}
          onRetry={() => void query.refetch()}
          emptyHint={TRANSACTIONS_EMPTY_HINT}
        />
        {query.hasNextPage && (
          <Group justify="center">
            <Button
              variant="default"
              size="xs"
              loading={query.isFetchingNextPage}
              onClick={() => query.fetchNextPage()}
            >
              Load more ({rows?.length ?? 0} of {count})
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
