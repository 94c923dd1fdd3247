import type { AlertListOrdering, AlertTabCounts } from '@riskscreen/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { type AlertRow, selectAlertRows } from '../raising/index.ts';
import {
  type AlertListScope,
  type AlertsDb,
  matchesFilter,
  matchesList,
  matchesTab,
  resolveFilter,
} from './alert-conditions.ts';
import type { AlertListFilter } from './alert-list-filters.ts';

/** A list row: the alert as presentAlert reads it, with its object's fields, its assignee and its policy type. */
export type ListedAlertRow = AlertRow & {
  identifier: string;
  blockchain: number | null;
  customer_id: string | null;
  customer_type: number | null;
  deposit_address: string | null;
  assigned_to_name: string | null;
  policy_type: number;
};

type OrderColumn = 'a.opened_at' | 'a.level' | 'a.updated_at' | 'a.id';

function orderOf(ordering: AlertListOrdering): { column: OrderColumn; direction: 'asc' | 'desc' } {
  const direction = ordering.startsWith('-') ? 'desc' : 'asc';
  return { column: `a.${ordering.replace(/^-/, '')}` as OrderColumn, direction };
}

/** A page of the workspace's alerts under the filters, search and tab, with how many match. */
export async function listAlerts(
  db: Db,
  scope: AlertListScope,
  filter: AlertListFilter,
  ordering: AlertListOrdering,
  page: { offset: number; limit: number },
): Promise<{ count: number; rows: ListedAlertRow[] }> {
  const where = matchesList(scope, filter, await resolveFilter(db, scope.workspaceId, filter));
  const counted = await db
    .selectFrom('alerts as a')
    .where(where)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const { column, direction } = orderOf(ordering);
  // The page's ids first (an index walk), then the presented rows of those few alerts only.
  let paged = db.selectFrom('alerts as a').where(where).select('a.id').orderBy(column, direction);
  if (column !== 'a.id') paged = paged.orderBy('a.id', direction);
  const ids = (await paged.offset(page.offset).limit(page.limit).execute()).map((r) => r.id);
  return { count: Number(counted.n), rows: await presentedRows(db, scope.workspaceId, ids) };
}

/**
 * The alerts an export holds, in the list's order, at most `max`: the ids given (of this workspace only), or with
 * allMatching every alert the filters, search and tab match; neither is none (decision 0043).
 */
export async function selectedAlertRows(
  db: Db,
  scope: AlertListScope,
  filter: AlertListFilter,
  ordering: AlertListOrdering,
  selection: { ids?: number[] | undefined; allMatching: boolean },
  max: number,
): Promise<ListedAlertRow[]> {
  const byIds = selection.ids !== undefined && selection.ids.length > 0 ? selection.ids : undefined;
  if (!byIds && !selection.allMatching) return [];
  const where = byIds
    ? undefined
    : matchesList(scope, filter, await resolveFilter(db, scope.workspaceId, filter));
  const { column, direction } = orderOf(ordering);
  let picked = db.selectFrom('alerts as a').select('a.id').orderBy(column, direction);
  if (column !== 'a.id') picked = picked.orderBy('a.id', direction);
  picked = byIds
    ? picked.where('a.workspace_id', '=', scope.workspaceId).where('a.id', 'in', byIds)
    : picked.where(where ?? sql<boolean>`false`);
  const ids = (await picked.limit(max).execute()).map((r) => r.id);
  return presentedRows(db, scope.workspaceId, ids);
}

async function presentedRows(db: Db, workspaceId: number, ids: number[]): Promise<ListedAlertRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectAlertRows(db)
    .leftJoin('screened_addresses as sa', (join) =>
      join.onRef('sa.id', '=', 'a.object_id').on('a.object_type', '=', 'address'),
    )
    .leftJoin('screened_transactions as st', (join) =>
      join.onRef('st.id', '=', 'a.object_id').on('a.object_type', '=', 'transaction'),
    )
    .leftJoin('users as u', 'u.id', 'a.assigned_to')
    .select([
      'a.identifier',
      'a.blockchain',
      // A customer's own alert names it by its identifier (decision 0038).
      sql<string | null>`coalesce(sa.customer_id, st.customer_id,
        CASE WHEN a.object_type = 'customer' THEN a.identifier END)`.as('customer_id'),
      sql<number | null>`coalesce(sa.customer_type, st.customer_type)`.as('customer_type'),
      'st.customer_address as deposit_address',
      sql<string | null>`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)`.as(
        'assigned_to_name',
      ),
      'p.type as policy_type',
    ])
    .where('a.workspace_id', '=', workspaceId)
    .where('a.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many alerts each tab holds under the same filters and search: one pass over the matching alerts. */
export async function countAlertTabs(
  db: Db,
  scope: AlertListScope,
  filter: AlertListFilter,
): Promise<AlertTabCounts> {
  const resolved = await resolveFilter(db, scope.workspaceId, filter);
  const counted = (eb: ExpressionBuilder<AlertsDb, 'a'>, tab: Exclude<keyof AlertTabCounts, 'all'>) =>
    eb.fn.countAll<number>().filterWhere(matchesTab(eb, tab, scope, resolved) ?? eb.val(true));
  const row = await db
    .selectFrom('alerts as a')
    .where(matchesFilter(scope, filter, resolved))
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      counted(eb, 'assigned_to_me').as('assigned_to_me'),
      counted(eb, 'open').as('open'),
      counted(eb, 'in_progress').as('in_progress'),
      counted(eb, 'closed').as('closed'),
      counted(eb, 'unassigned').as('unassigned'),
    ])
    .executeTakeFirstOrThrow();
  return {
    all: Number(row.all),
    assigned_to_me: Number(row.assigned_to_me),
    open: Number(row.open),
    in_progress: Number(row.in_progress),
    closed: Number(row.closed),
    unassigned: Number(row.unassigned),
  };
}

/** The ids of every alert the filters, search and tab match, newest first: what a select-all bulk update acts on. */
export async function matchingAlertIds(
  db: Db,
  scope: AlertListScope,
  filter: AlertListFilter,
): Promise<number[]> {
  const where = matchesList(scope, filter, await resolveFilter(db, scope.workspaceId, filter));
  const rows = await db
    .selectFrom('alerts as a')
    .where(where)
    .select('a.id')
    .orderBy('a.opened_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map((r) => r.id);
}
