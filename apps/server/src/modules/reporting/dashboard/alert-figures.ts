import { RESOLUTION_BUCKETS, WorkflowStageCategory } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { Span } from './range-split.ts';
import { type Counted, countSpan, levelCounts, sumBy } from './rollup-sum.ts';

type AlertGroup = { object_type: string; level: number; workflow_stage_id: number };

/** The alerts opened in a span per object type, level and current workflow stage. */
function alertsOpenedIn(db: Db, workspaceId: number, span: Span): Promise<Counted<AlertGroup>[]> {
  return countSpan<AlertGroup>(
    db,
    span,
    (db, days) =>
      db
        .selectFrom('dashboard_alerts')
        .select(['object_type', 'level', 'workflow_stage_id', sql<string>`sum(n)`.as('n')])
        .where('workspace_id', '=', workspaceId)
        .where('day', '>=', days.first)
        .where('day', '<', days.end)
        .groupBy(['object_type', 'level', 'workflow_stage_id'])
        .execute(),
    (db, part) =>
      db
        .selectFrom('alerts')
        .select(['object_type', 'level', 'workflow_stage_id', (eb) => eb.fn.countAll<string>().as('n')])
        .where('workspace_id', '=', workspaceId)
        .where('opened_at', '>=', part.from)
        .where('opened_at', '<', part.until)
        .groupBy(['object_type', 'level', 'workflow_stage_id'])
        .execute(),
  );
}

/** The resolution bucket of a closed alert, as the rollup's trigger computes it (migration 0024). */
const BUCKET = sql<number>`CASE WHEN closed_at - opened_at < interval '24 hours' THEN 0
  WHEN closed_at - opened_at < interval '48 hours' THEN 1 ELSE 2 END`;

/** The alerts closed in a span per resolution bucket. */
function alertsClosedIn(db: Db, workspaceId: number, span: Span): Promise<Counted<{ bucket: number }>[]> {
  return countSpan<{ bucket: number }>(
    db,
    span,
    (db, days) =>
      db
        .selectFrom('dashboard_alert_closes')
        .select(['bucket', sql<string>`sum(n)`.as('n')])
        .where('workspace_id', '=', workspaceId)
        .where('day', '>=', days.first)
        .where('day', '<', days.end)
        .groupBy('bucket')
        .execute(),
    (db, part) =>
      db
        .selectFrom('alerts')
        .select([BUCKET.as('bucket'), (eb) => eb.fn.countAll<string>().as('n')])
        .where('workspace_id', '=', workspaceId)
        .where('closed_at', '>=', part.from)
        .where('closed_at', '<', part.until)
        .groupBy('bucket')
        .execute(),
  );
}

/** The category of each of the workspace's workflow stages (0 Open, 1 In Progress, 2 Closed, 3 Inactive). */
async function stageCategories(db: Db, workspaceId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('workflow_stages')
    .select(['id', 'category'])
    .where('workspace_id', '=', workspaceId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.category]));
}

type Totals = { created: number; resolved: number; opened: number };

async function totalsOf(db: Db, workspaceId: number, span: Span, categories: Map<number, number>) {
  const [opened, closed] = await Promise.all([
    alertsOpenedIn(db, workspaceId, span),
    alertsClosedIn(db, workspaceId, span),
  ]);
  const byCategory = sumBy(opened, (row) => categories.get(row.workflow_stage_id) ?? -1);
  const at = (category: number) => byCategory.get(String(category)) ?? 0;
  const totals: Totals = {
    created: opened.reduce((sum, row) => sum + Number(row.n), 0),
    resolved: closed.reduce((sum, row) => sum + Number(row.n), 0),
    // Not closed now: Open or In Progress (an Inactive stage is neither, so it is left out of both).
    opened: at(WorkflowStageCategory.Open) + at(WorkflowStageCategory.InProgress),
  };
  return { totals, status: { 0: at(0), 1: at(1), 2: at(2) } };
}

