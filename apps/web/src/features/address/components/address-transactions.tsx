import { Badge, Button, Center, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type AddressDetail,
  type AddressTransactionRow,
  type AlertDto,
  supportsTokens,
  TRUNCATE,
} from '@riskscreen/shared';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { TransactionHashCell, transferTypeLabel } from '../../../components/screening/index.ts';
import { TableEmptyState } from '../../../components/ui/data-table.tsx';
import { PlainTable } from '../../../components/ui/plain-table.tsx';
import { formatCrypto, formatDate, formatUsd } from '../../../lib/format.ts';
import { alertTransactionFilters } from '../alert-transaction-filters.ts';
import {
  exportTransactions,
  NO_TRANSACTION_FILTERS,
  type TransactionFilters,
  useAddressTransactions,
  useCounterpartySummary,
  useMovedTokens,
} from '../api.ts';
import {
  TRANSACTIONS_ALERT_EMPTY,
  TRANSACTIONS_EMPTY,
  TRANSACTIONS_ERROR,
  TRANSACTIONS_EXPORT_FAILED,
  TRANSACTIONS_EXPORT_PREPARING,
  TRANSACTIONS_EXPORTED,
} from '../messages.ts';
import { AddressTransactionFilters } from './address-transaction-filters.tsx';

type Props = {
  address: AddressDetail;
  timeZone: string | undefined;
  /** The alert the page was opened with: the table starts filtered to its transactions. */
  alert?: AlertDto | null;
};

/** Entity names among the address's direct counterparties (what a transaction row can name). */
function counterpartyNames(rows: { tag_name_verbose: string; exposure_type: string }[]): string[] {
  const names = rows.filter((r) => r.exposure_type === 'direct').map((r) => r.tag_name_verbose);
  return [...new Set(names)].filter((name) => name && name !== 'Unknown').sort((a, b) => a.localeCompare(b));
}

/**
 * The Transactions tab: rows per transaction, token and direction, newest first, with filters and export. Opened
 * from an alert, it starts filtered to the alert's transactions (the parent keys it by the alert).
 */
export function AddressTransactions({ address, timeZone, alert = null }: Props) {
  const id = String(address.id);
  const [filters, setFilters] = useState<TransactionFilters>(() =>
    alert ? alertTransactionFilters(alert) : NO_TRANSACTION_FILTERS,
  );
  const [isExporting, setExporting] = useState(false);
  const query = useAddressTransactions(id, filters, true);
  const rows = query.data?.pages.flatMap((p) => p.results) ?? [];
  const movedTokens = useMovedTokens(id, supportsTokens(address.currency));
  const summary = useCounterpartySummary(id, true);
  const entityNames = counterpartyNames([...(summary.incoming ?? []), ...(summary.outgoing ?? [])]);

  const exportCsv = async () => {
    setExporting(true);
    notifications.show({ color: 'blue', message: TRANSACTIONS_EXPORT_PREPARING });
    try {
      await exportTransactions(id, filters);
      notifications.show({ color: 'green', message: TRANSACTIONS_EXPORTED });
    } catch {
      notifications.show({ color: 'red', message: TRANSACTIONS_EXPORT_FAILED });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="address-transactions">
      <Stack gap="sm">
        {alert && (
          <Group gap={6} data-testid="alert-filter">
            <Badge variant="light" color="orange" size="lg" style={{ textTransform: 'none' }}>
              Related to the alert: {alert.alert_body}
            </Badge>
          </Group>
        )}
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <AddressTransactionFilters
            filters={filters}
            onChange={setFilters}
            entityNames={entityNames}
            tokens={movedTokens.data ?? []}
            blockchain={address.currency}
          />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            loading={isExporting}
            onClick={() => void exportCsv()}
            style={{ flexShrink: 0 }}
          >
            Export
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          There may be several rows per transaction, one per asset and direction.
        </Text>
        <PlainTable
          minWidth={900}
          verticalSpacing="xs"
          highlightOnHover
          headers={[
            'Transaction',
            'Token',
            'Type',
            { label: 'Value', isNumeric: true },
            { label: 'Value USD', isNumeric: true },
            'Entities Detected',
            'Date',
          ]}
        >
          {rows.map((row) => (
            <TransactionRow
              // One row per transaction, token and direction.
              key={`${row.transaction_id}:${row.token_symbol}:${row.direction}`}
              row={row}
              currency={address.currency}
              timeZone={timeZone}
            />
          ))}
        </PlainTable>
        {query.isLoading && <Center py="md">Loading…</Center>}
        {query.isError && (
          <Center py="md">
            <Text c="red">{TRANSACTIONS_ERROR}</Text>
          </Center>
        )}
        {query.isSuccess && rows.length === 0 && (
          <Center py="md" data-testid="transactions-empty">
            <TableEmptyState hint={alert ? TRANSACTIONS_ALERT_EMPTY : TRANSACTIONS_EMPTY} />
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

function TransactionRow({
  row,
  currency,
  timeZone,
}: {
  row: AddressTransactionRow;
  currency: number;
  timeZone: string | undefined;
}) {
  return (
    <Table.Tr>
      <Table.Td>
        <TransactionHashCell
          transactionId={row.transaction_id}
          direction={row.direction}
          length={TRUNCATE.transactionList}
          currency={currency}
        />
      </Table.Td>
      <Table.Td>{row.token_symbol}</Table.Td>
      <Table.Td>{transferTypeLabel(row.transaction_types)}</Table.Td>
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
