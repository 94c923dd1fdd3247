import { notifications } from '@mantine/notifications';
import { DOWNLOAD_QUEUED_MESSAGE, endpoints } from '@riskscreen/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useWorkspaceSlug } from '../../lib/workspace.ts';
import type { DayRange } from './date-range.ts';

/** The widget groups, one call each (spec part 1 §7). */
const WIDGET_CALLS = {
  addresses: endpoints.dashboard.addresses,
  transactions: endpoints.dashboard.transactions,
  customers: endpoints.dashboard.customers,
  entities: endpoints.dashboard.entities,
  cases: endpoints.dashboard.cases,
  rules: endpoints.dashboard.rules,
  alerts: endpoints.dashboard.alerts,
  alertsEntity: endpoints.dashboard.alertsEntity,
  alertsResolutionRecord: endpoints.dashboard.alertsResolutionRecord,
} as const;
export type WidgetCall = keyof typeof WIDGET_CALLS;

/**
 * What the dashboard asks for: the range, and how many times the user pressed refresh on it. A press makes a new
 * key whose call sends refresh=true (the server recomputes its kept snapshot); the figures on screen stay until
 * the new ones arrive.
 */
export type DashboardRequest = { range: DayRange; refreshes: number };

type WidgetEndpoint = (typeof WIDGET_CALLS)[WidgetCall];

export function useDashboardData<K extends WidgetCall>(call: K, request: DashboardRequest) {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: ['dashboard', workspace, call, request.range.start, request.range.end, request.refreshes],
    queryFn: ({ signal }) => fetchWidget(WIDGET_CALLS[call], request, signal),
    placeholderData: keepPreviousData,
  });
}

function fetchWidget<E extends WidgetEndpoint>(endpoint: E, request: DashboardRequest, signal: AbortSignal) {
  return api.call(endpoint as WidgetEndpoint, {
    query: {
      start_date: request.range.start,
      end_date: request.range.end,
      refresh: request.refreshes > 0 ? 'true' : undefined,
    },
    signal,
  }) as ReturnType<typeof api.call<E>>;
}

/** The downloads (at most 10,000 records each), queued to the Download Manager. */
const REPORT_CALLS = {
  dashboard: endpoints.dashboard.report,
  createdAlerts: endpoints.dashboard.createdAlertReport,
  resolvedAlerts: endpoints.dashboard.resolvedAlertReport,
  openedAlerts: endpoints.dashboard.openedAlertReport,
} as const;
export type ReportCall = keyof typeof REPORT_CALLS;

/** Queues a download of the range; the toast stays until closed (spec part 1 §8). */
export function useQueueReport() {
  return useMutation({
    mutationFn: ({ report, range }: { report: ReportCall; range: DayRange }) =>
      api.call(REPORT_CALLS[report], { query: { start_date: range.start, end_date: range.end } }),
    onSuccess: (answer) =>
      notifications.show({
        color: 'green',
        message: answer.detail || DOWNLOAD_QUEUED_MESSAGE,
        autoClose: false,
      }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: error.message || 'Download failed. Please try again later.',
      }),
  });
}
