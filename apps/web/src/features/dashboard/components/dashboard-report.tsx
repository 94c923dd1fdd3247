import { Grid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PrintPage, usePrintBranding } from '../../../components/print-report/index.ts';
import type { DashboardRequest } from '../api.ts';
import { loadPeriod, periodFromQuery, periodRange, presetLabel, todayIn } from '../date-range.ts';
import { ScreeningByCurrencyWidget, TopRulesWidget } from './activity-widgets.tsx';
import { AlertResolutionWidget, AlertRiskWidget, AlertStatusWidget } from './alert-widgets.tsx';
import { CaseCreationWidget, CaseDistributionWidget, CaseOverviewWidget } from './case-widgets.tsx';
import { PendingPies } from './pending-pies.tsx';
import { SummaryCards } from './summary-cards.tsx';

/** One printed page of the dashboard, headed by the workspace's name (spec part 1 §2 'Dashboard'). */
function Sheet({ heading, period, children }: { heading: string; period: string; children: ReactNode }) {
  return (
    <section className="rs-print-sheet rs-print-section" data-testid="dashboard-sheet">
      <h2>{heading}</h2>
      <Text size="xs" c="dimmed" mb="xs">
        {period}
      </Text>
      {children}
    </section>
  );
}

/**
 * /pdf/dashboard-report/ — the dashboard's print variant: the same widgets over the period of the URL
 * (start_date, end_date) or the one last chosen in this browser, laid out in pages headed by the workspace name.
 */
export function DashboardReport() {
  const [params] = useSearchParams();
  const branding = usePrintBranding();
  const today = todayIn(undefined);
  const period = periodFromQuery(params, today) ?? loadPeriod(today);
  const range = periodRange(period, today);
  const request: DashboardRequest = { range, refreshes: 0 };
  const heading = branding.workspaceName ?? branding.workspace;
  const periodText = `${period.preset === 'custom' ? 'Custom' : presetLabel(period.preset)}: ${range.start} to ${range.end}`;
  return (
    <PrintPage title="Dashboard Report" subject={heading} branding={branding} isLoaded={branding.isLoaded}>
      <Stack gap={0}>
        <Sheet heading={`${heading} · Summary`} period={periodText}>
          <Stack gap="md">
            <SummaryCards request={request} />
            <CaseDistributionWidget request={request} />
          </Stack>
        </Sheet>
        <Sheet heading={`${heading} · Cases and Alerts`} period={periodText}>
          <Grid gap="md">
            <Grid.Col span={6}>
              <CaseOverviewWidget request={request} />
            </Grid.Col>
            <Grid.Col span={6}>
              <CaseCreationWidget request={request} />
            </Grid.Col>
            <Grid.Col span={6}>
              <AlertStatusWidget request={request} />
            </Grid.Col>
            <Grid.Col span={6}>
              <AlertRiskWidget request={request} />
            </Grid.Col>
          </Grid>
        </Sheet>
        <Sheet heading={`${heading} · Alerts and Rules`} period={periodText}>
          <Stack gap="md">
            <AlertResolutionWidget request={request} />
            <TopRulesWidget request={request} />
          </Stack>
        </Sheet>
        <Sheet heading={`${heading} · Screening`} period={periodText}>
          <ScreeningByCurrencyWidget request={request} />
        </Sheet>
        <Sheet heading={`${heading} · Pending Objects`} period={periodText}>
          <Grid gap="md">
            <PendingPies request={request} withCustomers={branding.canAccessCustomers} span={6} />
          </Grid>
        </Sheet>
      </Stack>
    </PrintPage>
  );
}
