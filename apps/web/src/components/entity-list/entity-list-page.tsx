import { Group, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type AlertBulkUpdateAnswer,
  type CaseMatchingEntities,
  type ExportFormat,
  PAGE_SIZE,
} from '@riskscreen/shared';
import { type ComponentType, useState } from 'react';
import { groupDigits } from '../../lib/format.ts';
import { type ListSelection, useListSelection } from '../../lib/list-selection.ts';
import { useProfile } from '../../lib/profile.ts';
import { DataTable, type DataTableColumn } from '../ui/data-table.tsx';
import { BulkActionsBar } from './bulk-actions-bar.tsx';
import type { AddToCaseDialog, CaseEntities } from './case-entities.ts';
import { ListSearchBox, type ListSearchConfig } from './list-search-box.tsx';
import { ListTabsBar, type ListTabsConfig } from './list-tabs.tsx';
import { selectionColumn } from './selection-column.tsx';
import { type OpenAlertsChange, UpdateOpenAlertsDialog } from './update-open-alerts-dialog.tsx';

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

/** What a list's own bulk actions act on; clearSelection after a change, as the rows may no longer match. */
export type BulkActionsProps<Row, Filters> = {
  selection: ListSelection<Row>;
  filters: Filters;
  /** Rows matching the filters. */
  total: number;
  clearSelection: () => void;
};

/** Every list's filters have the search text (identifier) the filter bar keeps while it is typed. */
type BaseFilters = { q: string };

/** What makes a list the address list or the transaction list; each feature declares one. */
export type EntityListConfig<Row extends { id: number }, Filters extends BaseFilters> = {
  title: string;
  testId: string;
  /** Under the tables' 'Nothing to see over here' when no row matches. */
  emptyHint: string;
  /** The toast of a failed download (lists with a download). */
  exportFailed?: string;
  /** The columns after the selection box, left to right, in the user's time zone. */
  columns: (timeZone: string | undefined) => DataTableColumn<Row>[];
  FilterBar: ComponentType<FilterBarProps<Filters>>;
  useListState: () => ListState<Filters>;
  useRows: (filters: Filters, page: number) => ListRows<Row>;
  /**
   * The selection as a CSV or XLSX file: the ticked rows, or every row matching the filters. No Download without
   * it.
   */
  download?: (selection: ListSelection<Row>, filters: Filters, format: ExportFormat) => Promise<void>;
  /** What a row click opens (the entity's page, or its preview). */
  useOpenRow: () => (row: Row) => void;
  /** Tabs above the table (each a slice of the matching rows, with its count). */
  tabs?: ListTabsConfig<Filters>;
  /** A search box applied as it is typed (q), before the filter bar; without it the bar holds the search. */
  search?: ListSearchConfig;
  /** Update Open Alerts of the selection: the ticked rows, or every row matching the filters. */
  updateOpenAlerts?: (
    selection: ListSelection<Row>,
    filters: Filters,
    change: OpenAlertsChange,
  ) => Promise<AlertBulkUpdateAnswer>;
  /** What the list's rows are called in a sentence ('address', 'transaction'). */
  rowNoun?: { one: string; many: string };
  /** What the rows are in a case: Add to Case puts the ticked rows' ids there. */
  caseEntity?: 'addresses' | 'transactions' | 'customers';
  /** The Add to Case dialog (the cases feature's), shown with caseEntity. */
  AddToCase?: AddToCaseDialog;
  /**
   * The list's filters as an "all matching" selection for Add to Case (the server finds the rows); without it Add
   * to Case takes ticked rows only.
   */
  caseMatching?: (filters: Filters) => CaseMatchingEntities;
  /** The list's own bulk actions, in place of the default menu. */
  BulkActions?: ComponentType<BulkActionsProps<Row, Filters>>;
  /** 'Select all matching results' is offered only up to this many results (none: any number). */
  selectAllLimit?: number;
  /** Actions beside the title (Add Address, Add Transaction). */
  HeaderActions?: ComponentType;
};

