import {
  ActionIcon,
  Badge,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { NotificationDto, NotificationKind } from '@riskscreen/shared';
import {
  IconAlertTriangle,
  IconAt,
  IconBell,
  IconChartBar,
  IconChecks,
  IconFileUpload,
  IconGauge,
  IconGavel,
  IconUserCheck,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { timeAgo } from '../../lib/format.ts';
import { withWorkspace } from '../../lib/workspace.ts';
import { useMarkRead, useNotifications } from './api.ts';

export const BELL_LABEL = 'Notifications';

/**
 * A mention, an assignment, an upload that ended, a case decision, a risk change, an alert item, a resolution, a
 * weekly or monthly summary.
 */
const NOTIFICATION_ICONS: Record<NotificationKind, typeof IconAt> = {
  mention: IconAt,
  assignment: IconUserCheck,
  upload: IconFileUpload,
  case_decision: IconGavel,
  risk_change: IconGauge,
  alert_item: IconAlertTriangle,
  alert_resolution: IconChecks,
  summary: IconChartBar,
};
export const NOTIFICATIONS_EMPTY = 'No notifications yet';

/** The badge's text: the unread count, '99+' beyond. */
export function unreadBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The header's bell: how many notifications are unread (mentions in comments, alerts assigned, uploads that ended), asked every
 * minute; the list opens in a popover, where a notification opens its alert and 'Mark all as read' clears the count.
 */
export function NotificationBell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = notifications.data?.unread_count ?? 0;
  const rows = notifications.data?.results ?? [];
  const label = unread > 0 ? `${BELL_LABEL} (${unread} unread)` : BELL_LABEL;

  const open = (notification: NotificationDto) => {
    if (notification.read_at === null) markRead.mutate({ ids: [notification.id] });
    close();
    navigate(withWorkspace(notification.link, notification.workspace));
  };

  return (
    <Popover
      opened={opened}
      onChange={(isOpen) => !isOpen && close()}
      position="bottom-end"
      width={380}
      shadow="md"
      withArrow
    >
      <Popover.Target>
        <Tooltip label={BELL_LABEL} withArrow disabled={opened}>
          <Indicator
            label={unreadBadge(unread)}
            size={16}
            offset={6}
            color="red"
            disabled={unread === 0}
            data-testid="notification-count"
          >
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={label}
              onClick={toggle}
              data-testid="notification-bell"
            >
              <IconBell size={22} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0} data-testid="notification-list">
        <Group justify="space-between" px="md" py="xs">
          <Group gap={6}>
            <Text fw={600} size="sm">
              Notifications
            </Text>
            {unread > 0 && (
              <Badge size="sm" color="red" variant="light">
                {unread} unread
              </Badge>
            )}
          </Group>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={unread === 0}
            loading={markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
            data-testid="mark-all-read"
          >
            Mark all as read
          </Button>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={420}>
          {rows.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="lg">
              {NOTIFICATIONS_EMPTY}
            </Text>
          ) : (
            <Stack gap={0}>
              {rows.map((notification) => (
                <NotificationRow key={notification.id} notification={notification} onOpen={open} />
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}

function NotificationRow({
  notification,
  onOpen,
}: {
  notification: NotificationDto;
  onOpen: (notification: NotificationDto) => void;
}) {
  const isUnread = notification.read_at === null;
  const Icon = NOTIFICATION_ICONS[notification.kind];
  return (
    <UnstyledButton
      onClick={() => onOpen(notification)}
      px="md"
      py="sm"
      style={{
        display: 'block',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        background: isUnread ? 'var(--mantine-color-blue-0)' : undefined,
      }}
      data-testid="notification"
      data-unread={isUnread}
    >
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <Icon size={18} color="var(--mantine-color-blue-6)" style={{ flexShrink: 0, marginTop: 2 }} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={isUnread ? 600 : 400}>
            {notification.title}
          </Text>
          {notification.body && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {notification.body}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {timeAgo(notification.created_at)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
