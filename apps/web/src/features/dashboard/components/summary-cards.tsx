import { SimpleGrid } from '@mantine/core';
import { useWorkspaceSlug } from '../../../lib/workspace.ts';
import { type DashboardRequest, type ReportCall, useDashboardData, useQueueReport } from '../api.ts';
import { type AlertCard, alertListLink } from '../dashboard-links.ts';
import { SummaryCard } from './summary-card.tsx';

/** Each summary gives created, resolved and opened figures, with the period before's as previous_total_*. */
type Figure = 'created' | 'resolved' | 'opened';

const CASE_CARDS: { title: string; figure: Figure }[] = [
  { title: 'Cases Created', figure: 'created' },
  { title: 'Cases Resolved', figure: 'resolved' },
  { title: 'Cases Pending/Opened', figure: 'opened' },
];

/** An alert card links to its list (AlertCard) and downloads the report of its figure. */
const ALERT_CARDS: { title: string; figure: Figure; card: AlertCard }[] = [
  { title: 'Alerts Created', figure: 'created', card: 'created' },
  { title: 'Alerts Closed', figure: 'resolved', card: 'closed' },
  { title: 'Alerts Opened', figure: 'opened', card: 'opened' },
];

/** The six cards: cases created, resolved and still open; alerts created, closed and open (the last three link). */
export function SummaryCards({ request }: { request: DashboardRequest }) {
  const workspace = useWorkspaceSlug();
  const cases = useDashboardData('cases', request);
  const alerts = useDashboardData('alerts', request);
  const queue = useQueueReport();
  const c = cases.data?.cases_summary;
  const a = alerts.data?.alerts_summary;
  return (
    <SimpleGrid cols={{ base: 2, md: 3, xl: 6 }} spacing="md">
      {CASE_CARDS.map(({ title, figure }) => (
        <SummaryCard
          key={figure}
          title={title}
          testId={`card-cases-${figure}`}
          value={c?.[`total_cases_${figure}`] ?? null}
          previous={c?.[`previous_total_cases_${figure}`]}
          isError={cases.isError}
        />
      ))}
      {ALERT_CARDS.map(({ title, figure, card }) => {
        const report: ReportCall = `${figure}Alerts`;
        return (
          <SummaryCard
            key={figure}
            title={title}
            testId={`card-alerts-${card}`}
            value={a?.[`total_alerts_${figure}`] ?? null}
            previous={a?.[`previous_total_alerts_${figure}`]}
            to={alertListLink(card, workspace)}
            onDownload={() => queue.mutate({ report, range: request.range })}
            isDownloading={queue.isPending && queue.variables?.report === report}
            isError={alerts.isError}
          />
        );
      })}
    </SimpleGrid>
  );
}
