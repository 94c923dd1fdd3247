import { ActionIcon, Alert, Button, Group, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { CUSTOM_LIST_MESSAGES, type CustomTag, PAGE_SIZE, TIMERS_MS } from '@riskscreen/shared';
import { IconDownload, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { pagedQueryTable } from '../../../components/ui/paged-query-table.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { profileQuery } from '../../../lib/profile.ts';
import { exportCustomTags, useCustomTags, useDeleteCustomTag, useUpdateCustomTag } from '../api.ts';
import { CustomTagModal } from './custom-tag-modal.tsx';

const failure = (error: unknown) =>
  notifications.show({
    color: 'red',
    message: errorText(error instanceof ApiError ? error.body : null, true),
  });

/** /settings/workspace/custom-tags (spec part 3 §2.9): the workspace's custom tags, for rules and addresses. */
export function CustomTagsPage() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), TIMERS_MS.searchDebounce);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ tag: CustomTag | null } | null>(null);
  const tags = useCustomTags(q, (page - 1) * PAGE_SIZE.list);
  const profile = useQuery(profileQuery);
  const update = useUpdateCustomTag();
  const remove = useDeleteCustomTag();
  const timeZone = profile.data?.timezone;

  const toggle = (tag: CustomTag, isActive: boolean) =>
    update.mutate(
      { id: tag.id, is_active: isActive },
      {
        onSuccess: () => notifications.show({ color: 'green', message: CUSTOM_LIST_MESSAGES.tagUpdated }),
        onError: failure,
      },
    );
  const confirmDelete = (tag: CustomTag) =>
    confirmAction({
      title: 'Delete Custom Tag',
      message: `Delete the tag ${tag.name}? Addresses lose it and rules on it stop firing.`,
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () =>
        remove.mutate(tag.id, {
          onSuccess: () => notifications.show({ color: 'green', message: 'Custom Tag has been deleted' }),
          onError: failure,
        }),
    });

  const columns: DataTableColumn<CustomTag>[] = [
    { key: 'name', header: 'Name', render: (t) => <Text fw={500}>{t.name}</Text> },
    { key: 'description', header: 'Description', render: (t) => t.description },
    { key: 'added_by', header: 'Added By', render: (t) => t.added_by ?? '—', width: 160 },
    {
      key: 'created_at',
      header: 'Date Added',
      render: (t) => formatDateTime(t.created_at, timeZone),
      width: 190,
    },
    {
      key: 'status',
      header: 'Status',
      width: 90,
      render: (t) => (
        <Switch
          checked={t.is_active}
          aria-label={`${t.name} active`}
          onChange={(e) => toggle(t, e.currentTarget.checked)}
        />
      ),
    },
    {
      key: 'edit',
      header: 'Edit',
      width: 90,
      render: (t) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${t.name}`} onClick={() => setEditing({ tag: t })}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${t.name}`}
              onClick={() => confirmDelete(t)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeading
        title="Custom Tags"
        description="Tags your workspace puts on addresses; custom rules can raise alerts on exposure to them."
      >
        <Group>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => exportCustomTags().catch(failure)}
          >
            Export Tags
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ tag: null })}>
            Add Custom Tag
          </Button>
        </Group>
      </PageHeading>
      {profile.data && !profile.data.is_custom_tags_enabled && (
        <Alert color="yellow" variant="light">
          Custom tags are not enabled for your organisation: tags made here are not shown on addresses. Please
          contact support team to subscribe.
        </Alert>
      )}
      <TextInput
        placeholder="Search tags"
        aria-label="Search tags"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      <DataTable
        columns={columns}
        {...pagedQueryTable(tags, { page, pageSize: PAGE_SIZE.list, onPageChange: setPage }, tags.isPending)}
        rowKey={(t) => t.id}
      />
      <CustomTagModal opened={editing !== null} tag={editing?.tag ?? null} onClose={() => setEditing(null)} />
    </Stack>
  );
}
