import { Grid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useProfile } from '../../../lib/profile.ts';
import type { DashboardRequest } from '../api.ts';
import { loadPeriod, type Period, periodFromQuery, periodRange, savePeriod, todayIn } from '../date-range.ts';
import { ScreeningByCurrencyWidget, TopRulesWidget } from './activity-widgets.tsx';
import { AlertResolutionWidget, AlertRiskWidget, AlertStatusWidget } from './alert-widgets.tsx';
import { CaseCreationWidget, CaseDistributionWidget, CaseOverviewWidget } from './case-widgets.tsx';
import { DashboardHeader } from './dashboard-header.tsx';
import { PendingPies } from './pending-pies.tsx';
import { SummaryCards } from './summary-cards.tsx';

/** A range the URL names (start_date, end_date) is shown once; a choice takes it out of the URL. */
const RANGE_PARAMS = ['start_date', 'end_date'] as const;

/**
 * The dashboard (spec part 1 §2): the period's cards and widgets. Days are the browser's, the zone the API
 * client sends the server (x-timezone), so 'today' here is the server's today for this user.
 */
export function DashboardPage() {
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const today = todayIn(undefined);
  const [period, setPeriod] = useState<Period>(() => periodFromQuery(params, today) ?? loadPeriod(today));
  const [refreshes, setRefreshes] = useState(0);
  const request: DashboardRequest = { range: periodRange(period, today), refreshes };
  const changePeriod = (next: Period) => {
    savePeriod(next);
    setPeriod(next);
    setRefreshes(0);
    if (RANGE_PARAMS.some((key) => params.has(key))) {
      setParams(
        (current) => {
          const kept = new URLSearchParams(current);
          for (const key of RANGE_PARAMS) kept.delete(key);
          return kept;
        },
        { replace: true },
      );
    }
  };
  return (
    <Stack gap="md" pb="xl">
      <DashboardHeader
        firstName={profile.first_name}
        period={period}
        today={today}
        request={request}
        onPeriodChange={changePeriod}
        onRefresh={() => setRefreshes((n) => n + 1)}
      />
      <SummaryCards request={request} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <CaseDistributionWidget request={request} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <CaseOverviewWidget request={request} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <CaseCreationWidget request={request} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <AlertStatusWidget request={request} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <AlertRiskWidget request={request} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <AlertResolutionWidget request={request} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <TopRulesWidget request={request} />
        </Grid.Col>
        <Grid.Col span={12}>
          <ScreeningByCurrencyWidget request={request} />
        </Grid.Col>
        <PendingPies request={request} withCustomers={profile.can_access_customers} />
      </Grid>
    </Stack>
  );
}