/** alerts_summary: created, resolved and opened in the range and the period before, and the stage categories. */
export async function alertsSummary(db: Db, workspaceId: number, span: Span, previous: Span) {
  const categories = await stageCategories(db, workspaceId);
  const [now, before] = await Promise.all([
    totalsOf(db, workspaceId, span, categories),
    totalsOf(db, workspaceId, previous, categories),
  ]);
  return {
    total_alerts_created: now.totals.created,
    total_alerts_resolved: now.totals.resolved,
    total_alerts_opened: now.totals.opened,
    previous_total_alerts_created: before.totals.created,
    previous_total_alerts_resolved: before.totals.resolved,
    previous_total_alerts_opened: before.totals.opened,
    alerts_status_data: now.status,
  };
}

/** The alerts opened in the range by level: in all and per kind of screened object. */
export async function alertsRiskData(db: Db, workspaceId: number, span: Span) {
  const rows = await alertsOpenedIn(db, workspaceId, span);
  const of = (type: string) =>
    levelCounts(
      sumBy(
        rows.filter((row) => row.object_type === type),
        (row) => row.level,
      ),
    );
  return {
    alerts_risk_data: levelCounts(sumBy(rows, (row) => row.level)),
    address_alerts_risk_data: of('address'),
    transaction_alerts_risk_data: of('transaction'),
    customer_alerts_risk_data: of('customer'),
  };
}

/** The alerts closed in the range by the time from their opening to their close. */
export async function alertsResolutionRecord(db: Db, workspaceId: number, span: Span) {
  const totals = sumBy(await alertsClosedIn(db, workspaceId, span), (row) => row.bucket);
  return {
    alerts_resolution_record: RESOLUTION_BUCKETS.map((bucket, index) => ({
      key: bucket.key,
      label: bucket.label,
      count: totals.get(String(index)) ?? 0,
    })),
  };
}

/** Top rules shown (spec part 1 §9). */
const TOP_RULES = 10;

/** The rules that fired most in the range (alert items), most first, then by name. */
export async function topRules(db: Db, workspaceId: number, span: Span) {
  const rows = await countSpan<{ rule_id: number }>(
    db,
    span,
    (db, days) =>
      db
        .selectFrom('dashboard_rule_firings')
        .select(['rule_id', sql<string>`sum(n)`.as('n')])
        .where('workspace_id', '=', workspaceId)
        .where('day', '>=', days.first)
        .where('day', '<', days.end)
        .groupBy('rule_id')
        .execute(),
    (db, part) =>
      db
        .selectFrom('alert_items as i')
        .innerJoin('alerts as a', 'a.id', 'i.alert_id')
        .select(['a.rule_id', (eb) => eb.fn.countAll<string>().as('n')])
        .where('i.workspace_id', '=', workspaceId)
        .where('i.created_at', '>=', part.from)
        .where('i.created_at', '<', part.until)
        .groupBy('a.rule_id')
        .execute(),
  );
  const counts = [...sumBy(rows, (row) => row.rule_id)].filter(([, n]) => n > 0);
  if (counts.length === 0) return { rules_summary: [] };
  const rules = await db
    .selectFrom('rules')
    .innerJoin('policies', 'policies.id', 'rules.policy_id')
    .select(['rules.id', 'rules.uuid', 'rules.rule_name', 'policies.name as policy_name'])
    .where('rules.workspace_id', '=', workspaceId)
    .where(
      'rules.id',
      'in',
      counts.map(([id]) => Number(id)),
    )
    .execute();
  const summary = rules
    .map((rule) => ({
      rule_id: String(rule.uuid),
      rule_name: rule.rule_name,
      policy_name: rule.policy_name,
      count: counts.find(([id]) => Number(id) === rule.id)?.[1] ?? 0,
    }))
    .sort((a, b) => b.count - a.count || a.rule_name.localeCompare(b.rule_name))
    .slice(0, TOP_RULES);
  return { rules_summary: summary };
}
