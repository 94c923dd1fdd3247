import type { SearchGroup, SearchResultEntity } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { caseRiskLevelSql } from '../../cases/index.ts';
import { searchCustomers } from '../../screening/index.ts';

type Page = { offset: number; limit: number };

const card = (fields: Partial<SearchResultEntity> & Pick<SearchResultEntity, 'identifier' | 'item_type'>) =>
  ({
    currency: null,
    is_screened: true,
    customer_id: null,
    name: null,
    case_id: null,
    id: null,
    coverage: 'full',
    risk_level: null,
    block_date_time: null,
    ...fields,
  }) satisfies SearchResultEntity;

/** The customer group of the global search: the workspace's customers whose id contains q. */
export async function customerGroup(
  db: Db,
  workspaceId: number,
  q: string,
  page: Page,
): Promise<SearchGroup> {
  const { rows, count } = await searchCustomers(db, workspaceId, q, page);
  return {
    count,
    lite_count: 0,
    results: rows.map((row) =>
      card({
        identifier: row.customer_id,
        item_type: 'customer',
        customer_id: row.customer_id,
        id: row.id,
        risk_level: row.risk_level,
      }),
    ),
  };
}

/**
 * The case group: the workspace's cases whose name or case id (CASE-000042) contains q, the exact case id first,
 * then the newest; the risk level is the case's, computed when read (case-records).
 */
export async function caseGroup(db: Db, workspaceId: number, q: string, page: Page): Promise<SearchGroup> {
  const needle = q.toLowerCase();
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matching = sql`c.workspace_id = ${workspaceId}
    AND (lower(c.name) LIKE ${pattern} OR lower(c.case_id) LIKE ${pattern})`;
  const [rows, total] = await Promise.all([
    sql<{ id: number; case_id: string; name: string; risk_level: number }>`
      SELECT c.id, c.case_id, c.name, ${caseRiskLevelSql('c.id')} AS risk_level FROM cases c
      WHERE ${matching}
      ORDER BY lower(c.case_id) = ${needle} DESC, c.created_at DESC, c.id DESC
      OFFSET ${page.offset} LIMIT ${page.limit}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM cases c WHERE ${matching}`.execute(db),
  ]);
  return {
    count: total.rows[0]?.n ?? 0,
    lite_count: 0,
    results: rows.rows.map((row) =>
      card({
        identifier: row.case_id,
        item_type: 'case',
        name: row.name,
        case_id: row.case_id,
        id: row.id,
        risk_level: Number(row.risk_level),
      }),
    ),
  };
}
