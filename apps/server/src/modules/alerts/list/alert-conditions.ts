import { type AlertListTab, WorkflowStageCategory } from '@riskscreen/shared';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { Database } from '../../../db/schema.ts';
import type { AlertListFilter } from './alert-list-filters.ts';

/** Whose list it is: the workspace, and the caller (the Assigned to me tab). */
export type AlertListScope = { workspaceId: number; userId: number };

export type AlertsDb = Database & { a: Database['alerts'] };
type Eb = ExpressionBuilder<AlertsDb, 'a'>;

/**
 * The workspace's stages and rules the filter names, looked up once per request. Both tables are tiny per
 * workspace, so the alert queries filter on workflow_stage_id and rule_id lists (served by the alerts' indexes)
 * rather than joining stages, rules and policies for every alert.
 */
export type ResolvedFilter = {
  stagesOfTab: Record<Exclude<AlertListTab, 'all' | 'assigned_to_me' | 'unassigned'>, number[]>;
  /** The rules the rule and policy filters allow; undefined when none is set. */
  ruleIds?: number[];
  /** The rules whose name holds q. */
  ruleIdsNamedLikeQ: number[];
};

const TAB_CATEGORIES = {
  open: [WorkflowStageCategory.Open],
  in_progress: [WorkflowStageCategory.InProgress],
  closed: [WorkflowStageCategory.Closed, WorkflowStageCategory.Inactive],
} as const;

export async function resolveFilter(
  db: Db,
  workspaceId: number,
  f: AlertListFilter,
): Promise<ResolvedFilter> {
  const stages = await db
    .selectFrom('workflow_stages')
    .select(['id', 'category'])
    .where('workspace_id', '=', workspaceId)
    .execute();
  const ofCategories = (categories: readonly number[]) =>
    stages.filter((s) => categories.includes(s.category)).map((s) => s.id);
  const stagesOfTab = {
    open: ofCategories(TAB_CATEGORIES.open),
    in_progress: ofCategories(TAB_CATEGORIES.in_progress),
    closed: ofCategories(TAB_CATEGORIES.closed),
  };
  const hasRuleFilter = Boolean(f.ruleUuids || f.ruleName || f.policyCategories || f.policyTypes);
  if (!hasRuleFilter && !f.q) return { stagesOfTab, ruleIdsNamedLikeQ: [] };
  const rules = await db
    .selectFrom('rules as r')
    .innerJoin('policies as p', 'p.id', 'r.policy_id')
    .select(['r.id', 'r.uuid', 'r.rule_name', 'p.category', 'p.type'])
    .where('r.workspace_id', '=', workspaceId)
    .execute();
  const ruleName = f.ruleName?.toLowerCase();
  const q = f.q?.toLowerCase();
  const allowed = rules.filter(
    (r) =>
      (!f.ruleUuids || f.ruleUuids.includes(r.uuid.toLowerCase())) &&
      (ruleName === undefined || r.rule_name.toLowerCase() === ruleName) &&
      (!f.policyCategories || f.policyCategories.includes(r.category)) &&
      (!f.policyTypes || f.policyTypes.includes(r.type)),
  );
  return {
    stagesOfTab,
    ...(hasRuleFilter ? { ruleIds: allowed.map((r) => r.id) } : {}),
    ruleIdsNamedLikeQ: q ? rules.filter((r) => r.rule_name.toLowerCase().includes(q)).map((r) => r.id) : [],
  };
}

/** LIKE pattern text matching itself literally (backslash is PostgreSQL's default LIKE escape). */
function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const inList = (
  eb: Eb,
  column: 'a.workflow_stage_id' | 'a.rule_id' | 'a.level' | 'a.assigned_to',
  ids: number[],
) => (ids.length ? eb(column, 'in', ids) : eb.val(false));

/**
 * q: the alert id, or a part of the identifier, the customer id or the rule name (case-insensitive). The id, the
 * identifier and the customer ids are indexed lookups (trigram indexes for the parts, migration 0016) joined into
 * one set of alert ids: an OR across them would scan every alert of the workspace.
 */
