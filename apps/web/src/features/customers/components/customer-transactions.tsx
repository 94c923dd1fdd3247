import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CustomerDetail, type CustomerTransfer, PAGE_SIZE, TRUNCATE } from '@riskscreen/shared';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { pagedQueryTable } from '../../../components/ui/paged-query-table.ts';
import { PlainTable } from '../../../components/ui/plain-table.tsx';
import { RiskLevelTag } from '../../../components/ui/risk-level-badge.tsx';
import { formatCrypto, formatDate, formatUsd, truncateMiddle } from '../../../lib/format.ts';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import {
  exportTransfers,
  type TransferKind,
  useCustomerTransfers,
  useDigitalAssetSummary,
  useSentimentSummary,
} from '../api.ts';
import { SOMETHING_WRONG, TRANSACTIONS_EMPTY } from '../messages.ts';
import { AssetCell, chainColumn, identifierLinkColumn } from './customer-table-cells.tsx';
import { RecordTransferDialog } from './record-transfer-dialog.tsx';

type Props = { customer: CustomerDetail; timeZone: string | undefined };

const KINDS = [
  { value: 'deposits', label: 'Deposits' },
  { value: 'withdrawals', label: 'Withdrawals' },
];
const ADD_LABELS: Record<TransferKind, string> = { deposits: 'Add Deposit', withdrawals: 'Add Withdrawal' };
/** Party addresses keep this many characters (both ends), the full address on hover. */
const PARTY_LENGTH = 12;

/**
 * Recorded Transactions (spec part 2 §2): the deposit and withdrawal totals, the digital asset summary, the
 * counterparty categories, then the deposits or the withdrawals (the toggle) with Add and Export.
 */
export function CustomerTransactions({ customer, timeZone }: Props) {
  const [kind, setKind] = useState<TransferKind>('deposits');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <Total label="Total Deposits" value={customer.total_incoming_value_usd} testId="total-deposits-usd" />
        <Total
          label="Total Withdrawals"
          value={customer.total_outgoing_value_usd}
          testId="total-withdrawals-usd"
        />
        <Total label="Deposits" value={customer.deposits_count} testId="deposits-count" isCount />
        <Total label="Withdrawals" value={customer.withdrawals_count} testId="withdrawals-count" isCount />
      </SimpleGrid>
      <DigitalAssetSummary customerId={customer.id} />
      <CounterpartyCategories customerId={customer.id} />
      <TransferList customerId={customer.id} kind={kind} onKindChange={setKind} timeZone={timeZone} />
    </Stack>
  );
}

function Total(props: { label: string; value: number; testId: string; isCount?: boolean }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text fw={600} data-testid={props.testId}>
        {props.isCount ? props.value : formatUsd(props.value)}
      </Text>
    </Paper>
  );
}

/** Per chain and token: deposits and withdrawals counted and summed. */
function DigitalAssetSummary({ customerId }: { customerId: number }) {
  const summary = useDigitalAssetSummary(customerId);
  const rows = summary.data ?? [];
  return (
    <Paper withBorder p="md" radius="md" data-testid="digital-asset-summary">
      <Stack gap="xs">
        <Title order={5}>Digital Asset Summary</Title>
        {summary.isError && (
          <Text size="sm" c="red">
            {SOMETHING_WRONG}
          </Text>
        )}
        {summary.isSuccess && rows.length === 0 && (
          <Text size="sm" c="dimmed">
            No deposits or withdrawals recorded yet.
          </Text>
        )}
        {rows.length > 0 && (
          <PlainTable
            minWidth={600}
            verticalSpacing="xs"
            headers={[
              'Asset',
              { label: 'Deposits', isNumeric: true },
              { label: 'Deposited', isNumeric: true },
              { label: 'Withdrawals', isNumeric: true },
              { label: 'Withdrawn', isNumeric: true },
            ]}
          >
            {rows.map((row) => (
              <Table.Tr key={`${row.currency}:${row.token}`} data-testid="asset-row">
                <AssetCell currencyShort={row.currency_short} token={row.token} />
                <Table.Td ta="right">{row.deposits_count}</Table.Td>
                <MovedCell amount={row.deposits_value} usd={row.deposits_value_usd} />
                <Table.Td ta="right">{row.withdrawals_count}</Table.Td>
                <MovedCell amount={row.withdrawals_value} usd={row.withdrawals_value_usd} />
              </Table.Tr>
            ))}
          </PlainTable>
        )}
      </Stack>
    </Paper>
  );
}

