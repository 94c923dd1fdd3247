import { SimpleGrid } from '@mantine/core';
import { useWorkspaceSlug } from '../../../lib/workspace.ts';
import { type DashboardRequest, type ReportCall, useDashboardData, useQueueReport } from '../api.ts';
import { type AlertCard, alertListLink } from '../dashboard-links.ts';
import { SummaryCard } from './summary-card.tsx';

/** The six cards: cases created, resolved and still open; alerts created, closed and open (the last three link). */
export function SummaryCards({ request }: { request: DashboardRequest }) {
  const workspace = useWorkspaceSlug();
  const cases = useDashboardData('cases', request);
  const alerts = useDashboardData('alerts', request);
  const queue = useQueueReport();
  const c = cases.data?.cases_summary;
  const a = alerts.data?.alerts_summary;
  const alertCard = (card: AlertCard, report: ReportCall) => ({
    to: alertListLink(card, workspace),
    onDownload: () => queue.mutate({ report, range: request.range }),
    isDownloading: queue.isPending && queue.variables?.report === report,
    isError: alerts.isError,
  });
  return (
    <SimpleGrid cols={{ base: 2, md: 3, xl: 6 }} spacing="md">
      <SummaryCard
        title="Cases Created"
        testId="card-cases-created"
        value={c?.total_cases_created ?? null}
        previous={c?.previous_total_cases_created}
        isError={cases.isError}
      />
      <SummaryCard
        title="Cases Resolved"
        testId="card-cases-resolved"
        value={c?.total_cases_resolved ?? null}
        previous={c?.previous_total_cases_resolved}
        isError={cases.isError}
      />
      <SummaryCard
        title="Cases Pending/Opened"
        testId="card-cases-opened"
        value={c?.total_cases_opened ?? null}
        previous={c?.previous_total_cases_opened}
        isError={cases.isError}
      />
      <SummaryCard
        title="Alerts Created"
        testId="card-alerts-created"
        value={a?.total_alerts_created ?? null}
        previous={a?.previous_total_alerts_created}
        {...alertCard('created', 'createdAlerts')}
      />
      <SummaryCard
        title="Alerts Closed"
        testId="card-alerts-closed"
        value={a?.total_alerts_resolved ?? null}
        previous={a?.previous_total_alerts_resolved}
        {...alertCard('closed', 'resolvedAlerts')}
      />
      <SummaryCard
        title="Alerts Opened"
        testId="card-alerts-opened"
        value={a?.total_alerts_opened ?? null}
        previous={a?.previous_total_alerts_opened}
        {...alertCard('opened', 'openedAlerts')}
      />
    </SimpleGrid>
  );
}