const SOMETHING_WRONG = 'Something went wrong';

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
  const { FilterBar, BulkActions, HeaderActions, download: downloadSelection } = config;
  const state = config.useListState();
  const { filters, page } = state;
  const timeZone = useProfile().timezone ?? undefined;
  const list = config.useRows(filters, page);
  const rows = list.data?.results ?? [];
  const total = list.data?.count ?? 0;
  const selection = useListSelection<Row>(idOf, `${state.scope}:${JSON.stringify(filters)}`);
  const [isDownloading, setDownloading] = useState(false);
  const [isUpdatingAlerts, setUpdatingAlerts] = useState(false);
  const [isAddingToCase, setAddingToCase] = useState(false);
  const { caseEntity, caseMatching, AddToCase } = config;
  const tickedIds = selection.selection.mode === 'rows' ? [...selection.selection.rows.keys()] : [];
  // All matching rows go to the case as the list's filters; ticked rows by id.
  const caseEntities: CaseEntities | undefined =
    caseEntity === undefined || AddToCase === undefined
      ? undefined
      : selection.selection.mode === 'all'
        ? caseMatching && { matching: caseMatching(filters) }
        : tickedIds.length > 0
          ? { [caseEntity]: tickedIds }
          : undefined;
  const openRow = config.useOpenRow();
  const { updateOpenAlerts } = config;
  const noun = config.rowNoun ?? { one: 'row', many: 'rows' };
  const selectedSubject =
    selection.selection.mode === 'all'
      ? `all ${groupDigits(total)} matching ${noun.many}`
      : selection.selection.rows.size === 1
        ? `1 ${noun.one}`
        : `${groupDigits(selection.selection.rows.size)} ${noun.many}`;

  const download = async (format: ExportFormat) => {
    if (!downloadSelection) return;
    setDownloading(true);
    try {
      await downloadSelection(selection.selection, filters, format);
    } catch {
      notifications.show({ color: 'red', message: config.exportFailed ?? SOMETHING_WRONG });
    } finally {
      setDownloading(false);
    }
  };

  // A new scope or search text starts the bar afresh (its typed text included).
  const filterBar = (
    <FilterBar key={`${state.scope}:${filters.q}`} filters={filters} onChange={state.setFilters} />
  );

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
      <Group justify="space-between" align="center">
        <Title order={2}>{config.title}</Title>
        {HeaderActions && <HeaderActions />}
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          {config.tabs && <ListTabsBar config={config.tabs} filters={filters} onChange={state.setFilters} />}
          {config.search ? (
            <Group gap="sm" align="flex-start">
              <ListSearchBox
                key={state.scope}
                {...config.search}
                value={filters.q}
                // q is every list's search text (BaseFilters).
                onChange={(q) => state.setFilters({ q } as Partial<Filters>)}
              />
              {filterBar}
            </Group>
          ) : (
            filterBar
          )}
          <BulkActionsBar
            selection={selection.selection}
            total={total}
            pageSize={rows.length}
            onSelectAllMatching={selection.selectAllMatching}
            onClear={selection.clear}
            onDownload={downloadSelection ? (format) => void download(format) : undefined}
            isDownloading={isDownloading}
            selectAllLimit={config.selectAllLimit}
            onUpdateOpenAlerts={updateOpenAlerts ? () => setUpdatingAlerts(true) : undefined}
            onAddToCase={caseEntities ? () => setAddingToCase(true) : undefined}
            actions={
              BulkActions && (
                <BulkActions
                  selection={selection.selection}
                  filters={filters}
                  total={total}
                  clearSelection={selection.clear}
                />
              )
            }
          />
          {isAddingToCase && caseEntities && AddToCase && (
            <AddToCase
              title="Add to Case"
              entities={caseEntities}
              onClose={() => setAddingToCase(false)}
              onDone={selection.clear}
            />
          )}
          {isUpdatingAlerts && updateOpenAlerts && (
            <UpdateOpenAlertsDialog
              subject={selectedSubject}
              onSend={(change) => updateOpenAlerts(selection.selection, filters, change)}
              onClose={() => setUpdatingAlerts(false)}
              onDone={() => {
                selection.clear();
                void list.refetch();
              }}
            />
          )}
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
            isDense
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
