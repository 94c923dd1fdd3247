import { RISK_LEVEL_LABELS, RISK_LEVELS_DESCENDING } from '@riskscreen/shared';
import type { PeriodFigures } from '../dashboard/index.ts';
import { periodLabel, type SummaryPeriod } from './summary-periods.ts';

/** A summary as notification and mail: the title is the mail's subject, the link opens the period's dashboard. */
export type SummaryMessage = {
  title: string;
  body: string;
  link: string;
  /** The figures as label and value (none in a quiet period), for a channel that lays them out itself. */
  lines: { label: string; value: string }[];
  mail: { text: string; html: string };
};

const WORDS = {
  weekly: { name: 'Weekly', span: 'week' },
  monthly: { name: 'Monthly', span: 'month' },
} as const;

/** "1 alert", "3 alerts". */
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function isQuiet(f: PeriodFigures): boolean {
  return (
    f.screenings.addresses + f.screenings.transactions === 0 &&
    f.alerts.created + f.alerts.closed === 0 &&
    f.cases.created + f.cases.resolved === 0
  );
}

/** "Critical 2, High 1": the levels with alerts, highest first. */
function levelsLine(levels: PeriodFigures['alerts']['byLevel']): string {
  return RISK_LEVELS_DESCENDING.filter((level) => level > 0 && levels[level as 1 | 2 | 3 | 4 | 5] > 0)
    .map((level) => `${RISK_LEVEL_LABELS[level]} ${levels[level as 1 | 2 | 3 | 4 | 5]}`)
    .join(', ');
}

/** The figures as label and value, in the dashboard's words. */
function figureLines(f: PeriodFigures): [string, string][] {
  const screenings = f.screenings.addresses + f.screenings.transactions;
  const levels = levelsLine(f.alerts.byLevel);
  const lines: [string, string][] = [
    [
      'Screenings',
      `${screenings} (${count(f.screenings.addresses, 'address', 'addresses')}, ${count(f.screenings.transactions, 'transaction')})`,
    ],
    ['Alerts created', levels ? `${f.alerts.created} (${levels})` : String(f.alerts.created)],
    ['Alerts closed', String(f.alerts.closed)],
    ['Alerts still open', `${f.alerts.opened} of those created`],
    ['Cases created', `${f.cases.created} (${f.cases.automatic} automatic, ${f.cases.manual} manual)`],
    ['Cases resolved', String(f.cases.resolved)],
    ['Cases pending', `${f.cases.pending} of those created`],
  ];
  if (f.topRules.length > 0) {
    const top = f.topRules.slice(0, 3).map((r) => `${r.rule} (${r.count})`);
    lines.push(['Top rules triggered', top.join(', ')]);
  }
  return lines;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The summary of a workspace's period: "Weekly summary for Alpha: 12–18 Oct 2026" with the dashboard's figures,
 * or in words that nothing happened (a quiet period is told, not skipped). Days are UTC days.
 */
export function summaryMessage(
  period: SummaryPeriod,
  workspace: { name: string; slug: string },
  figures: PeriodFigures,
): SummaryMessage {
  const words = WORDS[period.kind];
  const title = `${words.name} summary for ${workspace.name}: ${periodLabel(period)}`;
  const query = new URLSearchParams({
    workspace: workspace.slug,
    start_date: period.start,
    end_date: period.end,
  });
  const link = `/dashboard?${query.toString()}`;
  const why = `You receive this because the ${words.name.toLowerCase()} summary report is on in your notification settings.`;
  const heading = `${title} (UTC days)`;
  if (isQuiet(figures)) {
    const quiet = `No screenings or alerts this ${words.span}.`;
    return {
      title,
      body: quiet,
      link,
      lines: [],
      mail: {
        text: `${heading}\n\n${quiet}\n\n${why}`,
        html: `<h2>${escapeHtml(heading)}</h2><p>${escapeHtml(quiet)}</p><p>${escapeHtml(why)}</p>`,
      },
    };
  }
  const f = figures;
  const body =
    `${count(f.screenings.addresses + f.screenings.transactions, 'screening')}, ` +
    `${count(f.alerts.created, 'alert')} created and ${f.alerts.closed} closed, ` +
    `${count(f.cases.created, 'case')} created and ${f.cases.resolved} resolved this ${words.span}.`;
  const lines = figureLines(f);
  const rows = lines
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return {
    title,
    body,
    link,
    lines: lines.map(([label, value]) => ({ label, value })),
    mail: {
      text: `${heading}\n\n${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${why}`,
      html: `<h2>${escapeHtml(heading)}</h2><table>${rows}</table><p>${escapeHtml(why)}</p>`,
    },
  };
}
