import { ActionIcon, Button, Group, Text, Title, Tooltip } from '@mantine/core';
import { IconDownload, IconPrinter, IconRefresh } from '@tabler/icons-react';
import { useIsFetching } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/format-date.ts';
import { routes } from '../../../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { type DashboardRequest, useDashboardData, useQueueReport } from '../api.ts';
import { type Period, showsLastRefreshed } from '../date-range.ts';
import { PeriodPicker } from './period-picker.tsx';

const NO_SHRINK = { flexShrink: 0 } as const;

type Props = {
  firstName: string;
  period: Period;
  today: string;
  request: DashboardRequest;
  onPeriodChange: (period: Period) => void;
  onRefresh: () => void;
};

/** The earliest of the computed-at times: the figures on screen are at least that fresh. */
export function oldestRefresh(times: readonly (string | undefined)[]): string | null {
  const known = times.filter((t): t is string => Boolean(t)).sort();
  return known[0] ?? null;
}

/**
 * The dashboard's print variant over the same days (spec part 1 §2: /pdf/dashboard-report/), for the browser's print
 * or Save as PDF; it opens in a tab of its own and signs in with this browser's session (no token in the URL).
 */
export function dashboardPrintLink(range: { start: string; end: string }, workspace: string | null): string {
  return withWorkspace(routes.dashboardReport({ start_date: range.start, end_date: range.end }), workspace);
}

/** Greeting, period, 'Last refreshed on' with its refresh (three presets only), Print and the Download button. */
export function DashboardHeader({ firstName, period, today, request, onPeriodChange, onRefresh }: Props) {
  const cases = useDashboardData('cases', request);
  const alerts = useDashboardData('alerts', request);
  const entities = useDashboardData('entities', request);
  const isFetching = useIsFetching({ queryKey: ['dashboard'] }) > 0;
  const queue = useQueueReport();
  const refreshed = oldestRefresh([
    cases.data?.last_refreshed_time,
    alerts.data?.last_refreshed_time,
    entities.data?.last_refreshed_time,
  ]);
  const timeZone = cases.data?.time_zone;
  const workspace = useWorkspaceSlug();
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Title order={2}>Welcome {firstName}!</Title>
      {/* Wraps on narrow screens (1024 px) rather than squeezing the buttons' labels ('Prir', 'Downloa'). */}
      <Group gap="sm" justify="flex-end" data-testid="dashboard-controls">
        {showsLastRefreshed(period.preset) && refreshed && (
          <Group gap={4} wrap="nowrap" data-testid="last-refreshed">
            <Text size="sm" c="dimmed">
              Last refreshed on {formatDateTime(refreshed, timeZone)} {timeZone}
            </Text>
            <Tooltip label="Refresh" withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Refresh"
                loading={isFetching}
                onClick={onRefresh}
                data-testid="dashboard-refresh"
              >
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
        <PeriodPicker period={period} today={today} onChange={onPeriodChange} />
        <Tooltip label="Print or save as PDF" withArrow>
          <Button
            component="a"
            href={dashboardPrintLink(request.range, workspace)}
            target="_blank"
            rel="noopener"
            variant="default"
            leftSection={<IconPrinter size={16} />}
            style={NO_SHRINK}
            data-testid="dashboard-print"
          >
            Print
          </Button>
        </Tooltip>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          style={NO_SHRINK}
          loading={queue.isPending}
          onClick={() => queue.mutate({ report: 'dashboard', range: request.range })}
          data-testid="dashboard-download"
        >
          Download
        </Button>
      </Group>
    </Group>
  );
}
