import type { CreditUsageQuery, CreditUsageRow } from '@riskscreen/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';

/**
 * The organisation's screenings per month or per day in the viewer's calendar (its UTC offset), newest first.
 * Non-unique counts every screening call (each spent a credit); unique counts each screened object (chain and
 * identifier) once per period, however often it was re-screened.
 */
export async function creditUsage(
  db: Db,
  organizationId: number,
  query: CreditUsageQuery,
  unique: boolean,
): Promise<CreditUsageRow[]> {
  const format = query.interval === 'daily' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const local = sql`(screening_events.created_at at time zone 'UTC' + make_interval(mins => ${query.offset}))`;
  const period = sql<string>`to_char(${local}, ${format})`;
  const counted = (type: 'address' | 'transaction') =>
    unique
      ? sql<string>`count(distinct (screening_events.blockchain, screening_events.identifier)) filter (where screening_events.object_type = ${type})`
      : sql<string>`count(*) filter (where screening_events.object_type = ${type})`;
  let select = db
    .selectFrom('screening_events')
    .innerJoin('workspaces', 'workspaces.id', 'screening_events.workspace_id')
    .select([
      period.as('period'),
      counted('address').as('addresses'),
      counted('transaction').as('transactions'),
    ])
    .where('workspaces.organization_id', '=', organizationId)
    .groupBy(sql`1`)
    .orderBy(sql`1`, 'desc');
  if (query.start_date) select = select.where(sql<boolean>`${local}::date >= ${query.start_date}::date`);
  if (query.end_date) select = select.where(sql<boolean>`${local}::date <= ${query.end_date}::date`);
  if (query.date_screened)
    select = select.where(
      sql<boolean>`to_char(${local}, ${dateFormatOf(query.date_screened)}) = ${query.date_screened}`,
    );
  const rows = await select.execute();
  return rows.map((row) => {
    const addresses = Number(row.addresses);
    const transactions = Number(row.transactions);
    return {
      time_period_display: display(row.period),
      addresses,
      transactions,
      total: addresses + transactions,
    };
  });
}

const dateFormatOf = (value: string) => (value.length === 7 ? 'YYYY-MM' : 'YYYY-MM-DD');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Nov 2026' for a month, 'Nov 26, 2026' for a day. */
function display(period: string): string {
  const [year, month, day] = period.split('-');
  const name = MONTHS[Number(month) - 1];
  return day ? `${name} ${Number(day)}, ${year}` : `${name} ${year}`;
}
