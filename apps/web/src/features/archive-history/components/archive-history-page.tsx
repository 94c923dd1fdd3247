import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ARCHIVE_LOGS_PAGE_SIZE,
  ARCHIVED_OBJECT_TYPES,
  type ArchivedObjectType,
  type ArchiveLog,
  chainLabel,
  TIMERS_MS,
} from '@riskscreen/shared';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { CHAIN_FILTER_OPTIONS } from '../../../components/entity-list/chain-filter-options.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { pagedQueryTable } from '../../../components/ui/paged-query-table.ts';
import { PartyIdentifier } from '../../../components/ui/party-identifier.tsx';
import { counted } from '../../../lib/format.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useProfile } from '../../../lib/profile.ts';
import { type ArchiveLogFilters, NO_ARCHIVE_LOG_FILTERS, useArchiveLogs } from '../api.ts';

const CALLER_LABELS: Record<ArchiveLog['original_caller'], string> = { web: 'Web App', api: 'API' };
const TYPE_LABELS: Record<ArchivedObjectType, string> = { address: 'Address', transaction: 'Transaction' };
const TYPE_OPTIONS = ARCHIVED_OBJECT_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));

/** The Type filter's choice as the contract's type; anything else (a cleared select) is no filter. */
const asObjectType = (value: string | null) => ARCHIVED_OBJECT_TYPES.find((type) => type === value) ?? null;

function archiveLogColumns(timeZone: string | undefined): DataTableColumn<ArchiveLog>[] {
  return [
    { key: 'id', header: 'ID', width: 80, render: (log) => log.id },
    {
      key: 'created_at',
      header: 'Archived At',
      width: 190,
      render: (log) => formatDateTime(log.created_at, timeZone),
    },
    // The name is gone with its user: the archiving stays, by nobody known.
    { key: 'archived_by', header: 'Archived By', render: (log) => log.archived_by ?? '—' },
    {
      key: 'original_caller',
      header: 'Original Caller',
      width: 130,
      render: (log) => CALLER_LABELS[log.original_caller],
    },
    { key: 'type', header: 'Type', width: 120, render: (log) => TYPE_LABELS[log.type] },
    // Plain text: an archived object has no page of its own to open.
    {
      key: 'identifier',
      header: 'Identifier',
      render: (log) => <PartyIdentifier value={log.identifier} copyLabel="Copy identifier" />,
    },
    { key: 'currency', header: 'Currency', width: 160, render: (log) => chainLabel(log.currency) },
  ];
}

/**
 * /settings/workspace/archive-history (spec part 3 §2.12): every address and transaction archived in the
 * workspace, newest first, searched by identifier and filtered by blockchain and type.
 */
export function ArchiveHistoryPage() {
  const timeZone = useProfile().timezone;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), TIMERS_MS.searchDebounce);
  const [filters, setFilters] = useState<ArchiveLogFilters>(NO_ARCHIVE_LOG_FILTERS);
  const [page, setPage] = useState(1);
  // The settled search joins the filters during render, not in an effect: back to page 1 in the same render, so
  // the old page is never asked for with the new search.
  if (q !== filters.q) {
    setFilters({ ...filters, q });
    setPage(1);
  }
  const change = (patch: Partial<ArchiveLogFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const logs = useArchiveLogs(filters, page);

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeading
        title="Archive History"
        description="Addresses and transactions archived in this workspace, from the web app or the API."
      >
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={logs.isFetching}
          onClick={() => void logs.refetch()}
          data-testid="archive-history-refresh"
        >
          Refresh
        </Button>
      </PageHeading>
      <Group justify="space-between" align="flex-end">
        <Group gap="sm" align="flex-end">
          <TextInput
            size="xs"
            placeholder="Search by identifier"
            aria-label="Search by identifier"
            leftSection={<IconSearch size={14} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={280}
          />
          <Select
            size="xs"
            label="Blockchain"
            placeholder="All"
            searchable
            clearable
            nothingFoundMessage="Nothing found"
            data={CHAIN_FILTER_OPTIONS}
            value={filters.currency === null ? null : String(filters.currency)}
            onChange={(value) => change({ currency: value === null ? null : Number(value) })}
            w={220}
          />
          <Select
            size="xs"
            label="Type"
            placeholder="All"
            clearable
            data={TYPE_OPTIONS}
            value={filters.type}
            onChange={(value) => change({ type: asObjectType(value) })}
            w={150}
          />
        </Group>
        {logs.data && (
          <Text size="sm" c="dimmed" data-testid="archive-history-count">
            {counted(logs.data.count, 'result')}
          </Text>
        )}
      </Group>
      <DataTable
        columns={archiveLogColumns(timeZone)}
        {...pagedQueryTable(
          logs,
          { page, pageSize: ARCHIVE_LOGS_PAGE_SIZE, onPageChange: setPage },
          logs.isPending,
        )}
        rowKey={(log) => log.id}
      />
    </Stack>
  );
}
