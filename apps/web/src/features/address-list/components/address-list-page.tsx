import { Badge, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type AddressSummary, PAGE_SIZE, TRUNCATE } from '@riskscreen/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BulkActionsBar } from '../../../components/entity-list/bulk-actions-bar.tsx';
import { selectionColumn } from '../../../components/entity-list/selection-column.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { RiskLevelTag } from '../../../components/ui/risk-level-badge.tsx';
import { formatDate, truncateMiddle } from '../../../lib/format.ts';
import { useListSelection } from '../../../lib/list-selection.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { downloadSelection, useAddressList } from '../api.ts';
import type { AddressListFilters } from '../list-filters.ts';
import { ADDRESSES_EMPTY, EXPORT_FAILED } from '../messages.ts';
import { useSavedFilters } from '../use-saved-filters.ts';
import { AddressListFilterBar } from './address-list-filters.tsx';

const idOf = (row: AddressSummary) => row.id;

function Shortened({ value }: { value: string | null }) {
  if (!value) return <Text size="sm">-</Text>;
  return (
    <Tooltip label={value} withArrow openDelay={300}>
      <Text size="sm" ff="monospace">
        {truncateMiddle(value, TRUNCATE.addressHeader)}
      </Text>
    </Tooltip>
  );
}

/** The address list (/addresses, spec part 2 §2 Lists): saved filters, selection, export; a row opens the page. */
export function AddressListPage() {
  const workspace = useWorkspaceSlug();
  const navigate = useNavigate();
  const timeZone = useProfile().timezone ?? undefined;
  const [filters, saveFilters] = useSavedFilters(workspace);
  const [page, setPage] = useState(1);
  const list = useAddressList(filters, page);
  const rows = list.data?.results ?? [];
  const total = list.data?.count ?? 0;
  const selection = useListSelection<AddressSummary>(idOf, `${workspace}:${JSON.stringify(filters)}`);
  const [isDownloading, setDownloading] = useState(false);

  const setFilters = (patch: Partial<AddressListFilters>) => {
    saveFilters(patch);
    setPage(1);
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

  const columns: DataTableColumn<AddressSummary>[] = [
    selectionColumn({
      selection: selection.selection,
      pageRows: rows,
      idOf,
      onToggleRow: (row) => selection.toggleRow(row, rows),
      onTogglePage: () => selection.togglePage(rows),
    }),
    {
      key: 'identifier',
      header: 'Address',
      render: (row) => (
        <Text size="sm" ff="monospace" title={row.identifier} data-testid="address-identifier">
          {truncateMiddle(row.identifier, TRUNCATE.addressHeader)}
        </Text>
      ),
    },
    {
      key: 'blockchain',
      header: 'Blockchain',
      render: (row) => (
        <Badge variant="light" color="gray" title={row.currency_verbose} data-testid="address-chain">
          {row.currency_short}
        </Badge>
      ),
    },
    { key: 'customer', header: 'Customer Id', render: (row) => <Shortened value={row.customer_id} /> },
    { key: 'entity', header: 'Entity Name', render: (row) => row.tag_name_verbose ?? '-' },
    { key: 'type', header: 'Entity Type', render: (row) => row.tag_type_verbose ?? 'Unknown' },
    { key: 'created', header: 'Date Added', render: (row) => formatDate(row.created_at, timeZone) },
    {
      key: 'screened',
      header: 'Last Screened At',
      render: (row) => formatDate(row.last_screened_time, timeZone),
    },
    { key: 'risk', header: 'Risk Level', render: (row) => <RiskLevelTag level={row.risk_level} /> },
  ];

  return (
    <Stack gap="md" data-testid="address-list">
      <Title order={2}>Addresses</Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <AddressListFilterBar key={`${workspace}:${filters.q}`} filters={filters} onChange={setFilters} />
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
            emptyHint={ADDRESSES_EMPTY}
            page={page}
            total={total}
            pageSize={PAGE_SIZE.list}
            onPageChange={setPage}
            onRowClick={(row) => navigate(withWorkspace(`/addresses/${row.id}`, workspace))}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
