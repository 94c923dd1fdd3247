import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Paper, Skeleton, Text } from '@mantine/core';

/** '2026-11-20' → 'Nov 20' (a calendar day: no time zone shift). */
export function dayLabel(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Alerts triggered per day over the last 7 days (spec part 3 §2.7 and §9). */
export function AlertsOverTimeChart({
  title,
  days,
}: {
  title: string;
  days: { date: string; count: number }[] | undefined;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="alerts-over-time">
      <Text fw={600} mb="sm">
        {title}
      </Text>
      {days ? (
        <LineChart
          h={220}
          data={days.map((d) => ({ day: dayLabel(d.date), Alerts: d.count }))}
          dataKey="day"
          series={[{ name: 'Alerts', color: 'indigo.6' }]}
          curveType="linear"
          yAxisProps={{ allowDecimals: false }}
        />
      ) : (
        <Skeleton h={220} />
      )}
    </Paper>
  );
}
