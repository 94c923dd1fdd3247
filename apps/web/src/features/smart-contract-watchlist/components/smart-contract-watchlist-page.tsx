import { Alert, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  chainLabel,
  PAGE_SIZE,
  TIMERS_MS,
  TOKEN_WATCHLIST_MESSAGES,
  type TokenMonitoringAddress,
} from '@riskscreen/shared';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { pagedQueryTable } from '../../../components/ui/paged-query-table.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { profileQuery } from '../../../lib/profile.ts';
import { useWorkspaceSlug } from '../../../lib/workspace.ts';
import { useRemoveWatchedContract, useWatchedContracts } from '../api.ts';
import { AddAddressModal } from './add-address-modal.tsx';
import { TOKEN_CHAIN_OPTIONS } from './token-chains.ts';

/**
 * /settings/workspace/smart-contract-watchlist (spec part 3 §2.10): the token contracts whose every transfer makes
 * both ends monitored. A plan feature (the workspace's token_monitoring_status): without it the page says so and
 * asks the server nothing.
 */
export function SmartContractWatchlistPage() {
  const profile = useQuery(profileQuery);
  const workspace = useWorkspaceSlug();
  const isAvailable =
    profile.data?.workspaces.find((w) => w.slug === workspace)?.token_monitoring_status ?? false;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), TIMERS_MS.searchDebounce);
  const [currency, setCurrency] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [isAdding, setIsAdding] = useState(false);
  const list = useWatchedContracts(
    { q, currency: currency === null ? undefined : Number(currency), offset: (page - 1) * PAGE_SIZE.list },
    isAvailable,
  );
  const remove = useRemoveWatchedContract();

  const confirmRemove = (row: TokenMonitoringAddress) =>
    confirmAction({
      title: 'Remove Address',
      message: `Remove ${row.identifier} (${chainLabel(row.currency)}) from the watchlist? Its transfers are no longer monitored.`,
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { identifier: row.identifier, currency: row.currency },
          {
            onSuccess: () =>
              notifications.show({ color: 'green', message: TOKEN_WATCHLIST_MESSAGES.removed }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                message: errorText(error instanceof ApiError ? error.body : null, true),
              }),
          },
        ),
    });

  const columns: DataTableColumn<TokenMonitoringAddress>[] = [
    {
      key: 'identifier',
      header: 'Monitored Addresses',
      render: (r) => (
        <Text ff="monospace" size="sm">
          {r.identifier}
        </Text>
      ),
    },
    { key: 'added_by', header: 'Added By', render: (r) => r.added_by_name ?? '—', width: 180 },
    {
      key: 'created_at',
      header: 'Date Added',
      render: (r) => formatDateTime(r.created_at, profile.data?.timezone),
      width: 190,
    },
    { key: 'blockchain', header: 'Blockchain', render: (r) => chainLabel(r.currency), width: 180 },
    {
      key: 'action',
      header: 'Action',
      width: 110,
      render: (r) => (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          aria-label={`Remove ${r.identifier}`}
          onClick={() => confirmRemove(r)}
        >
          Remove
        </Button>
      ),
    },
  ];

  const heading = (
    <div>
      <Title order={2}>Smart Contract Watchlist</Title>
      <Text size="sm" c="dimmed">
        Token contracts the workspace watches: each new transfer of a watched token has both of its addresses
        screened again.
      </Text>
    </div>
  );
  if (profile.data && !isAvailable)
    return (
      <Stack gap="lg" maw={1200}>
        {heading}
        <Alert color="yellow" variant="light" title="Feature unavailable">
          {TOKEN_WATCHLIST_MESSAGES.unavailable}
        </Alert>
      </Stack>
    );

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end">
        {heading}
        <Button leftSection={<IconPlus size={16} />} onClick={() => setIsAdding(true)}>
          Add Address
        </Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          placeholder="Search addresses"
          aria-label="Search addresses"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={360}
        />
        <Select
          placeholder="All blockchains"
          aria-label="Blockchain"
          data={TOKEN_CHAIN_OPTIONS}
          value={currency}
          onChange={(value) => {
            setCurrency(value);
            setPage(1);
          }}
          searchable
          clearable
          w={240}
        />
      </Group>
      <DataTable
        columns={columns}
        {...pagedQueryTable(list, { page, pageSize: PAGE_SIZE.list, onPageChange: setPage }, list.isPending)}
        rowKey={(r) => r.id}
        emptyHint={TOKEN_WATCHLIST_MESSAGES.empty}
      />
      <AddAddressModal opened={isAdding} onClose={() => setIsAdding(false)} />
    </Stack>
  );
}
