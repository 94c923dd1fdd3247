import { CaseStatus } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { DashboardRange } from './dashboard-range.ts';
import type { Span } from './range-split.ts';

/** Every time zone in use is a whole number of quarter hours from UTC: a quarter hour lies in one local day. */
const QUARTER_HOUR_SECONDS = 900;
const LEVELS = [0, 1, 2, 3, 4, 5] as const;

/** The local day (yyyy-MM-dd) of instants, with one formatter (making one per row costs more than the query). */
function localDay(timeZone: string): (instant: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return (instant) => format.format(instant);
}

type LevelCounts = Record<(typeof LEVELS)[number], number>;
const zeroLevels = (): LevelCounts => ({ 0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 });

/** Cases created in a span (automatic or not, closed now or not) and cases closed in it. Cases are few: live SQL. */
async function caseTotals(db: Db, workspaceId: number, span: Span) {
  const [created, resolved] = await Promise.all([
    db
      .selectFrom('cases')
      .select([
        'is_auto_created',
        sql<boolean>`status = ${CaseStatus.Closed}`.as('closed'),
        (eb) => eb.fn.countAll<string>().as('n'),
      ])
      .where('workspace_id', '=', workspaceId)
      .where('created_at', '>=', span.from)
      .where('created_at', '<', span.until)
      .groupBy(['is_auto_created', 'closed'])
      .execute(),
    db
      .selectFrom('cases')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('workspace_id', '=', workspaceId)
      .where('closed_at', '>=', span.from)
      .where('closed_at', '<', span.until)
      .executeTakeFirst(),
  ]);
  const sum = (keep: (row: (typeof created)[number]) => boolean) =>
    created.filter(keep).reduce((total, row) => total + Number(row.n), 0);
  return {
    created: sum(() => true),
    auto: sum((row) => row.is_auto_created),
    manual: sum((row) => !row.is_auto_created),
    opened: sum((row) => !row.closed),
    resolved: Number(resolved?.n ?? 0),
  };
}

/**
 * The cases created in the range per local day and risk level now (counted per quarter hour, then per day). A
 * case's level is the highest of its live entities, 0 without one (as caseRiskLevelSql of case-records says), here
 * in one grouped join rather than a subquery per case: a year holds thousands of cases.
 */
async function casesPerDayAndLevel(db: Db, workspaceId: number, range: DashboardRange) {
  const result = await sql<{ quarter: string; level: number; n: string }>`
    WITH c AS (
      SELECT id, created_at FROM cases
      WHERE workspace_id = ${workspaceId} AND created_at >= ${range.from} AND created_at < ${range.until}),
    levels AS (
      SELECT ce.case_id, max(coalesce(sa.risk_level, st.risk_level, cu.risk_level)) AS level
      FROM case_entities ce
      JOIN c ON c.id = ce.case_id
      LEFT JOIN screened_addresses sa
        ON ce.entity_type = 'address' AND sa.id = ce.object_id AND sa.archived_at IS NULL
      LEFT JOIN screened_transactions st
        ON ce.entity_type = 'transaction' AND st.id = ce.object_id AND st.archived_at IS NULL
      LEFT JOIN customers cu
        ON ce.entity_type = 'customer' AND cu.id = ce.object_id AND cu.archived_at IS NULL
      GROUP BY ce.case_id)
    SELECT floor(extract(epoch from c.created_at) / ${QUARTER_HOUR_SECONDS})::bigint AS quarter,
           coalesce(levels.level, 0) AS level, count(*) AS n
    FROM c LEFT JOIN levels ON levels.case_id = c.id
    GROUP BY 1, 2`.execute(db);
  const rows = result.rows;
  const dayOf = localDay(range.timeZone);
  const perDay = new Map<string, LevelCounts>(range.days.map((day) => [day, zeroLevels()]));
  const overall = zeroLevels();
  for (const row of rows) {
    const day = dayOf(new Date(Number(row.quarter) * QUARTER_HOUR_SECONDS * 1000));
    const level = Math.min(5, Math.max(0, Number(row.level))) as keyof LevelCounts;
    const counts = perDay.get(day);
    if (counts) counts[level] += Number(row.n);
    overall[level] += Number(row.n);
  }
  return {
    overall,
    series: range.days.map((date) => ({ date, case_level_counts: perDay.get(date) ?? zeroLevels() })),
  };
}

/** cases_summary of a range and the period before it. */
export async function casesSummary(db: Db, workspaceId: number, range: DashboardRange) {
  const [now, before, levels] = await Promise.all([
    caseTotals(db, workspaceId, range),
    caseTotals(db, workspaceId, range.previous),
    casesPerDayAndLevel(db, workspaceId, range),
  ]);
  return {
    total_cases_created: now.created,
    total_cases_resolved: now.resolved,
    total_cases_opened: now.opened,
    auto_created_cases: now.auto,
    manual_created_cases: now.manual,
    previous_total_cases_created: before.created,
    previous_total_cases_resolved: before.resolved,
    previous_total_cases_opened: before.opened,
    previous_auto_created_cases: before.auto,
    previous_manual_created_cases: before.manual,
    case_risk_level_count: levels.overall,
    time_series_by_risk_level: levels.series,
  };
}
