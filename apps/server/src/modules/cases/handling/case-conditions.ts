import { CASE_BULK_MAX, type CaseListFilters, type CaseListTab, CaseStatus } from '@riskscreen/shared';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { dateRange } from '../../../lib/date-range.ts';
import { caseRiskLevelSql } from '../records/index.ts';

export type CaseListScope = { workspaceId: number; userId: number };
type CasesEb = ExpressionBuilder<Database & { c: Database['cases'] }, 'c'>;
type Condition = (eb: CasesEb) => Expression<SqlBool>;

/**
 * The tab: Assigned to Me (assigned to the caller, or waiting for the caller's approval) and Unassigned hold the
 * cases that are not closed; Closed the closed ones; All every case.
 */
function tabCondition(tab: CaseListTab, userId: number): Condition {
  switch (tab) {
    case 'assigned_to_me':
      return (eb) =>
        eb.and([
          eb('c.status', '!=', CaseStatus.Closed),
          eb.or([
            eb('c.assigned_to', '=', userId),
            eb.and([eb('c.status', '=', CaseStatus.PendingApproval), eb('c.approver_id', '=', userId)]),
          ]),
        ]);
    case 'unassigned':
      return (eb) => eb.and([eb('c.status', '!=', CaseStatus.Closed), eb('c.assigned_to', 'is', null)]);
    case 'closed':
      return (eb) => eb('c.status', '=', CaseStatus.Closed);
    case 'all':
      return (eb) => eb.lit(true);
  }
}

/** The list's filters and search (spec part 3 §2.5): every one given must hold. */
function filterCondition(filters: CaseListFilters): Condition {
  const range = dateRange(filters.start_date, filters.end_date);
  return (eb) => {
    const all: Expression<SqlBool>[] = [];
    const q = filters.q;
    if (q) {
      const like = `%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      all.push(eb.or([eb(sql`lower(c.case_id)`, 'like', like), eb(sql`lower(c.name)`, 'like', like)]));
    }
    if (filters.address) {
      const address = filters.address.toLowerCase();
      all.push(
        sql<SqlBool>`EXISTS (SELECT 1 FROM case_entities ce JOIN screened_addresses sa ON sa.id = ce.object_id
          WHERE ce.case_id = c.id AND ce.entity_type = 'address' AND lower(sa.identifier) = ${address})`,
      );
    }
    if (filters.customer_id) {
      const customer = filters.customer_id;
      all.push(
        sql<SqlBool>`EXISTS (SELECT 1 FROM case_entities ce
          LEFT JOIN screened_addresses sa ON ce.entity_type = 'address' AND sa.id = ce.object_id
          LEFT JOIN screened_transactions st ON ce.entity_type = 'transaction' AND st.id = ce.object_id
          LEFT JOIN customers cu ON ce.entity_type = 'customer' AND cu.id = ce.object_id
          WHERE ce.case_id = c.id AND coalesce(sa.customer_id, st.customer_id, cu.customer_id) = ${customer})`,
      );
    }
    if (filters.status && filters.status.length > 0) all.push(eb('c.status', 'in', filters.status));
    if (filters.risk_level && filters.risk_level.length > 0) {
      all.push(eb(caseRiskLevelSql('c.id'), 'in', filters.risk_level));
    }
    if (filters.assigned_to && filters.assigned_to.length > 0) {
      all.push(eb('c.assigned_to', 'in', filters.assigned_to));
    }
    if (range.from) all.push(eb('c.created_at', '>=', range.from));
    if (range.until) all.push(eb('c.created_at', '<', range.until));
    return eb.and(all);
  };
}

/** The workspace's cases that the filters, search and tab select. */
export function matchesList(scope: CaseListScope, filters: CaseListFilters, tab: CaseListTab): Condition {
  const tabHolds = tabCondition(tab, scope.userId);
  const filterHolds = filterCondition(filters);
  return (eb) => eb.and([eb('c.workspace_id', '=', scope.workspaceId), tabHolds(eb), filterHolds(eb)]);
}

/** The tabs' conditions, for counting them in one statement. */
export function tabConditions(userId: number): Record<CaseListTab, Condition> {
  return {
    assigned_to_me: tabCondition('assigned_to_me', userId),
    unassigned: tabCondition('unassigned', userId),
    closed: tabCondition('closed', userId),
    all: tabCondition('all', userId),
  };
}

/** At most this many cases in a selection of all matching. */
export const SELECTION_MAX = CASE_BULK_MAX;
