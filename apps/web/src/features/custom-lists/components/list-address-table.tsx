import { ActionIcon, Button, Code, Group, Stack, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CUSTOM_LIST_MESSAGES,
  CUSTOM_LIST_PREVIEW_PAGE_SIZE,
  type CustomTaggedAddress,
  getChain,
} from '@riskscreen/shared';
import { IconDownload, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { pagedQueryTable } from '../../../components/ui/paged-query-table.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { exportListAddresses, useListAddresses, useRemoveAddress } from '../api.ts';
import { useListSearch } from '../use-list-search.ts';
import { showFailure } from './show-failure.ts';

const SHOWN_CHAINS = 3;

/** 'ETH, BSC, MATIC +20': the chains an address's format fits. */
function chainsText(currencies: readonly number[]): string {
  const codes = currencies.map((c) => getChain(c)?.code ?? String(c));
  const more = codes.length - SHOWN_CHAINS;
  return `${codes.slice(0, SHOWN_CHAINS).join(', ')}${more > 0 ? ` +${more}` : ''}`;
}

type Props = { listId: number; canRemove: boolean; timeZone: string | undefined };

/** A list's addresses: search (at least 3 characters), export and remove, 10 per page (spec part 3 §2.8, §9). */
export function ListAddressTable({ listId, canRemove, timeZone }: Props) {
  const { search, setSearch, q, tooShort } = useListSearch();
  const [page, setPage] = useState(1);
  const [pageQuery, setPageQuery] = useState(q);
  // A new query starts at its first page.
  if (pageQuery !== q) {
    setPageQuery(q);
    setPage(1);
  }
  const addresses = useListAddresses(listId, q, (page - 1) * CUSTOM_LIST_PREVIEW_PAGE_SIZE);
  const remove = useRemoveAddress();
  const confirmRemove = (row: CustomTaggedAddress) =>
    confirmAction({
      title: 'Remove Address',
      message: `Remove ${row.identifier} from this list?`,
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: () =>
        remove.mutate(row.id, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: CUSTOM_LIST_MESSAGES.addressRemoved }),
          onError: showFailure,
        }),
    });

  const columns: DataTableColumn<CustomTaggedAddress>[] = [
    { key: 'identifier', header: 'Address', render: (a) => <Code>{a.identifier}</Code> },
    { key: 'currencies', header: 'Blockchains', render: (a) => chainsText(a.currencies), width: 170 },
    { key: 'added_by', header: 'Added By', render: (a) => a.added_by ?? '—', width: 150 },
    {
      key: 'created_at',
      header: 'Date Added',
      render: (a) => formatDateTime(a.created_at, timeZone),
      width: 180,
    },
  ];
  if (canRemove) {
    columns.push({
      key: 'remove',
      header: 'Remove',
      width: 80,
      render: (a) => (
        <Tooltip label="Remove">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${a.identifier}`}
            onClick={() => confirmRemove(a)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    });
  }

  return (
    <Stack gap="sm">
      <PageHeading
        title="Addresses"
        description={addresses.data ? `${addresses.data.count} on this list` : ' '}
        order={4}
      >
        <Group align="flex-start">
          <TextInput
            placeholder="Search addresses"
            aria-label="Search addresses"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            error={tooShort ? CUSTOM_LIST_MESSAGES.searchMin : undefined}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => exportListAddresses(listId).catch(showFailure)}
          >
            Export
          </Button>
        </Group>
      </PageHeading>
      <DataTable
        columns={columns}
        {...pagedQueryTable(
          addresses,
          { page, pageSize: CUSTOM_LIST_PREVIEW_PAGE_SIZE, onPageChange: setPage },
          addresses.isPending,
        )}
        rowKey={(a) => a.id}
      />
    </Stack>
  );
}
