import { getChain, RISK_LEVEL_LABELS, type RiskLevel } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import type { TableCell } from '../../platform/index.ts';
import type { DashboardRange } from './dashboard-range.ts';
import { WIDGETS, type WidgetData } from './widgets.ts';

/** The dashboard report's columns: the widget as the dashboard names it, the figure in words, its value. */
export const DASHBOARD_REPORT_HEADER = ['Widget', 'Figure', 'Value'];

type Row = [widget: string, figure: string, value: TableCell];

const levelName = (level: number) => RISK_LEVEL_LABELS[level as RiskLevel] ?? `Level ${level}`;
const chainName = (currency: number) => getChain(currency)?.label ?? `Blockchain ${currency}`;
const ALERT_STATUS = { 0: 'Open', 1: 'In Progress', 2: 'Closed' } as const;

/** Counts per risk level, Critical first (the order of the dashboard's legends). */
function byLevel(widget: string, counts: Record<number, number>): Row[] {
  return Object.keys(counts)
    .map(Number)
    .sort((a, b) => b - a)
    .map((level) => [widget, levelName(level), counts[level] ?? 0]);
}

function byChain(widget: string, counts: readonly { currency: number; count: number }[]): Row[] {
  return counts.map((c) => [widget, chainName(c.currency), c.count]);
}

function caseRows({ cases_summary: c }: WidgetData<'cases'>): Row[] {
  const cards = 'Cases';
  return [
    [cards, 'Cases Created', c.total_cases_created],
    [cards, 'Cases Resolved', c.total_cases_resolved],
    [cards, 'Cases Pending/Opened', c.total_cases_opened],
    [cards, 'Cases Created (previous period)', c.previous_total_cases_created],
    [cards, 'Cases Resolved (previous period)', c.previous_total_cases_resolved],
    [cards, 'Cases Pending/Opened (previous period)', c.previous_total_cases_opened],
    ['Case Creation Breakdown', 'Automatic', c.auto_created_cases],
    ['Case Creation Breakdown', 'Manual', c.manual_created_cases],
    ['Case Creation Breakdown', 'Automatic (previous period)', c.previous_auto_created_cases],
    ['Case Creation Breakdown', 'Manual (previous period)', c.previous_manual_created_cases],
    ...byLevel('Case Overview', c.case_risk_level_count),
    ...c.time_series_by_risk_level.flatMap((day) =>
      byLevel('Case Distribution', day.case_level_counts).map(
        ([widget, level, count]): Row => [widget, `${day.date} ${level}`, count],
      ),
    ),
  ];
}

function alertRows({ alerts_summary: a }: WidgetData<'alerts'>): Row[] {
  const cards = 'Alerts';
  return [
    [cards, 'Alerts Created', a.total_alerts_created],
    [cards, 'Alerts Closed', a.total_alerts_resolved],
    [cards, 'Alerts Opened', a.total_alerts_opened],
    [cards, 'Alerts Created (previous period)', a.previous_total_alerts_created],
    [cards, 'Alerts Closed (previous period)', a.previous_total_alerts_resolved],
    [cards, 'Alerts Opened (previous period)', a.previous_total_alerts_opened],
    ...([0, 1, 2] as const).map((s): Row => ['Alert Status', ALERT_STATUS[s], a.alerts_status_data[s]]),
  ];
}

function alertLevelRows(data: WidgetData<'alertsEntity'>): Row[] {
  return [
    ...byLevel('Risk Level of Alerts', data.alerts_risk_data),
    ...byLevel('Risk Level of Address Alerts', data.address_alerts_risk_data),
    ...byLevel('Risk Level of Transaction Alerts', data.transaction_alerts_risk_data),
    ...byLevel('Risk Level of Customer Alerts', data.customer_alerts_risk_data),
  ];
}

/**
 * Every figure of the dashboard for the range, one row each, named as the dashboard names them ('Screening by
 * Currency - Addresses', 'Bitcoin'), never by the API's keys.
 */
export async function dashboardReportRows(
  db: Db,
  workspaceId: number,
  range: DashboardRange,
): Promise<Row[]> {
  const [addresses, transactions, customers, cases, rules, alerts, alertLevels, resolution] =
    await Promise.all([
      WIDGETS.addresses(db, workspaceId, range),
      WIDGETS.transactions(db, workspaceId, range),
      WIDGETS.customers(db, workspaceId),
      WIDGETS.cases(db, workspaceId, range),
      WIDGETS.rules(db, workspaceId, range),
      WIDGETS.alerts(db, workspaceId, range),
      WIDGETS.alertsEntity(db, workspaceId, range),
      WIDGETS.alertsResolutionRecord(db, workspaceId, range),
    ]);
  return [
    ...caseRows(cases),
    ...alertRows(alerts),
    ...alertLevelRows(alertLevels),
    ...resolution.alerts_resolution_record.map((b): Row => ['Alert Resolution Time', b.label, b.count]),
    ...rules.rules_summary.map(
      (r): Row => ['Top Rules Triggered', `${r.rule_name} (${r.policy_name})`, r.count],
    ),
    ...byChain('Screening by Currency - Addresses', addresses.address_currency_count),
    ...byChain('Screening by Currency - Transactions', transactions.transaction_currency_count),
    ...byLevel('Pending Addresses by Risk Level', addresses.address_risk_level_count),
    ...byLevel('Pending Transactions by Risk Level', transactions.transaction_risk_level_count),
    ...byLevel('Pending Customers by Risk Level', customers.customer_risk_level_count),
  ];
}
