import type { CaseListItem } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { caseOpenAlertsSql, caseRiskLevelSql } from '../records/index.ts';

const nameOf = (alias: string) =>
  sql<
    string | null
  >`coalesce(nullif(trim(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}), ''), ${sql.ref(`${alias}.email`)})`;

/** Cases as the list and the page read them: the row, its figures computed now, and its people's names. */
export function selectCaseRows(db: Db) {
  return db
    .selectFrom('cases as c')
    .leftJoin('users as assignee', 'assignee.id', 'c.assigned_to')
    .leftJoin('users as approver', 'approver.id', 'c.approver_id')
    .leftJoin('users as creator', 'creator.id', 'c.created_by')
    .leftJoin('users as approving', 'approving.id', 'c.approved_by')
    .select([
      'c.id',
      'c.workspace_id',
      'c.case_id',
      'c.name',
      'c.status',
      'c.assigned_to',
      'c.approver_id',
      'c.approved_by',
      'c.approved_at',
      'c.closed_at',
      'c.is_auto_created',
      'c.created_by',
      'c.created_at',
      'c.updated_at',
      nameOf('assignee').as('assigned_to_name'),
      nameOf('approver').as('approver_name'),
      nameOf('creator').as('created_by_name'),
      nameOf('approving').as('approved_by_name'),
      caseRiskLevelSql('c.id').as('risk_level'),
      caseOpenAlertsSql('c.id').as('open_alerts_count'),
    ]);
}

export type CaseRow = Awaited<ReturnType<ReturnType<typeof selectCaseRows>['executeTakeFirstOrThrow']>>;

export function presentCaseRow(row: CaseRow): CaseListItem {
  return {
    id: row.id,
    case_id: row.case_id,
    name: row.name,
    risk_level: Number(row.risk_level),
    status: row.status,
    assigned_to: row.assigned_to,
    assigned_to_name: row.assigned_to ? row.assigned_to_name : null,
    approver_id: row.approver_id,
    approver_name: row.approver_id ? row.approver_name : null,
    approved_by: row.approved_by,
    approved_by_name: row.approved_by ? row.approved_by_name : null,
    approved_at: row.approved_at?.toISOString() ?? null,
    closed_at: row.status === 2 ? (row.closed_at?.toISOString() ?? null) : null,
    open_alerts_count: Number(row.open_alerts_count),
    is_auto_created_case: row.is_auto_created,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
