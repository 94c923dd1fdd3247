import { Alert, Stack } from '@mantine/core';
import { useRuleAlertsOverTime, useRuleObjectsFlagged } from '../api.ts';
import { serverMessage } from '../error-message.ts';
import { AlertsOverTimeChart } from './alerts-over-time-chart.tsx';
import { formatCount, formatHitRate, StatCards } from './stat-cards.tsx';

/**
 * Rule Analytics tab of the rule page (spec part 3 §2.7): cards for items Created, Flagged and Hit Rate, and the
 * 'Alerts Triggered' line over the last 7 days.
 */
export function RuleAnalytics(props: { policyId: number | string; ruleId: string }) {
  const policyId = Number(props.policyId);
  const ruleId = props.ruleId;
  const flagged = useRuleObjectsFlagged(policyId, ruleId);
  const overTime = useRuleAlertsOverTime(policyId, ruleId);
  const error = flagged.error ?? overTime.error;
  if (error) {
    return (
      <Alert color="red" title="Error Loading Data">
        {serverMessage(error)}
      </Alert>
    );
  }
  const stats = flagged.data;
  return (
    <Stack gap="md">
      <StatCards
        stats={[
          {
            label: 'Created',
            value: stats && formatCount(stats.total_count),
            hint: "Items of the policy's type screened in the workspace",
          },
          {
            label: 'Flagged',
            value: stats && formatCount(stats.flagged_count),
            hint: 'Items this rule raised an alert on',
          },
          { label: 'Hit Rate', value: stats && formatHitRate(stats.hit_rate), hint: 'Flagged among created' },
        ]}
      />
      <AlertsOverTimeChart title="Alerts Triggered" days={overTime.data} />
    </Stack>
  );
}
