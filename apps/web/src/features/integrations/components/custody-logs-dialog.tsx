import { Badge, Code, Modal, Skeleton, Table, Text } from '@mantine/core';
import { type CustodyLogStatus, PAGE_SIZE } from '@riskscreen/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PlainTable } from '../../../components/ui/plain-table.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { profileQuery } from '../../../lib/profile.ts';
import { useCustodyLogs } from '../api.ts';
import { LogPager } from './log-pager.tsx';

const STATUS_COLORS: Record<CustodyLogStatus, string> = {
  received: 'gray',
  screened: 'blue',
  frozen: 'red',
  rejected: 'red',
  dry_run: 'yellow',
  skipped: 'gray',
  failed: 'orange',
  unfrozen: 'green',
};

/** The custody payload's own words for a row: the event type and the custody service's transaction. */
function eventOf(payload: Record<string, unknown>): string {
  const type = typeof payload.type === 'string' ? payload.type : String(payload.action ?? 'event');
  const data = payload.data;
  const id = typeof data === 'object' && data !== null && 'id' in data ? String(data.id) : null;
  return id ? `${type} · ${id}` : type;
}

/** The custody log (spec part 3 §3): every event of the custody service and what was done with it, newest first. */
export function CustodyLogsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const logs = useCustodyLogs(page, opened);
  const timeZone = useQuery(profileQuery).data?.timezone;
  const count = logs.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE.integrationLogs));
  return (
    <Modal opened={opened} onClose={onClose} title="Fireblocks logs" size="xl">
      {logs.isPending ? (
        <Skeleton height={120} />
      ) : logs.isError ? (
        <Text c="red">The logs could not be loaded.</Text>
      ) : count === 0 ? (
        <Text c="dimmed" data-testid="custody-logs-empty">
          No Fireblocks transaction has been received yet. Fireblocks transactions may take up to 1 minute to
          show.
        </Text>
      ) : (
        <>
          <PlainTable data-testid="custody-logs" headers={['Received', 'Event', 'Status', 'Processed']}>
            {logs.data.results.map((log) => (
              <Table.Tr key={log.id}>
                <Table.Td>{formatDateTime(log.created_at, timeZone)}</Table.Td>
                <Table.Td>
                  <Code title={JSON.stringify(log.payload, null, 2)}>{eventOf(log.payload)}</Code>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[log.status]} variant="light" tt="none">
                    {log.status_verbose}
                  </Badge>
                </Table.Td>
                <Table.Td>{log.processed_time ? formatDateTime(log.processed_time, timeZone) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </PlainTable>
          <LogPager page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </Modal>
  );
}
