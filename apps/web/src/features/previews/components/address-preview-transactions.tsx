import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type AddressTransactionRow, TRUNCATE } from '@riskscreen/shared';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { formatCrypto, formatDate, formatUsd, truncateMiddle } from '../../../lib/format.ts';
import { useAddressActivity } from '../api.ts';

const TYPE_NAMES: Record<number, string> = {
  1: 'Transaction',
  2: 'Reward',
  3: 'Reward',
  4: 'Token Transfer',
  7: 'Internal Transaction',
  8: 'Transaction',
};

/** The Transactions tab: newest first, 20 at a time (offset_ts paging), several rows per transaction possible. */
export function AddressPreviewTransactions({
  base,
  timeZone,
}: {
  base: string;
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
        <Text size="sm" ff="monospace" title={r.transaction_id}>
          {truncateMiddle(r.transaction_id, TRUNCATE.transactionList)}
        </Text>
      ),
    },
    { key: 'token', header: 'Token', render: (r) => r.token_symbol },
    {
      key: 'type',
      header: 'Type',
      render: (r) => [...new Set(r.transaction_types.map((t) => TYPE_NAMES[t] ?? String(t)))].join(', '),
    },
    {
      key: 'value',
      header: 'Value',
      render: (r) => (
        <Text size="sm" c={r.direction === 1 ? 'teal' : 'red'}>
          {r.direction === 1 ? '+' : '-'}
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
          emptyText="No transactions found."
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
