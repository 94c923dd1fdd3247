import { Badge, Modal, Skeleton, Table, Text } from '@mantine/core';
import { PAGE_SIZE } from '@riskscreen/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PlainTable } from '../../../components/ui/plain-table.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { profileQuery } from '../../../lib/profile.ts';
import { useAuditTrail } from '../api.ts';
import { LogPager } from './log-pager.tsx';

/**
 * An integration's audit trail (the webhook's or the chat service's): every delivery attempt, newest first, with
 * the receiver's answer.
 */
export function WebhookLogsDialog({
  opened,
  onClose,
  provider = 'webhook',
  title = 'Webhook logs',
}: {
  opened: boolean;
  onClose: () => void;
  provider?: 'webhook' | 'slack';
  title?: string;
}) {
  const [page, setPage] = useState(1);
  const trail = useAuditTrail(provider, page, opened);
  const timeZone = useQuery(profileQuery).data?.timezone;
  const count = trail.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE.integrationLogs));
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl">
      {trail.isPending ? (
        <Skeleton height={120} />
      ) : trail.isError ? (
        <Text c="red">The logs could not be loaded.</Text>
      ) : count === 0 ? (
        <Text c="dimmed" data-testid="webhook-logs-empty">
          Nothing has been sent yet.
        </Text>
      ) : (
        <>
          <PlainTable data-testid="webhook-logs" headers={['Time', 'Event', 'Object', 'Endpoint', 'Answer']}>
            {trail.data.results.map((log) => (
              <Table.Tr key={log.id}>
                <Table.Td>{formatDateTime(log.created_at, timeZone)}</Table.Td>
                <Table.Td>
                  {log.event}
                  {log.attempt > 1 && ` (attempt ${log.attempt})`}
                </Table.Td>
                <Table.Td>
                  <a href={log.payload.object.url}>{log.payload.object.entity_type}</a>
                </Table.Td>
                <Table.Td>{log.endpoint}</Table.Td>
                <Table.Td>
                  <Badge
                    color={
                      log.response_code !== null && log.response_code < 300 && !log.error ? 'green' : 'red'
                    }
                    title={log.error ?? undefined}
                  >
                    {log.error && log.response_code === 200 ? log.error : (log.response_code ?? 'No answer')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </PlainTable>
          <LogPager page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </Modal>
  );
}
