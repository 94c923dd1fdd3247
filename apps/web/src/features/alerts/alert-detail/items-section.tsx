import { Badge, Button, Center, Group, Loader, Menu, Pagination, Paper, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ALERT_STATUS_LABELS, type AlertItemDto, endpoints } from '@riskscreen/shared';
import { IconChevronDown } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { plainTextToHtml } from '../../../components/change-dialog/comment-html.ts';
import { TableEmptyState } from '../../../components/ui/data-table.tsx';
import { PlainTable } from '../../../components/ui/plain-table.tsx';
import { ApiError, api } from '../../../lib/api-client.ts';
import { formatDate, truncateMiddle } from '../../../lib/format.ts';
import { ChangeDialog } from './change-dialog.tsx';

const PAGE_SIZE = 20;
const ITEMS_ERROR = 'Error while loading the alert items';
const ITEM_UPDATED = 'Alert item updated';
const STATUS_COLOURS: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'red' };
const STATUSES = [0, 1, 2] as const;

/** What fired, in the clauses' own words (each clause of a firing carries its sentence). */
function firingText(item: AlertItemDto): string {
  const texts = item.body.flatMap((clause) => (typeof clause.text === 'string' ? [clause.text] : []));
  return texts.join(' · ') || 'The rule fired';
}

type Pending = { item: AlertItemDto; status: 0 | 1 | 2 };

/**
 * The alert's items, newest first: each firing of its rule (the first opened the alert), what fired and on what,
 * why the system screened again when it did (the monitor's or the sanctions refresh's reason), and its own status (reviewed, resolved, escalated), set with a comment like every change of an alert.
 */
export function ItemsSection({ alertId, timeZone }: { alertId: number; timeZone: string | undefined }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const items = useQuery({
    queryKey: ['alert', alertId, 'items', page],
    queryFn: ({ signal }) =>
      api.call(endpoints.alertWorkflow.items, {
        params: { alertId },
        query: { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

  const confirm = async (comment: string) => {
    if (!pending) return;
    setSaving(true);
    setError(null);
    try {
      await api.call(endpoints.alertWorkflow.updateItem, {
        params: { alertId, itemId: pending.item.id },
        body: { status: pending.status, comment: { body: plainTextToHtml(comment) } },
      });
      notifications.show({ color: 'green', message: ITEM_UPDATED });
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: ['alert', alertId] });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  if (items.isLoading) {
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  }
  const rows = items.data?.results ?? [];
  const pages = Math.ceil((items.data?.count ?? 0) / PAGE_SIZE);
  return (
    <Paper withBorder radius="md" data-testid="alert-items">
      {items.isError && (
        <Text c="red" size="sm" p="md">
          {ITEMS_ERROR}
        </Text>
      )}
      {items.isSuccess && rows.length === 0 && (
        <Center py="md">
          <TableEmptyState hint="No items yet" />
        </Center>
      )}
      {rows.length > 0 && (
        <PlainTable minWidth={720} verticalSpacing="sm" headers={['Fired', 'On', 'What fired', 'Status']}>
          {rows.map((item) => (
            <Table.Tr key={item.id} data-testid="alert-item-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.created_at, timeZone)}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" title={item.identifier}>
                  {truncateMiddle(item.identifier, 16)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{firingText(item)}</Text>
                {item.reason && (
                  <Text size="xs" c="dimmed" mt={4} data-testid="alert-item-reason">
                    Why: {item.reason}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button
                      size="compact-xs"
                      variant="light"
                      color={item.status === null ? 'gray' : STATUS_COLOURS[item.status]}
                      rightSection={<IconChevronDown size={12} />}
                      aria-label={`Status of item ${item.id}`}
                    >
                      {item.status === null ? 'None' : ALERT_STATUS_LABELS[item.status as 0 | 1 | 2]}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {STATUSES.filter((status) => status !== item.status).map((status) => (
                      <Menu.Item key={status} onClick={() => setPending({ item, status })}>
                        Mark {ALERT_STATUS_LABELS[status].toLowerCase()}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          ))}
        </PlainTable>
      )}
      {pages > 1 && (
        <Group justify="flex-end" p="sm">
          <Pagination size="sm" total={pages} value={page} onChange={setPage} />
        </Group>
      )}
      <ChangeDialog
        key={pending ? `${pending.item.id}:${pending.status}` : 'none'}
        opened={pending !== null}
        title="Update Alert Item"
        summary={
          pending ? (
            <Group gap={6}>
              <span>Item fired {formatDate(pending.item.created_at, timeZone)} →</span>
              <Badge size="sm" variant="light" color={STATUS_COLOURS[pending.status]}>
                {ALERT_STATUS_LABELS[pending.status]}
              </Badge>
            </Group>
          ) : (
            ''
          )
        }
        isSaving={isSaving}
        error={error}
        onConfirm={(comment) => void confirm(comment)}
        onClose={() => {
          setPending(null);
          setError(null);
        }}
      />
    </Paper>
  );
}
