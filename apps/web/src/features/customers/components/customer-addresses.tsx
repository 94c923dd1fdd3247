import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  type CustomerAddress,
  type CustomerAddressKind,
  nativeSymbol,
  PAGE_SIZE,
  TRUNCATE,
} from '@riskscreen/shared';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { pagedQueryTable } from '../../../components/ui/paged-query-table.ts';
import { RiskLevelTag } from '../../../components/ui/risk-level-badge.tsx';
import { formatCrypto, formatDate, formatUsd } from '../../../lib/format.ts';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { useCustomerAddresses } from '../api.ts';
import { ADDRESSES_EMPTY } from '../messages.ts';
import { chainColumn, identifierLinkColumn } from './customer-table-cells.tsx';
import { RemoveAddressButton } from './remove-address-button.tsx';

const KINDS: { value: CustomerAddressKind; label: string }[] = [
  { value: 'deposit', label: 'Deposit Addresses' },
  { value: 'withdrawal', label: 'Withdrawal Addresses' },
  { value: 'any', label: 'All Addresses' },
];

type Props = { customerId: number; timeZone: string | undefined };

/** Customer Addresses (spec part 2 §2): deposit, withdrawal or all of its screened addresses, 20 a page. */
export function CustomerAddresses({ customerId, timeZone }: Props) {
  const workspace = useWorkspaceSlug();
  const [kind, setKind] = useState<CustomerAddressKind>('deposit');
  const [page, setPage] = useState(1);
  const addresses = useCustomerAddresses(customerId, kind, page);
  const columns: DataTableColumn<CustomerAddress>[] = [
    identifierLinkColumn({
      header: 'Address',
      to: (row) => withWorkspace(routes.address({ id: row.id }), workspace),
      truncateTo: TRUNCATE.addressHeader,
      testId: 'customer-address-link',
    }),
    chainColumn(),
    { key: 'type', header: 'Type', render: (row) => row.type_verbose ?? '-' },
    {
      key: 'balance',
      header: 'Balance',
      render: (row) => (
        <>
          <Text size="sm">
            {formatCrypto(row.balance)} {nativeSymbol(row.currency)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatUsd(row.balance_usd)}
          </Text>
        </>
      ),
    },
    { key: 'risk', header: 'Risk Level', render: (row) => <RiskLevelTag level={row.risk_level} size="xs" /> },
    { key: 'added', header: 'Date Added', render: (row) => formatDate(row.date_added, timeZone) },
    { key: 'updated', header: 'Last Updated', render: (row) => formatDate(row.last_updated_at, timeZone) },
    {
      key: 'remove',
      header: '',
      width: 40,
      render: (row) => <RemoveAddressButton customerId={customerId} address={row} />,
    },
  ];
  return (
    <Paper withBorder p="md" radius="md" data-testid="customer-addresses">
      <Stack gap="sm">
        <SegmentedControl
          data={KINDS}
          value={kind}
          onChange={(value) => {
            setKind(value as CustomerAddressKind);
            setPage(1);
          }}
          style={{ alignSelf: 'flex-start' }}
          data-testid="address-kind"
        />
        <DataTable
          columns={columns}
          {...pagedQueryTable(addresses, { page, pageSize: PAGE_SIZE.list, onPageChange: setPage })}
          rowKey={(row) => row.id}
          emptyHint={ADDRESSES_EMPTY}
          isDense
        />
      </Stack>
    </Paper>
  );
}
