import { PolicyType } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { dayIn } from './request-time-zone.ts';

/** Which rules the figures are about: every rule of a policy, or one rule. */
export type RuleScope = { workspaceId: number; policyId: number; ruleId?: number };

const OBJECT_TYPE: Record<number, 'transaction' | 'address' | 'customer'> = {
  [PolicyType.Transaction]: 'transaction',
  [PolicyType.Address]: 'address',
  [PolicyType.Customer]: 'customer',
};

/** Days of the alerts-triggered chart (spec part 3 §9: rule analytics and the weekly chart cover 7 days). */
export const TRIGGER_CHART_DAYS = 7;

function ruleIdsOf(db: Db, scope: RuleScope) {
  let query = db
    .selectFrom('rules')
    .select('id')
    .where('workspace_id', '=', scope.workspaceId)
    .where('policy_id', '=', scope.policyId);
  if (scope.ruleId !== undefined) query = query.where('id', '=', scope.ruleId);
  return query;
}

/**
 * The workspace's live screened objects of the policy's type (total), how many of them the rules have alerted on
 * (flagged), and the share in percent (hit rate).
 */
export async function objectsFlagged(db: Db, scope: RuleScope, policyType: number) {
  const objectType = OBJECT_TYPE[policyType];
  const table =
    objectType === 'address'
      ? 'screened_addresses'
      : objectType === 'transaction'
        ? 'screened_transactions'
        : null;
  if (!table || !objectType) return { total_count: 0, flagged_count: 0, hit_rate: 0 };
  const total = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workspace_id', '=', scope.workspaceId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  // Only objects still live in the workspace count as flagged (an archived object left the denominator too).
  const liveObjects = sql`SELECT id FROM ${sql.table(table)} WHERE workspace_id = ${scope.workspaceId} AND archived_at IS NULL`;
  const flagged = await db
    .selectFrom('alerts as a')
    .select(sql<number>`count(DISTINCT a.object_id)`.as('n'))
    .where('a.workspace_id', '=', scope.workspaceId)
    .where('a.object_type', '=', objectType)
    .where('a.rule_id', 'in', ruleIdsOf(db, scope))
    .where(sql<boolean>`a.object_id IN (${liveObjects})`)
    .executeTakeFirst();
  const totalCount = Number(total?.n ?? 0);
  const flaggedCount = Number(flagged?.n ?? 0);
  const hitRate = totalCount > 0 ? Math.round((flaggedCount * 10_000) / totalCount) / 100 : 0;
  return { total_count: totalCount, flagged_count: flaggedCount, hit_rate: hitRate };
}

/** The policy's rules by how often they fired (alert items), most first; rules that never fired are left out. */
export async function mostTriggeredRules(db: Db, scope: RuleScope, limit = 10) {
  const rows = await db
    .selectFrom('rules as r')
    .innerJoin('alerts as a', 'a.rule_id', 'r.id')
    .innerJoin('alert_items as i', 'i.alert_id', 'a.id')
    .select([
      'r.uuid',
      'r.rule_name',
      'r.alert_level as risk_level',
      (eb) => eb.fn.count<number>('i.id').as('count'),
    ])
    .where('r.workspace_id', '=', scope.workspaceId)
    .where('r.policy_id', '=', scope.policyId)
    .where('a.workspace_id', '=', scope.workspaceId)
    .groupBy(['r.id', 'r.uuid', 'r.rule_name', 'r.alert_level'])
    .orderBy('count', 'desc')
    .orderBy('r.rule_name')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

const DAY_MS = 86_400_000;
/** Every time zone in use today is a whole number of quarter hours from UTC: a quarter hour lies in one local day. */
const QUARTER_HOUR_SECONDS = 900;

/** The last `count` calendar days ending with the day `today` (YYYY-MM-DD), oldest first. */
function daysEndingOn(today: string, count: number): string[] {
  const [y, m, d] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) - (count - 1 - i))).toISOString().slice(0, 10),
  );
}

/**
 * Alert items (each firing) per day of the user's time zone over the last 7 days ending today, oldest first, empty
 * days at 0. Items are counted per quarter hour in SQL, then each quarter hour goes to its local day.
 */
export async function alertsTriggeredOverTime(db: Db, scope: RuleScope, timeZone = 'UTC', now = new Date()) {
  const days = daysEndingOn(dayIn(timeZone, now), TRIGGER_CHART_DAYS);
  // A day more than the chart on either side covers every offset from UTC (−12 h to +14 h).
  const from = new Date(now.getTime() - (TRIGGER_CHART_DAYS + 1) * DAY_MS);
  const rows = await db
    .selectFrom('alert_items as i')
    .innerJoin('alerts as a', 'a.id', 'i.alert_id')
    .select([
      sql<number>`floor(extract(epoch from i.created_at) / ${QUARTER_HOUR_SECONDS})::bigint`.as('quarter'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where('i.workspace_id', '=', scope.workspaceId)
    .where('a.workspace_id', '=', scope.workspaceId)
    .where('a.rule_id', 'in', ruleIdsOf(db, scope))
    .where('i.created_at', '>=', from)
    .groupBy('quarter')
    .execute();
  const counts = new Map<string, number>();
  for (const row of rows) {
    const day = dayIn(timeZone, new Date(Number(row.quarter) * QUARTER_HOUR_SECONDS * 1000));
    counts.set(day, (counts.get(day) ?? 0) + Number(row.count));
  }
  return days.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}
