import { Badge, Button, Center, Loader, Paper, Table, Text } from '@mantine/core';
import type { AlertHistoryRecordDto } from '@riskscreen/shared';
import { IconCamera } from '@tabler/icons-react';
import { TableEmptyState } from '../../../components/ui/data-table.tsx';
import { PlainTable } from '../../../components/ui/plain-table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useAlertCycles } from './api.ts';
import { formatDuration } from './duration.ts';

const HISTORY_ERROR = 'Error while loading the alert history';

type Props = {
  alertId: number;
  timeZone: string | undefined;
  onOpenSnapshot: (cycle: AlertHistoryRecordDto) => void;
};

/** The alert's cycles, newest first: each open → resolved span, who resolved it, why, and its snapshot. */
export function HistorySection({ alertId, timeZone, onOpenSnapshot }: Props) {
  const cycles = useAlertCycles(alertId);
  const rows = cycles.data?.results ?? [];
  if (cycles.isLoading) {
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  }
  return (
    <Paper withBorder radius="md" data-testid="alert-history">
      {cycles.isError && (
        <Text c="red" size="sm" p="md">
          {HISTORY_ERROR}
        </Text>
      )}
      {cycles.isSuccess && rows.length === 0 && (
        <Center py="md">
          <TableEmptyState hint="No history yet" />
        </Center>
      )}
      {rows.length > 0 && (
        <PlainTable
          minWidth={760}
          verticalSpacing="sm"
          highlightOnHover
          headers={[
            'Opened',
            'Resolved',
            'Resolved by',
            'Duration',
            { label: 'Items', isNumeric: true },
            'Reason',
            {},
          ]}
        >
          {rows.map((cycle) => (
            <Table.Tr key={cycle.id} data-testid="history-row">
              <Table.Td>
                {formatDate(cycle.opened_at, timeZone)}
                {cycle.screening_reason && (
                  <Text size="xs" c="dimmed" lineClamp={2} maw={320} title={cycle.screening_reason}>
                    Why: {cycle.screening_reason}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {cycle.resolved_at ? (
                  formatDate(cycle.resolved_at, timeZone)
                ) : (
                  <Badge size="sm" variant="light" color="blue">
                    Open
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{cycle.resolved_by?.full_name ?? '-'}</Table.Td>
              <Table.Td>{formatDuration(cycle.duration)}</Table.Td>
              <Table.Td ta="right">{cycle.alert_items_count}</Table.Td>
              <Table.Td maw={280}>
                <Text size="sm" lineClamp={2}>
                  {cycle.reason ?? '-'}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                {cycle.has_snapshot && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    leftSection={<IconCamera size={12} />}
                    onClick={() => onOpenSnapshot(cycle)}
                    data-testid="open-snapshot"
                  >
                    Snapshot
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </PlainTable>
      )}
    </Paper>
  );
}
