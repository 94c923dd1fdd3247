import { Badge, Button, Center, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AddressDetail, AddressTransactionRow } from '@riskscreen/shared';
import { IconArrowDownLeft, IconArrowUpRight, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCrypto, formatDate, formatUsd, truncateMiddle } from '../../../lib/format.ts';
import {
  exportTransactions,
  NO_TRANSACTION_FILTERS,
  type TransactionFilters,
  useAddressTransactions,
} from '../api.ts';
import { TRANSACTIONS_EMPTY, TRANSACTIONS_ERROR, TRANSACTIONS_EXPORT_FAILED } from '../messages.ts';

/** Transaction group types (spec part 2 §9): Transactions 1, 8; Internal 7; Token Transfers 4; Rewards 2, 3. */
const TYPE_GROUPS = [
  { value: '1,8', label: 'Transactions', types: [1, 8] },
  { value: '7', label: 'Internal', types: [7] },
  { value: '4', label: 'Token Transfers', types: [4] },
  { value: '2,3', label: 'Rewards', types: [2, 3] },
] as const;
/** The token filter appears when the address has more than two digital assets. */
const TOKEN_FILTER_MIN_ASSETS = 3;

function typeLabel(types: number[]): string {
  const labels = TYPE_GROUPS.filter((g) => g.types.some((t) => types.includes(t))).map((g) => g.label);
  return labels.join(', ') || '-';
}

type Props = { address: AddressDetail; timeZone: string | undefined };

/** The Transactions tab: rows per transaction, token and direction, newest first, with filters and export. */
export function AddressTransactions({ address, timeZone }: Props) {
  const id = String(address.id);
  const [filters, setFilters] = useState<TransactionFilters>(NO_TRANSACTION_FILTERS);
  const [isExporting, setExporting] = useState(false);
  const query = useAddressTransactions(id, filters, true);
  const rows = query.data?.pages.flatMap((p) => p.results) ?? [];
  const tokens = [...new Set(address.digital_assets.map((a) => a.token))];

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportTransactions(id, filters);
    } catch {
      notifications.show({ color: 'red', message: TRANSACTIONS_EXPORT_FAILED });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="address-transactions">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Group gap="xs" align="flex-end">
            <Select
              size="xs"
              label="Type"
              placeholder="All types"
              clearable
              data={TYPE_GROUPS.map(({ value, label }) => ({ value, label }))}
              value={filters.transaction_type}
              onChange={(transaction_type) => setFilters({ ...filters, transaction_type })}
            />
            <Select
              size="xs"
              label="Direction"
              placeholder="Both"
              clearable
              data={[
                { value: '1', label: 'Incoming' },
                { value: '-1', label: 'Outgoing' },
              ]}
              value={filters.direction}
              onChange={(direction) =>
                setFilters({ ...filters, direction: direction as TransactionFilters['direction'] })
              }
            />
            {tokens.length >= TOKEN_FILTER_MIN_ASSETS && (
              <Select
                size="xs"
                label="Token"
                placeholder="All tokens"
                clearable
                data={tokens}
                value={filters.token_symbol}
                onChange={(token_symbol) => setFilters({ ...filters, token_symbol })}
              />
            )}
          </Group>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            loading={isExporting}
            onClick={() => void exportCsv()}
          >
            Export
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          A transaction can show on several rows: one per token and direction.
        </Text>
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Transaction</Table.Th>
                <Table.Th>Token</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th ta="right">Value</Table.Th>
                <Table.Th ta="right">Value USD</Table.Th>
                <Table.Th>Entities Detected</Table.Th>
                <Table.Th>Date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <TransactionRow
                  // One row per transaction, token and direction.
                  key={`${row.transaction_id}:${row.token_symbol}:${row.direction}`}
                  row={row}
                  timeZone={timeZone}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {query.isLoading && <Center py="md">Loading…</Center>}
        {query.isError && (
          <Center py="md">
            <Text c="red">{TRANSACTIONS_ERROR}</Text>
          </Center>
        )}
        {query.isSuccess && rows.length === 0 && (
          <Center py="md">
            <Text c="dimmed">{TRANSACTIONS_EMPTY}</Text>
          </Center>
        )}
        {query.hasNextPage && (
          <Center>
            <Button
              size="xs"
              variant="light"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              Load more
            </Button>
          </Center>
        )}
      </Stack>
    </Paper>
  );
}

function TransactionRow({ row, timeZone }: { row: AddressTransactionRow; timeZone: string | undefined }) {
  const isIncoming = row.direction === 1;
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {isIncoming ? (
            <IconArrowDownLeft size={14} color="var(--mantine-color-green-7)" aria-label="Incoming" />
          ) : (
            <IconArrowUpRight size={14} color="var(--mantine-color-red-7)" aria-label="Outgoing" />
          )}
          <Text size="sm" ff="monospace" title={row.transaction_id}>
            {truncateMiddle(row.transaction_id, 16)}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>{row.token_symbol}</Table.Td>
      <Table.Td>{typeLabel(row.transaction_types)}</Table.Td>
      <Table.Td ta="right">{formatCrypto(row.value)}</Table.Td>
      <Table.Td ta="right">{formatUsd(row.value_usd)}</Table.Td>
      <Table.Td>
        <Group gap={4}>
          {row.entities_names.length === 0 && <Text size="sm">-</Text>}
          {row.entities_names.map((name, i) => (
            <Badge key={name} size="xs" variant="light" title={row.entities[i]}>
              {name}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>{formatDate(row.block_date_time, timeZone)}</Table.Td>
    </Table.Tr>
  );
}
