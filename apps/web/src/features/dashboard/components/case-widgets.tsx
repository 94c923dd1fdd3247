import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { RISK_LEVEL_LABELS, type RiskLevel } from '@riskscreen/shared';
import { groupDigits } from '../../../lib/format.ts';
import { type DashboardRequest, useDashboardData } from '../api.ts';
import { CASE_LEVELS, dayLabel, levelColour, levelSlices, tickInterval } from './chart-data.ts';
import { DonutWidget } from './donut-widget.tsx';
import { retryOf, WidgetCard, widgetState } from './widget-card.tsx';

const HEIGHT = 240;
/** Days beyond which a time series is drawn without dots or curves. */
const LONG_SERIES = 31;

/** Cases created per day by their risk level, stacked (spec: Case Distribution, an area chart over time). */
export function CaseDistributionWidget({ request }: { request: DashboardRequest }) {
  const query = useDashboardData('cases', request);
  const points = query.data?.cases_summary.time_series_by_risk_level ?? [];
  const data = points.map((point) => ({
    day: dayLabel(point.date),
    ...Object.fromEntries(
      CASE_LEVELS.map((level) => [RISK_LEVEL_LABELS[level as RiskLevel], point.case_level_counts[level]]),
    ),
  }));
  // Only the levels with cases in the period: an empty level stacked on top would read as a figure.
  const levels = CASE_LEVELS.filter((level) => points.some((p) => p.case_level_counts[level] > 0));
  const isEmpty = levels.length === 0;
  return (
    <WidgetCard
      title="Case Distribution by Risk Level"
      testId="case-distribution"
      onRetry={retryOf(query)}
      state={widgetState(query, isEmpty)}
      height={HEIGHT}
    >
      <AreaChart
        h={HEIGHT}
        data={data}
        dataKey="day"
        type="stacked"
        series={levels.map((level) => ({
          name: RISK_LEVEL_LABELS[level as RiskLevel],
          color: levelColour(level),
        }))}
        withLegend
        // Levels in their order (highest first), not sorted by name.
        legendProps={{ verticalAlign: 'bottom', height: 30, itemSorter: null }}
        valueFormatter={groupDigits}
        xAxisProps={{ interval: tickInterval(data.length), padding: { left: 16, right: 24 } }}
        yAxisProps={{ allowDecimals: false }}
        // Smooth over a few weeks; over months the days are too close for curves between them.
        curveType={data.length <= LONG_SERIES ? 'monotone' : 'linear'}
        withDots={data.length <= LONG_SERIES}
      />
    </WidgetCard>
  );
}

/** Cases created in the period: opened by screenings (Automatic) or by people (Manual). */
export function CaseCreationWidget({ request }: { request: DashboardRequest }) {
  const query = useDashboardData('cases', request);
  const summary = query.data?.cases_summary;
  const slices = [
    { name: 'Automatic', value: summary?.auto_created_cases ?? 0, color: 'indigo.6' },
    { name: 'Manual', value: summary?.manual_created_cases ?? 0, color: 'cyan.5' },
  ];
  return (
    <DonutWidget
      title="Case Creation Breakdown"
      testId="case-creation"
      query={query}
      slices={slices}
      height={HEIGHT}
    />
  );
}

/** Cases created in the period by their risk level now. */
export function CaseOverviewWidget({ request }: { request: DashboardRequest }) {
  const query = useDashboardData('cases', request);
  const slices = levelSlices(query.data?.cases_summary.case_risk_level_count ?? {}, CASE_LEVELS);
  return (
    <DonutWidget title="Case Overview" testId="case-overview" query={query} slices={slices} height={HEIGHT} />
  );
}
