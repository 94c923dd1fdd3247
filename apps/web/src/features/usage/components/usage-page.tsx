import { Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type CreditUsageRow, SHELL_MESSAGES } from '@riskscreen/shared';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { type UsageCounting, type UsageInterval, useCreditUsage, usePlan } from '../api.ts';

const columns: DataTableColumn<CreditUsageRow>[] = [
  { key: 'period', header: 'Time period', render: (r) => r.time_period_display },
  { key: 'addresses', header: 'Addresses', width: 140, render: (r) => r.addresses.toLocaleString('en-US') },
  {
    key: 'transactions',
    header: 'Transactions',
    width: 140,
    render: (r) => r.transactions.toLocaleString('en-US'),
  },
  {
    key: 'total',
    header: 'Total',
    width: 140,
    render: (r) => (
      <Text size="sm" fw={600}>
        {r.total.toLocaleString('en-US')}
      </Text>
    ),
  },
];

/**
 * /settings/organisation/usage (organisation admins): the plan and the organisation's screenings per month or
 * day. Every screening call spends one credit of the plan, and credits reset every 12 months; the unique view
 * counts each screened object once per period.
 */
export function UsagePage() {
  const [interval, setInterval] = useState<UsageInterval>('monthly');
  const [counting, setCounting] = useState<UsageCounting>('nonunique');
  const plan = usePlan();
  const usage = useCreditUsage(interval, counting);
  const limit = (value: number | null | undefined) =>
    value === null || value === undefined ? 'Unlimited' : value.toLocaleString('en-US');

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={2}>Usage</Title>
        <Text size="sm" c="dimmed">
          Each screening call spends one credit of your plan; credits reset every 12 months.
        </Text>
      </div>
      {plan.isError ? (
        <Text c="red" size="sm">
          {SHELL_MESSAGES.billingFailed}
        </Text>
      ) : (
        <SimpleGrid cols={4} data-testid="billing-plan">
          <PlanFact label="Plan" value={plan.data?.name ?? '—'} />
          <PlanFact label="Ends on" value={plan.data ? (plan.data.end_date ?? 'No end date') : '—'} />
          <PlanFact label="Credit limit" value={plan.data ? limit(plan.data.credit_limit) : '—'} />
          <PlanFact label="User limit" value={plan.data ? limit(plan.data.user_limit) : '—'} />
        </SimpleGrid>
      )}
      <Group justify="space-between">
        <SegmentedControl
          aria-label="Counting"
          value={counting}
          onChange={(v) => setCounting(v as UsageCounting)}
          data={[
            { value: 'nonunique', label: 'All screenings' },
            { value: 'unique', label: 'Unique' },
          ]}
        />
        <SegmentedControl
          aria-label="Interval"
          value={interval}
          onChange={(v) => setInterval(v as UsageInterval)}
          data={[
            { value: 'monthly', label: 'Monthly' },
            { value: 'daily', label: 'Daily' },
          ]}
        />
      </Group>
      <DataTable
        columns={columns}
        rows={usage.data}
        rowKey={(r) => r.time_period_display}
        isLoading={usage.isPending}
        error={usage.error}
        onRetry={() => void usage.refetch()}
      />
    </Stack>
  );
}

function PlanFact({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Card>
  );
}
