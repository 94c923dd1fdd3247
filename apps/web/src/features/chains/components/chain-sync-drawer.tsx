import { Drawer, Stack, Text } from '@mantine/core';
import type { ChainStatus, SanctionsListStatus } from '@riskscreen/shared';
import { useEffect, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { formatDateTime, formatTimeAgo } from '../../../lib/format-date.ts';
import { groupDigits } from '../../../lib/format-number.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useChainStatuses } from '../api.ts';

const DRAWER_WIDTH = 720;
const CLOCK_TICK_MS = 30_000;

/** The time now, moving on while the view is open so that 'x minutes ago' stays true. */
function useNow(isTicking: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!isTicking) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [isTicking]);
  return now;
}

function columnsFor(timeZone: string, now: Date): DataTableColumn<ChainStatus>[] {
  return [
    {
      key: 'blockchain',
      header: 'Blockchain',
      render: (s) => (
        <Text size="sm" fw={500}>
          {s.blockchain_verbose}
        </Text>
      ),
    },
    {
      key: 'block',
      header: 'Last Synced Block',
      render: (s) => (
        <Stack gap={0}>
          <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {s.last_synced_block === null ? '—' : groupDigits(s.last_synced_block)}
          </Text>
          {s.last_synced_block_timestamp && (
            <Text size="xs" c="dimmed">
              mined {formatDateTime(s.last_synced_block_timestamp, timeZone)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'updated',
      header: 'Last Updated',
      render: (s) => (
        <Stack gap={0}>
          <Text size="sm">{formatDateTime(s.last_updated_at, timeZone)}</Text>
          <Text size="xs" c="dimmed">
            {formatTimeAgo(s.last_updated_at, now)}
          </Text>
        </Stack>
      ),
    },
  ];
}

/**
 * The date of the sanctions list screening reads: the publication's own date (a calendar day, shown as published)
 * or, for a list that carries none (OFAC's per-currency lists), the day it was imported, said as such.
 */
function SanctionsListLine({ list, timeZone }: { list: SanctionsListStatus | null; timeZone: string }) {
  if (!list) {
    return (
      <Text size="sm" data-testid="sanctions-list-date">
        Sanctions list: none imported
      </Text>
    );
  }
  const date = list.dated
    ? formatDateTime(list.published_at, 'UTC', 'PP')
    : formatDateTime(list.imported_at, timeZone, 'PP');
  return (
    <Stack gap={0} data-testid="sanctions-list-date">
      <Text size="sm" fw={500}>
        Sanctions list: {date}
      </Text>
      <Text size="xs" c="dimmed">
        {list.dated
          ? `${list.source}, published ${date}; imported ${formatDateTime(list.imported_at, timeZone)}`
          : `${list.source}: the list carries no date; imported ${formatDateTime(list.imported_at, timeZone)}`}
      </Text>
    </Stack>
  );
}

/**
 * Chain Synchronization (help menu): per blockchain, the last block its data provider synced, and when; above them,
 * the date of the sanctions list screening reads (issue 17: the scheduled refresh keeps it current).
 */
export function ChainSyncDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { timezone } = useProfile();
  const statuses = useChainStatuses(opened);
  const now = useNow(opened);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={DRAWER_WIDTH}
      title={<Text fw={600}>Chain Synchronization</Text>}
      data-testid="chain-sync"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The last block each blockchain's data provider has synced. Times are in your profile's time zone (
          {timezone}).
        </Text>
        {statuses.data && <SanctionsListLine list={statuses.data.sanctions_list} timeZone={timezone} />}
        <DataTable
          columns={columnsFor(timezone, now)}
          rows={statuses.data?.statuses_by_blockchain}
          rowKey={(s) => s.blockchain}
          isLoading={statuses.isPending}
          error={statuses.error}
          onRetry={() => statuses.refetch()}
        />
      </Stack>
    </Drawer>
  );
}
