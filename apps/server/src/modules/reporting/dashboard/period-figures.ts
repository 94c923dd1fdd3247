import type { RiskLevelCounts } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { alertsRiskData, alertsSummary, topRules } from './alert-figures.ts';
import { casesSummary } from './case-figures.ts';
import type { DashboardRange } from './dashboard-range.ts';
import { screeningsPerChain } from './entity-figures.ts';

/** The dashboard's figures of a period, in its cards' words: what a weekly or monthly summary tells. */
export type PeriodFigures = {
  screenings: { addresses: number; transactions: number };
  /** Alerts Created (by level), Closed, and Opened: of those created, the ones not closed now. */
  alerts: { created: number; closed: number; opened: number; byLevel: RiskLevelCounts };
  /** Cases Created (automatic and manual), Resolved, and Pending: of those created, the ones not closed now. */
  cases: { created: number; automatic: number; manual: number; resolved: number; pending: number };
  /** Top Rules Triggered, most first. */
  topRules: { rule: string; policy: string; count: number }[];
};

const total = (counts: { count: number }[]) => counts.reduce((sum, row) => sum + row.count, 0);

/** A period's figures from the dashboard's own queries (the same numbers the dashboard shows for the range). */
export async function periodFigures(
  db: Db,
  workspaceId: number,
  range: DashboardRange,
): Promise<PeriodFigures> {
  const [addresses, transactions, alerts, levels, cases, rules] = await Promise.all([
    screeningsPerChain(db, workspaceId, 'address', range),
    screeningsPerChain(db, workspaceId, 'transaction', range),
    alertsSummary(db, workspaceId, range, range.previous),
    alertsRiskData(db, workspaceId, range),
    casesSummary(db, workspaceId, range),
    topRules(db, workspaceId, range),
  ]);
  return {
    screenings: { addresses: total(addresses), transactions: total(transactions) },
    alerts: {
      created: alerts.total_alerts_created,
      closed: alerts.total_alerts_resolved,
      opened: alerts.total_alerts_opened,
      byLevel: levels.alerts_risk_data,
    },
    cases: {
      created: cases.total_cases_created,
      automatic: cases.auto_created_cases,
      manual: cases.manual_created_cases,
      resolved: cases.total_cases_resolved,
      pending: cases.total_cases_opened,
    },
    topRules: rules.rules_summary.map((r) => ({ rule: r.rule_name, policy: r.policy_name, count: r.count })),
  };
}
