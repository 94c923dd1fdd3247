import {
  CASE_STATUS_LABELS,
  type CaseStatus,
  endpoints,
  RISK_LEVEL_LABELS,
  type RiskLevel,
} from '@riskscreen/shared';
import { type ExportFile, queryExport, type TableFormat, tableFile } from '../../platform/index.ts';
import { casesByIds, selectedCaseIds } from './case-list.repo.ts';
import type { CaseRow } from './case-rows.ts';

export const CASE_LIST_EXPORT = 'cases.list';

/** The case list export (queued): the selection, or what the tab and filters match. */
export const caseListExport = queryExport(
  CASE_LIST_EXPORT,
  endpoints.cases.export.query,
  async ({ db }, request, query) => {
    const scope = { workspaceId: request.workspaceId, userId: request.userId };
    const rows = await casesByIds(db, scope.workspaceId, await selectedCaseIds(db, scope, query));
    return casesFile(query.format, rows);
  },
);

/** The cases as a table (the list's columns); formula-looking text is escaped by tableFile. */
function casesFile(format: TableFormat, rows: readonly CaseRow[]): Promise<ExportFile> {
  return tableFile(
    format,
    'cases',
    [
      'Case ID',
      'Case Name',
      'Risk Level',
      'Created At',
      'Last Updated At',
      'Assigned To',
      'Status',
      'Open Alerts',
    ],
    rows.map((r) => [
      r.case_id,
      r.name,
      RISK_LEVEL_LABELS[Number(r.risk_level) as RiskLevel] ?? String(r.risk_level),
      r.created_at,
      r.updated_at,
      r.assigned_to ? r.assigned_to_name : '',
      CASE_STATUS_LABELS[r.status as CaseStatus] ?? String(r.status),
      Number(r.open_alerts_count),
    ]),
  );
}
