import { Badge, Center, Drawer, Group, Loader, Pagination, Stack, Text, Timeline } from '@mantine/core';
import type { AlertAuditEntry, AlertEventType } from '@riskscreen/shared';
import { useState } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { CommentBody } from '../../comments/index.ts';
import { AUDIT_PAGE_SIZE, useAlertAuditTrail } from './api.ts';

const AUDIT_ERROR = 'Error while loading the audit trail';

export const EVENT_LABELS: Record<AlertEventType, string> = {
  opened: 'Alert opened',
  item_added: 'Alert item added',
  stage_changed: 'Status changed',
  assignee_changed: 'Assignee changed',
  item_status_changed: 'Alert item status changed',
  muted: 'Muted',
  unmuted: 'Unmuted',
};

const EVENT_COLOURS: Partial<Record<AlertEventType, string>> = {
  opened: 'red',
  item_added: 'orange',
  stage_changed: 'blue',
  assignee_changed: 'grape',
  muted: 'gray',
  unmuted: 'gray',
};

type Props = { alertId: number; opened: boolean; onClose: () => void; timeZone: string | undefined };

/** Every change of the alert, newest first: what, who, from what to what, and the comment given with it. */
export function AuditTrailDrawer({ alertId, opened, onClose, timeZone }: Props) {
  const [page, setPage] = useState(1);
  const trail = useAlertAuditTrail(alertId, page, opened);
  const rows = trail.data?.results ?? [];
  const pages = Math.ceil((trail.data?.count ?? 0) / AUDIT_PAGE_SIZE);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={`Audit trail · Alert #${alertId}`}
    >
      <Stack gap="md" data-testid="audit-trail">
        {trail.isLoading && (
          <Center py="lg">
            <Loader size="sm" />
          </Center>
        )}
        {trail.isError && (
          <Text c="red" size="sm">
            {AUDIT_ERROR}
          </Text>
        )}
        {trail.isSuccess && rows.length === 0 && (
          <Text c="dimmed" size="sm">
            Nothing recorded yet
          </Text>
        )}
        {rows.length > 0 && (
          <Timeline bulletSize={14} lineWidth={2}>
            {rows.map((entry) => (
              <Timeline.Item
                key={entry.id}
                color={EVENT_COLOURS[entry.event] ?? 'blue'}
                data-testid="audit-entry"
              >
                <AuditEntry entry={entry} timeZone={timeZone} />
              </Timeline.Item>
            ))}
          </Timeline>
        )}
        {pages > 1 && <Pagination size="sm" total={pages} value={page} onChange={setPage} />}
      </Stack>
    </Drawer>
  );
}

function AuditEntry({ entry, timeZone }: { entry: AlertAuditEntry; timeZone: string | undefined }) {
  return (
    <Stack gap={4}>
      <Group gap={6}>
        <Text size="sm" fw={600}>
          {EVENT_LABELS[entry.event]}
        </Text>
        {(entry.from !== null || entry.to !== null) && (
          <Group gap={4}>
            {entry.from !== null && (
              <Badge size="sm" variant="light" color="gray" style={{ textTransform: 'none' }}>
                {entry.from}
              </Badge>
            )}
            {entry.from !== null && entry.to !== null && (
              <Text size="xs" c="dimmed">
                →
              </Text>
            )}
            {entry.to !== null && (
              <Badge size="sm" variant="light" style={{ textTransform: 'none' }}>
                {entry.to}
              </Badge>
            )}
          </Group>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {entry.actor?.full_name ?? 'System'} · {formatDate(entry.created_at, timeZone)}
      </Text>
      {entry.comment && (
        <Text size="sm" component="div" bg="gray.0" p={6} style={{ borderRadius: 4 }}>
          <CommentBody html={entry.comment} />
        </Text>
      )}
    </Stack>
  );
}