/** Where the deposits came from and the withdrawals went, by counterparty category. */
function CounterpartyCategories({ customerId }: { customerId: number }) {
  const summary = useSentimentSummary(customerId);
  const categories = summary.data?.categories ?? [];
  if (categories.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="counterparty-categories">
      <Stack gap="xs">
        <Title order={5}>Counterparty Categories</Title>
        <PlainTable
          verticalSpacing="xs"
          headers={[
            'Category',
            { label: 'Deposits', isNumeric: true },
            { label: 'Withdrawals', isNumeric: true },
            { label: 'Transfers', isNumeric: true },
          ]}
        >
          {categories.map((c) => (
            <Table.Tr key={c.tag_type_verbose}>
              <Table.Td>{c.tag_type_verbose}</Table.Td>
              <Table.Td ta="right">{formatUsd(c.deposits_value_usd)}</Table.Td>
              <Table.Td ta="right">{formatUsd(c.withdrawals_value_usd)}</Table.Td>
              <Table.Td ta="right">{c.transfers_count}</Table.Td>
            </Table.Tr>
          ))}
        </PlainTable>
      </Stack>
    </Paper>
  );
}

type ListProps = {
  customerId: number;
  kind: TransferKind;
  onKindChange: (kind: TransferKind) => void;
  timeZone: string | undefined;
};

/** The recorded deposits or withdrawals, 20 a page; a row's hash opens the transaction page. */
function TransferList({ customerId, kind, onKindChange, timeZone }: ListProps) {
  const workspace = useWorkspaceSlug();
  const [page, setPage] = useState(1);
  const [isAdding, setAdding] = useState(false);
  const [isExporting, setExporting] = useState(false);
  const transfers = useCustomerTransfers(customerId, kind, page);
  const columns: DataTableColumn<CustomerTransfer>[] = [
    identifierLinkColumn({
      header: 'Transaction',
      to: (row) => withWorkspace(routes.transaction({ id: row.id }), workspace),
      truncateTo: TRUNCATE.transactionList,
      testId: 'transfer-link',
    }),
    chainColumn(),
    {
      key: 'address',
      header: kind === 'deposits' ? 'Deposit Address' : 'Withdrawal Address',
      render: (row) => <PartyText party={row.address} />,
    },
    {
      key: 'counterparty',
      header: kind === 'deposits' ? 'From' : 'To',
      render: (row) => <PartyText party={row.counterparty} />,
    },
    {
      key: 'value',
      header: 'Value',
      render: (row) => `${formatCrypto(row.value)} ${row.value_token_symbol}`,
    },
    {
      key: 'usd',
      header: 'Value USD',
      render: (row) => <span data-testid="transfer-usd">{formatUsd(row.value_usd)}</span>,
    },
    { key: 'risk', header: 'Risk Level', render: (row) => <RiskLevelTag level={row.risk_level} size="xs" /> },
    {
      key: 'date',
      header: 'Date',
      render: (row) =>
        row.block_date_time === null ? 'Unconfirmed' : formatDate(row.block_date_time, timeZone),
    },
  ];

  const download = async () => {
    setExporting(true);
    try {
      await exportTransfers(customerId, kind);
    } catch {
      notifications.show({
        color: 'red',
        message: 'Transactions CSV export failed. Please try again later.',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="customer-transfers">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <SegmentedControl
            data={KINDS}
            value={kind}
            onChange={(value) => {
              onKindChange(value as TransferKind);
              setPage(1);
            }}
            data-testid="transfer-kind"
          />
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              loading={isExporting}
              disabled={(transfers.data?.count ?? 0) === 0}
              onClick={() => void download()}
            >
              Export
            </Button>
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
              {ADD_LABELS[kind]}
            </Button>
          </Group>
        </Group>
        <DataTable
          columns={columns}
          {...pagedQueryTable(transfers, { page, pageSize: PAGE_SIZE.list, onPageChange: setPage })}
          rowKey={(row) => row.id}
          emptyHint={TRANSACTIONS_EMPTY}
          isDense
        />
      </Stack>
      {isAdding && (
        <RecordTransferDialog customerId={customerId} kind={kind} onClose={() => setAdding(false)} />
      )}
    </Paper>
  );
}

/** A transfer's own address or its counterparty, cut in the middle ('-' when unknown). */
function PartyText({ party }: { party: string | null }) {
  return (
    <Text size="sm" ff="monospace" title={party ?? undefined}>
      {party ? truncateMiddle(party, PARTY_LENGTH) : '-'}
    </Text>
  );
}

/** An amount moved on one side, in the asset and below it in USD. */
function MovedCell({
  amount,
  usd,
}: {
  amount: Parameters<typeof formatCrypto>[0];
  usd: Parameters<typeof formatUsd>[0];
}) {
  return (
    <Table.Td ta="right">
      <Text size="sm">{formatCrypto(amount)}</Text>
      <Text size="xs" c="dimmed">
        {formatUsd(usd)}
      </Text>
    </Table.Td>
  );
}
