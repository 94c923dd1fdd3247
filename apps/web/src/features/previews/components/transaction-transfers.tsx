import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  isEvm,
  PAGE_SIZE,
  supportsTokens,
  type TransferEntry,
  type TransferRowDto,
} from '@riskscreen/shared';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { pagedQueryTable } from '../../../components/ui/paged-query-table.ts';
import { PartyIdentifier } from '../../../components/ui/party-identifier.tsx';
import { formatCrypto, formatUsd } from '../../../lib/format.ts';
import {
  type LegList,
  type PreviewBase,
  type TransferList,
  useTransactionLegs,
  useTransactionTransfers,
} from '../api.ts';
import { tagText } from './fact.tsx';

/** Transfers fail with the spec's text (part 2 §8). */
export const TRANSFERS_ERROR = 'Error occurred while fetching transactions.';
type View = 'senders' | 'receivers' | TransferList;

/**
 * The Transfers tab: senders and receivers summed per address, and on chains that have them the internal
 * transactions and token transfers; 100 rows per page.
 */
export function TransactionTransfers({ base, currency }: { base: PreviewBase; currency: number }) {
  const [view, setView] = useState<View>('senders');
  const views = [
    { value: 'senders', label: 'Senders' },
    { value: 'receivers', label: 'Receivers' },
    ...(isEvm(currency) ? [{ value: 'internal-transactions', label: 'Internal Transactions' }] : []),
    ...(supportsTokens(currency) ? [{ value: 'token-transfers', label: 'Token Transfers' }] : []),
  ];
  return (
    <Paper withBorder p="md" radius="md" data-testid="transaction-transfers">
      <Stack gap="sm">
        <SegmentedControl value={view} onChange={(v) => setView(v as View)} data={views} />
        {view === 'senders' || view === 'receivers' ? (
          <Legs
            key={view}
            base={base}
            list={view === 'senders' ? 'aggregated-inputs' : 'aggregated-outputs'}
          />
        ) : (
          <Transfers key={view} base={base} list={view} />
        )}
      </Stack>
    </Paper>
  );
}

const address = (value: string) => <PartyIdentifier value={value} />;
const oneLine = (text: string) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {text}
  </Text>
);

function Legs({ base, list }: { base: PreviewBase; list: LegList }) {
  const [page, setPage] = useState(1);
  const query = useTransactionLegs(base, list, page);
  const columns: DataTableColumn<TransferEntry>[] = [
    { key: 'address', header: 'Address', render: (r) => address(r.address) },
    {
      key: 'entity',
      header: 'Entity',
      render: (r) => tagText(r.tag_name_verbose, r.tag_type_verbose, r.tag_subtype_verbose) ?? 'Unknown',
    },
    { key: 'value', header: 'Value', render: (r) => oneLine(`${formatCrypto(r.value)} ${r.token_symbol}`) },
    { key: 'usd', header: 'Value USD', render: (r) => oneLine(formatUsd(r.value_usd)) },
  ];
  return (
    <DataTable
      columns={columns}
      {...pagedQueryTable(query, { page, pageSize: PAGE_SIZE.transfers, onPageChange: setPage })}
      error={query.error ? new Error(TRANSFERS_ERROR) : null}
      rowKey={(r) => `${r.address}|${r.token_symbol}`}
    />
  );
}

function Transfers({ base, list }: { base: PreviewBase; list: TransferList }) {
  const [page, setPage] = useState(1);
  const query = useTransactionTransfers(base, list, page);
  const columns: DataTableColumn<TransferRowDto>[] = [
    { key: 'from', header: 'From', render: (r) => address(r.from_address) },
    { key: 'to', header: 'To', render: (r) => address(r.to_address) },
    { key: 'value', header: 'Value', render: (r) => oneLine(`${formatCrypto(r.value)} ${r.token_symbol}`) },
    { key: 'usd', header: 'Value USD', render: (r) => oneLine(formatUsd(r.value_usd)) },
  ];
  return (
    <DataTable
      columns={columns}
      {...pagedQueryTable(query, { page, pageSize: PAGE_SIZE.transfers, onPageChange: setPage })}
      error={query.error ? new Error(TRANSFERS_ERROR) : null}
      rowKey={(r) => r.position}
    />
  );
}
