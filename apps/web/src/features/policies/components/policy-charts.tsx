import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useAlertsOverTime, useMostTriggeredRules, useObjectsFlagged } from '../api.ts';
import { AlertsOverTimeChart } from './alerts-over-time-chart.tsx';
import { riskLabel } from './badges.tsx';
import { formatCount, formatHitRate, StatCards } from './stat-cards.tsx';

/** Axis labels stay on two lines; the tooltip names the whole rule. */
const LABEL_CHARACTERS = 44;
const shortLabel = (label: string) =>
  label.length > LABEL_CHARACTERS ? `${label.slice(0, LABEL_CHARACTERS - 1).trimEnd()}…` : label;

function MostTriggeredRules({ policyId }: { policyId: number }) {
  const rules = useMostTriggeredRules(policyId);
  const data = (rules.data ?? []).map((r) => ({
    rule: `${r.rule_name} (${riskLabel(r.risk_level)})`,
    Alerts: r.count,
  }));
  return (
    <Paper withBorder radius="md" p="md" data-testid="most-triggered-rules">
      <Text fw={600} mb="sm">
        Most Triggered Rules
      </Text>
      {!rules.data ? (
        <Skeleton h={220} />
      ) : data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No alerts raised by this policy's rules yet
        </Text>
      ) : (
        <BarChart
          h={Math.max(160, data.length * 46)}
          data={data}
          dataKey="rule"
          orientation="vertical"
          yAxisProps={{ width: 230, tickFormatter: shortLabel, fontSize: 11 }}
          xAxisProps={{ allowDecimals: false }}
          series={[{ name: 'Alerts', color: 'indigo.6' }]}
        />
      )}
    </Paper>
  );
}

/** The policy's charts: flagged objects and hit rate, most triggered rules, alerts over the last 7 days. */
export function PolicyCharts({ policyId }: { policyId: number }) {
  const flagged = useObjectsFlagged(policyId);
  const overTime = useAlertsOverTime(policyId);
  const stats = flagged.data;
  return (
    <Stack gap="md">
      <StatCards
        stats={[
          {
            label: 'Screened',
            value: stats && formatCount(stats.total_count),
            hint: 'Objects of this policy type screened in the workspace',
          },
          {
            label: 'Flagged',
            value: stats && formatCount(stats.flagged_count),
            hint: 'Objects with an alert from this policy',
          },
          {
            label: 'Hit Rate',
            value: stats && formatHitRate(stats.hit_rate),
            hint: 'Flagged among screened',
          },
        ]}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <MostTriggeredRules policyId={policyId} />
        <AlertsOverTimeChart title="Alerts Triggered (last 7 days)" days={overTime.data} />
      </SimpleGrid>
    </Stack>
  );
}
