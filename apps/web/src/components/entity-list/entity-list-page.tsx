import { Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PAGE_SIZE } from '@riskscreen/shared';
import { type ComponentType, useState } from 'react';
import { type ListSelection, useListSelection } from '../../lib/list-selection.ts';
import { useProfile } from '../../lib/profile.ts';
import { DataTable, type DataTableColumn } from '../ui/data-table.tsx';
import { BulkActionsBar } from './bulk-actions-bar.tsx';
import { selectionColumn } from './selection-column.tsx';

/** Where a list keeps its filters and page (local storage, the query string…), as the list's hook gives them. */
export type ListState<Filters> = {
  filters: Filters;
  /** 1-based. */
  page: number;
  /** Applies a change to the filters as they are then (back to the first page). */
  setFilters: (patch: Partial<Filters>) => void;
  setPage: (page: number) => void;
  /** What the filters belong to besides themselves (the workspace of saved filters), or null. */
  scope: string | null;
};

/** One page of rows as the list's query hook answers it. */
export type ListRows<Row> = {
  data: { results: Row[]; count: number } | undefined;
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type FilterBarProps<Filters> = {
  filters: Filters;
  /** Gets only what changed (see ListState.setFilters). */
  onChange: (patch: Partial<Filters>) => void;
};

/** Every list's filters have the search text (identifier) the filter bar keeps while it is typed. */
type BaseFilters = { q: string };

/** What makes a list the address list or the transaction list; each feature declares one. */
export type EntityListConfig<Row extends { id: number }, Filters extends BaseFilters> = {
  title: string;
  testId: string;
  /** Under the tables' 'Nothing to see over here' when no row matches. */
  emptyHint: string;
  exportFailed: string;
  /** The columns after the selection box, left to right, in the user's time zone. */
  columns: (timeZone: string | undefined) => DataTableColumn<Row>[];
  FilterBar: ComponentType<FilterBarProps<Filters>>;
  useListState: () => ListState<Filters>;
  useRows: (filters: Filters, page: number) => ListRows<Row>;
  /** The selection as a CSV file: the ticked rows, or every row matching the filters. */
  download: (selection: ListSelection<Row>, filters: Filters) => Promise<void>;
  /** What a row click opens (the entity's page, or its preview). */
  useOpenRow: () => (row: Row) => void;
};

const idOf = (row: { id: number }) => row.id;

/**
 * An entity list (spec part 2 §2, Lists): title, filters, selection with bulk actions and export, and a paged
 * table whose rows open the entity. The feature's config says which entity and which columns and filters.
 */
export function EntityListPage<Row extends { id: number }, Filters extends BaseFilters>({
  config,
}: {
  config: EntityListConfig<Row, Filters>;
}) {
  const { FilterBar } = config;
  const state = config.useListState();
  const { filters, page } = state;
  const timeZone = useProfile().timezone ?? undefined;
  const list = config.useRows(filters, page);
  const rows = list.data?.results ?? [];
  const total = list.data?.count ?? 0;
  const selection = useListSelection<Row>(idOf, `${state.scope}:${JSON.stringify(filters)}`);
  const [isDownloading, setDownloading] = useState(false);
  const openRow = config.useOpenRow();

  const download = async () => {
    setDownloading(true);
    try {
      await config.download(selection.selection, filters);
    } catch {
      notifications.show({ color: 'red', message: config.exportFailed });
    } finally {
      setDownloading(false);
    }
  };

  const columns: DataTableColumn<Row>[] = [
    selectionColumn({
      selection: selection.selection,
      pageRows: rows,
      idOf,
      onToggleRow: (row) => selection.toggleRow(row, rows),
      onTogglePage: () => selection.togglePage(rows),
    }),
    ...config.columns(timeZone),
  ];

  return (
    <Stack gap="md" data-testid={config.testId}>
      <Title order={2}>{config.title}</Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          {/* A new scope or search text starts the bar afresh (its typed text included). */}
          <FilterBar key={`${state.scope}:${filters.q}`} filters={filters} onChange={state.setFilters} />
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
            emptyHint={config.emptyHint}
            page={page}
            total={total}
            pageSize={PAGE_SIZE.list}
            onPageChange={state.setPage}
            onRowClick={openRow}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
