import { dashboardReportQuery, getChain, RISK_LEVEL_LABELS, type RiskLevel } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import {
  EXPORT_MAX_ROWS,
  type ExportProducer,
  type ExportRequest,
  exportQuery,
  tableFile,
} from '../../platform/index.ts';
import { type DashboardRange, dashboardRange } from './dashboard-range.ts';
import { DASHBOARD_REPORT_HEADER, dashboardReportRows } from './dashboard-report-rows.ts';

export const DASHBOARD_EXPORTS = {
  report: 'dashboard.report',
  resolved: 'dashboard.resolved-alerts',
  opened: 'dashboard.opened-alerts',
  created: 'dashboard.created-alerts',
} as const;

/** The stored request's range, read in the time zone of the call that queued it. */
function rangeOf(request: ExportRequest): { range: DashboardRange; format: 'csv' | 'xlsx' } {
  const query = exportQuery(request.params, dashboardReportQuery);
  const timeZone = typeof request.params.time_zone === 'string' ? request.params.time_zone : 'UTC';
  const queuedAt =
    typeof request.params.queued_at === 'string' ? new Date(request.params.queued_at) : new Date();
  return { range: dashboardRange(query, timeZone, queuedAt), format: query.format };
}

const level = (value: number) => RISK_LEVEL_LABELS[value as RiskLevel] ?? String(value);

/** The dashboard's figures of the range in words (GET dashboard/report/). */
export const dashboardReportExport: ExportProducer = {
  kind: DASHBOARD_EXPORTS.report,
  async produce({ db }, request) {
    const { range, format } = rangeOf(request);
    const rows = await dashboardReportRows(db, request.workspaceId, range);
    return tableFile(format, `dashboard-${range.startDate}-${range.endDate}`, DASHBOARD_REPORT_HEADER, rows);
  },
};

type AlertScope = 'resolved' | 'opened' | 'created';

async function alertRows(db: Db, workspaceId: number, range: DashboardRange, scope: AlertScope) {
  let query = db
    .selectFrom('alerts as a')
    .innerJoin('rules as r', 'r.id', 'a.rule_id')
    .innerJoin('workflow_stages as s', 's.id', 'a.workflow_stage_id')
    .select([
      'a.id',
      'a.object_type',
      'a.identifier',
      'a.blockchain',
      'a.level',
      'r.rule_name',
      's.name as stage',
      'a.opened_at',
      'a.closed_at',
    ])
    .where('a.workspace_id', '=', workspaceId);
  if (scope === 'resolved') {
    query = query.where('a.closed_at', '>=', range.from).where('a.closed_at', '<', range.until);
  } else {
    query = query.where('a.opened_at', '>=', range.from).where('a.opened_at', '<', range.until);
    if (scope === 'opened') query = query.where('s.category', 'in', [0, 1]);
  }
  return query
    .orderBy(scope === 'resolved' ? 'a.closed_at' : 'a.opened_at', 'desc')
    .limit(EXPORT_MAX_ROWS)
    .execute();
}

function alertExport(kind: string, scope: AlertScope, name: string): ExportProducer {
  return {
    kind,
    async produce({ db }, request) {
      const { range, format } = rangeOf(request);
      const rows = await alertRows(db, request.workspaceId, range, scope);
      const header = [
        'Alert Id',
        'Entity Type',
        'Identifier',
        'Blockchain',
        'Risk Level',
        'Rule',
        'Stage',
        'Opened At',
        'Closed At',
      ];
      return tableFile(
        format,
        `${name}-${range.startDate}-${range.endDate}`,
        header,
        rows.map((row) => [
          row.id,
          row.object_type,
          row.identifier,
          row.blockchain === null ? null : (getChain(row.blockchain)?.label ?? String(row.blockchain)),
          level(row.level),
          row.rule_name,
          row.stage,
          row.opened_at,
          row.closed_at,
        ]),
      );
    },
  };
}

export const resolvedAlertsExport = alertExport(DASHBOARD_EXPORTS.resolved, 'resolved', 'resolved-alerts');
export const openedAlertsExport = alertExport(DASHBOARD_EXPORTS.opened, 'opened', 'opened-alerts');
export const createdAlertsExport = alertExport(DASHBOARD_EXPORTS.created, 'created', 'created-alerts');

/** The dashboard's producers, for the downloads job (modules/index.ts). */
export const dashboardExports: ExportProducer[] = [
  dashboardReportExport,
  resolvedAlertsExport,
  openedAlertsExport,
  createdAlertsExport,
];
