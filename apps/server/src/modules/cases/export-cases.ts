import { CASE_STATUS_LABELS, type CaseStatus, RISK_LEVEL_LABELS, type RiskLevel } from '@riskscreen/shared';
import { toCsv } from '../../lib/csv.ts';
import type { CaseRow } from './case-rows.ts';

/** The cases as CSV (the list's columns); text cells a spreadsheet would run as a formula are escaped by toCsv. */
export function casesCsv(rows: readonly CaseRow[]): string {
  return toCsv(
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
      r.created_at.toISOString(),
      r.updated_at.toISOString(),
      r.assigned_to ? r.assigned_to_name : '',
      CASE_STATUS_LABELS[r.status as CaseStatus] ?? String(r.status),
      Number(r.open_alerts_count),
    ]),
  );
}