function matchesSearch(
  eb: Eb,
  workspaceId: number,
  q: string,
  resolved: ResolvedFilter,
): Expression<SqlBool> {
  const pattern = `%${likeLiteral(q.toLowerCase())}%`;
  let ids = eb
    .selectFrom('alerts as qa')
    .select('qa.id')
    .where('qa.workspace_id', '=', workspaceId)
    .where(sql`lower(qa.identifier)`, 'like', pattern)
    .unionAll(
      eb
        .selectFrom('screened_addresses as sa')
        .innerJoin('alerts as qb', (join) =>
          join.onRef('qb.object_id', '=', 'sa.id').on('qb.object_type', '=', 'address'),
        )
        .select('qb.id')
        .where('sa.workspace_id', '=', workspaceId)
        .where('qb.workspace_id', '=', workspaceId)
        .where(sql`lower(sa.customer_id)`, 'like', pattern),
    )
    .unionAll(
      eb
        .selectFrom('screened_transactions as st')
        .innerJoin('alerts as qc', (join) =>
          join.onRef('qc.object_id', '=', 'st.id').on('qc.object_type', '=', 'transaction'),
        )
        .select('qc.id')
        .where('st.workspace_id', '=', workspaceId)
        .where('qc.workspace_id', '=', workspaceId)
        .where(sql`lower(st.customer_id)`, 'like', pattern),
    );
  if (/^\d{1,10}$/.test(q) && Number(q) <= 2 ** 31 - 1) {
    ids = ids.unionAll(
      eb
        .selectFrom('alerts as qe')
        .select('qe.id')
        .where('qe.workspace_id', '=', workspaceId)
        .where('qe.id', '=', Number(q)),
    );
  }
  // A rule name matches a share of all alerts: a condition on the row, not a list of ids to look up one by one.
  const byRule = resolved.ruleIdsNamedLikeQ.length ? [eb('a.rule_id', 'in', resolved.ruleIdsNamedLikeQ)] : [];
  return eb.or([eb('a.id', 'in', ids), ...byRule]);
}

/** The filters and search, without the tab: what the tab counts share. */
export function matchesFilter(scope: AlertListScope, f: AlertListFilter, resolved: ResolvedFilter) {
  return (eb: Eb): Expression<SqlBool> => {
    const and: Expression<SqlBool>[] = [eb('a.workspace_id', '=', scope.workspaceId)];
    if (f.levels) and.push(inList(eb, 'a.level', f.levels));
    if (f.stageIds) and.push(inList(eb, 'a.workflow_stage_id', f.stageIds));
    if (f.assigneeIds) and.push(inList(eb, 'a.assigned_to', f.assigneeIds));
    if (f.opened.from) and.push(eb('a.opened_at', '>=', f.opened.from));
    if (f.opened.until) and.push(eb('a.opened_at', '<', f.opened.until));
    if (resolved.ruleIds) and.push(inList(eb, 'a.rule_id', resolved.ruleIds));
    if (f.objectType) and.push(eb('a.object_type', '=', f.objectType));
    if (f.q) and.push(matchesSearch(eb, scope.workspaceId, f.q, resolved));
    return eb.and(and);
  };
}

/** The tab's own condition; undefined for All. */
export function matchesTab(
  eb: Eb,
  tab: AlertListTab,
  scope: AlertListScope,
  resolved: ResolvedFilter,
): Expression<SqlBool> | undefined {
  switch (tab) {
    case 'all':
      return undefined;
    case 'assigned_to_me':
      return eb('a.assigned_to', '=', scope.userId);
    case 'unassigned':
      return eb('a.assigned_to', 'is', null);
    default:
      return inList(eb, 'a.workflow_stage_id', resolved.stagesOfTab[tab]);
  }
}

/**
 * The filters, search and tab of a list request. A stage tab under a stage filter is one list of the stages in
 * both, so a tab the filter excludes is seen to be empty rather than searched for.
 */
export function matchesList(scope: AlertListScope, f: AlertListFilter, resolved: ResolvedFilter) {
  if (f.tab in resolved.stagesOfTab && f.stageIds) {
    const ofTab = resolved.stagesOfTab[f.tab as keyof ResolvedFilter['stagesOfTab']];
    const both = { ...f, tab: 'all' as const, stageIds: f.stageIds.filter((id) => ofTab.includes(id)) };
    return matchesFilter(scope, both, resolved);
  }
  const filter = matchesFilter(scope, f, resolved);
  return (eb: Eb): Expression<SqlBool> => {
    const tab = matchesTab(eb, f.tab, scope, resolved);
    return tab ? eb.and([filter(eb), tab]) : filter(eb);
  };
}
