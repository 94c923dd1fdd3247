import { ActionIcon, Button, Center, Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconCalendarOff, IconDownload, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client.ts';

/** Spec part 1 §2 and §9: a widget's download holds at most this many records. */
export const MAX_DOWNLOAD_TEXT = 'Maximum records: 10000';
export const PERIOD_IGNORED_TEXT = 'The time period filter is not applied to this widget';

export type WidgetState = 'loading' | 'error' | 'empty' | 'ready';

/** What a widget shows for its query: skeleton while the first answer loads, then error, empty or the chart. */
export function widgetState(query: { isPending: boolean; isError: boolean }, isEmpty: boolean): WidgetState {
  if (query.isError) return 'error';
  if (query.isPending) return 'loading';
  return isEmpty ? 'empty' : 'ready';
}

/** Statuses after which trying again may help (spec part 1 §8: a refresh button for HTTP 500, 502 and 504). */
const RETRYABLE = [500, 502, 504];

/** A retry of the widget's call when it failed with one of those statuses; otherwise none. */
export function retryOf(query: {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}): (() => void) | undefined {
  if (!query.isError || !(query.error instanceof ApiError) || !RETRYABLE.includes(query.error.status))
    return undefined;
  return () => void query.refetch();
}

export type WidgetCardProps = {
  title: string;
  testId: string;
  state: WidgetState;
  /** The body's height, kept in every state so the grid does not jump. */
  height: number;
  /** Queues the widget's download (the tooltip says how many records at most). */
  onDownload?: () => void;
  isDownloading?: boolean;
  /** The widget's figures are the workspace's now, whatever the period (struck-through calendar). */
  ignoresPeriod?: boolean;
  /** Shown as a refresh button under 'Error Loading Data'. */
  onRetry?: (() => void) | undefined;
  /** Controls beside the title (a filter). */
  controls?: ReactNode;
  children: ReactNode;
};

/** One dashboard widget: its title and icons, and its body or the loading, error or empty state. */
export function WidgetCard(props: WidgetCardProps) {
  const {
    title,
    testId,
    state,
    height,
    onDownload,
    isDownloading,
    ignoresPeriod,
    controls,
    onRetry,
    children,
  } = props;
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId} data-state={state} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs" mih={28}>
          <Text fw={600} size="sm">
            {title}
          </Text>
          <Group gap={6} wrap="nowrap">
            {controls}
            {ignoresPeriod && (
              <Tooltip label={PERIOD_IGNORED_TEXT} withArrow>
                <Center data-testid="period-ignored" aria-label={PERIOD_IGNORED_TEXT}>
                  <IconCalendarOff size={18} color="var(--mantine-color-dimmed)" />
                </Center>
              </Tooltip>
            )}
            {onDownload && (
              <Tooltip label={MAX_DOWNLOAD_TEXT} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Download ${title}`}
                  loading={isDownloading}
                  onClick={onDownload}
                  data-testid="widget-download"
                >
                  <IconDownload size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        <WidgetBody state={state} height={height} onRetry={onRetry}>
          {children}
        </WidgetBody>
      </Stack>
    </Paper>
  );
}

type BodyProps = {
  state: WidgetState;
  height: number;
  onRetry?: (() => void) | undefined;
  children: ReactNode;
};

function WidgetBody({ state, height, onRetry, children }: BodyProps) {
  if (state === 'loading') return <Skeleton h={height} data-testid="widget-loading" />;
  if (state === 'error') {
    return (
      <Stack h={height} align="center" justify="center" gap="xs">
        <Text c="red" size="sm" data-testid="widget-error">
          Error Loading Data
        </Text>
        {onRetry && (
          <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
            Refresh
          </Button>
        )}
      </Stack>
    );
  }
  if (state === 'empty') {
    return (
      <Center h={height}>
        <Text c="dimmed" size="sm" data-testid="widget-empty">
          Nothing to see over here
        </Text>
      </Center>
    );
  }
  return <div style={{ minHeight: height }}>{children}</div>;
}
