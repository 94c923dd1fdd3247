import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { groupDigits } from '../../../lib/format.ts';
import { type DashboardRequest, type ReportCall, useDashboardData, useQueueReport } from '../api.ts';
import { ALERT_LEVELS, levelSlices } from './chart-data.ts';
import { DonutWidget } from './donut-widget.tsx';
import { retryOf, WidgetCard, widgetState } from './widget-card.tsx';

const HEIGHT = 240;

function useDownload(report: ReportCall, request: DashboardRequest) {
  const queue = useQueueReport();
  return {
    onDownload: () => queue.mutate({ report, range: request.range }),
    isDownloading: queue.isPending,
  };
}

/** Alerts raised in the period by their level. */
export function AlertRiskWidget({ request }: { request: DashboardRequest }) {
  const query = useDashboardData('alertsEntity', request);
  const slices = levelSlices(query.data?.alerts_risk_data ?? {}, ALERT_LEVELS);
  return (
    <DonutWidget
      title="Risk Level of Alerts"
      testId="alert-risk"
      query={query}
      slices={slices}
      height={HEIGHT}
      {...useDownload('createdAlerts', request)}
    />
  );
}

/** Alerts raised in the period by the category of their stage now: Open, In Progress, Closed. */
export function AlertStatusWidget({ request }: { request: DashboardRequest }) {
  const query = useDashboardData('alerts', request);
  const status = query.data?.alerts_summary.alerts_status_data;
  const slices = [
    { name: 'Open', value: status?.[0] ?? 0, color: 'blue.6' },
    { name: 'In Progress', value: status?.[1] ?? 0, color: 'yellow.6' },
    { name: 'Closed', value: status?.[2] ?? 0, color: 'teal.6' },
  ];
  return (
    <DonutWidget
      title="Alert Status"
      testId="alert-status"
      query={query}
      slices={slices}
      height={HEIGHT}
      {...useDownload('openedAlerts', request)}
    />
  );
}

/** Alerts closed in the period by how long they took: 0 to 24 hours, 24 to 48 hours, over 48 hours. */
export function AlertResolutionWidget({ request }: { request: DashboardRequest }) {
  const query = useDashboardData('alertsResolutionRecord', request);
  const buckets = query.data?.alerts_resolution_record ?? [];
  const data = buckets.map((b) => ({ bucket: b.label, Alerts: b.count }));
  return (
    <WidgetCard
      title="Alert Resolution Time"
      testId="alert-resolution"
      onRetry={retryOf(query)}
      state={widgetState(
        query,
        buckets.every((b) => b.count === 0),
      )}
      height={HEIGHT}
      {...useDownload('resolvedAlerts', request)}
    >
      <BarChart
        h={HEIGHT}
        data={data}
        dataKey="bucket"
        series={[{ name: 'Alerts', color: 'teal.6' }]}
        valueFormatter={groupDigits}
        yAxisProps={{ allowDecimals: false }}
        xAxisProps={{ interval: 0 }}
        barProps={{ isAnimationActive: false, maxBarSize: 64 }}
        withBarValueLabel
      />
    </WidgetCard>
  );
}
