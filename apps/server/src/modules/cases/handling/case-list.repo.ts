import {
  CASE_LIST_TABS,
  type CaseListFilters,
  type CaseListTab,
  type CaseTabCounts,
} from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { sortOf } from '../../../lib/list-page.ts';
import { type CaseListScope, matchesList, SELECTION_MAX, tabConditions } from './case-conditions.ts';
import { type CaseRow, selectCaseRows } from './case-rows.ts';

const ORDER_COLUMNS = { created_at: 'c.created_at', updated_at: 'c.updated_at' } as const;

/** A page of the workspace's cases under the filters, search and tab, with how many match. */
export async function listCases(
  db: Db,
  scope: CaseListScope,
  query: CaseListFilters & { tab: CaseListTab; ordering: string; offset: number; limit: number },
): Promise<{ count: number; rows: CaseRow[] }> {
  const where = matchesList(scope, query, query.tab);
  const counted = await db
    .selectFrom('cases as c')
    .where(where)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const { column, direction } = sortOf(query.ordering, ORDER_COLUMNS);
  const ids = (
    await db
      .selectFrom('cases as c')
      .where(where)
      .select('c.id')
      .orderBy(column, direction)
      .orderBy('c.id', direction)
      .offset(query.offset)
      .limit(query.limit)
      .execute()
  ).map((r) => r.id);
  return { count: Number(counted.n), rows: await casesByIds(db, scope.workspaceId, ids) };
}

/** The workspace's cases of these ids, presented, in the order given. */
export async function casesByIds(db: Db, workspaceId: number, ids: readonly number[]): Promise<CaseRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectCaseRows(db)
    .where('c.workspace_id', '=', workspaceId)
    .where('c.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many cases each tab holds under the filters and search: one statement. */
export async function countCaseTabs(
  db: Db,
  scope: CaseListScope,
  filters: CaseListFilters,
): Promise<CaseTabCounts> {
  const tabs = tabConditions(scope.userId);
  const row = await db
    .selectFrom('cases as c')
    .where(matchesList(scope, filters, 'all'))
    .select((eb) => CASE_LIST_TABS.map((tab) => eb.fn.countAll<string>().filterWhere(tabs[tab](eb)).as(tab)))
    .executeTakeFirstOrThrow();
  return {
    assigned_to_me: Number(row.assigned_to_me),
    unassigned: Number(row.unassigned),
    closed: Number(row.closed),
    all: Number(row.all),
  };
}

/**
 * The cases a bulk action or an export works on: the ids given (those of the workspace), or with all_matching every
 * case the filters, search and tab select (the list's own order), at most SELECTION_MAX. Neither is no case: a
 * call without ids must not act on the whole tab unless it says so.
 */
export async function selectedCaseIds(
  db: Db,
  scope: CaseListScope,
  selection: CaseListFilters & {
    ids?: number[] | undefined;
    all_matching?: 'true' | 'false' | undefined;
    tab: CaseListTab;
  },
): Promise<number[]> {
  if (selection.ids && selection.ids.length > 0) {
    if (selection.ids.length > SELECTION_MAX) {
      throw HttpError.fields({ ids: [`Select at most ${SELECTION_MAX.toLocaleString('en-US')} cases.`] });
    }
    const rows = await db
      .selectFrom('cases')
      .select('id')
      .where('workspace_id', '=', scope.workspaceId)
      .where('id', 'in', selection.ids)
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  }
  if (selection.all_matching !== 'true') return [];
  const rows = await db
    .selectFrom('cases as c')
    .where(matchesList(scope, selection, selection.tab))
    .select('c.id')
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(SELECTION_MAX + 1)
    .execute();
  if (rows.length > SELECTION_MAX) {
    throw HttpError.fields({ ids: [`Select at most ${SELECTION_MAX.toLocaleString('en-US')} cases.`] });
  }
  return rows.map((r) => r.id);
}
