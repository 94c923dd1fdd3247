import { Button, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CUSTOM_LIST_MESSAGES, type CustomTag, CustomTagType, PAGE_SIZE } from '@riskscreen/shared';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { pagedQueryTable } from '../../../components/ui/paged-query-table.ts';
import { RiskLevelTag } from '../../../components/ui/risk-level-badge.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useCustomLists, useUpdateCustomList } from '../api.ts';
import { useListSearch } from '../use-list-search.ts';
import { showFailure } from './show-failure.ts';

type Props = {
  timeZone: string | undefined;
  onCreate: () => void;
  onPreview: (list: CustomTag) => void;
  onEdit: (list: CustomTag) => void;
};

/** Custom lists home (spec part 3 §2.8): the lists, a search of at least 3 characters, Create Custom List. */
export function CustomListsHome({ timeZone, onCreate, onPreview, onEdit }: Props) {
  const { search, setSearch, q, tooShort } = useListSearch();
  const [page, setPage] = useState(1);
  const [pageQuery, setPageQuery] = useState(q);
  // A new query starts at its first page.
  if (pageQuery !== q) {
    setPageQuery(q);
    setPage(1);
  }
  const lists = useCustomLists(q, (page - 1) * PAGE_SIZE.list);
  const update = useUpdateCustomList();
  const toggle = (list: CustomTag, isActive: boolean) =>
    update.mutate(
      { id: list.id, is_active: isActive },
      {
        onSuccess: () => notifications.show({ color: 'green', message: CUSTOM_LIST_MESSAGES.listSaved }),
        onError: showFailure,
      },
    );

  const columns: DataTableColumn<CustomTag>[] = [
    { key: 'name', header: 'List Name', render: (l) => <Text fw={500}>{l.name}</Text> },
    { key: 'description', header: 'Description', render: (l) => l.description || '—' },
    { key: 'added_by', header: 'Added By', render: (l) => l.added_by ?? 'System', width: 140 },
    {
      key: 'created_at',
      header: 'Date Created',
      render: (l) => formatDateTime(l.created_at, timeZone),
      width: 180,
    },
    {
      key: 'updated_at',
      header: 'Date Last Updated',
      render: (l) => formatDateTime(l.updated_at, timeZone),
      width: 180,
    },
    {
      key: 'risk_level',
      header: 'Risk Level',
      render: (l) => <RiskLevelTag level={l.risk_level} />,
      width: 110,
    },
    {
      key: 'status',
      header: 'Status',
      width: 80,
      // System lists (whitelist, blacklist) have no toggle.
      render: (l) =>
        l.type === CustomTagType.Custom ? (
          <Switch
            checked={l.is_active}
            aria-label={`${l.name} active`}
            onClick={(e) => e.stopPropagation()}
            onChange={(e) => toggle(l, e.currentTarget.checked)}
          />
        ) : null,
    },
    {
      key: 'action',
      header: 'Action',
      width: 90,
      render: (l) => (
        <Button
          size="xs"
          variant="light"
          onClick={(e) => {
            e.stopPropagation();
            onEdit(l);
          }}
        >
          Edit
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="lg" maw={1300}>
      <PageHeading
        title="Custom Lists"
        description="Addresses on a list raise an alert at the list’s risk level when they are screened."
      >
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
          Create Custom List
        </Button>
      </PageHeading>
      <TextInput
        placeholder="Search lists"
        aria-label="Search lists"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        error={tooShort ? CUSTOM_LIST_MESSAGES.searchMin : undefined}
        maw={360}
      />
      <DataTable
        columns={columns}
        {...pagedQueryTable(
          lists,
          { page, pageSize: PAGE_SIZE.list, onPageChange: setPage },
          lists.isPending,
        )}
        rowKey={(l) => l.id}
        onRowClick={onPreview}
      />
    </Stack>
  );
}
