import { sql } from 'kysely';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { creditPeriodStart } from './credit-period.ts';

/**
 * Take one screening credit of the workspace's organisation, inside the screening's unit of work. With a credit
 * limit the organisation row is locked first, so two screenings racing for the last credit run one after the
 * other: the second counts the first's usage event once the first commits, and is refused (402). Every screening
 * call counts (a re-screen too): the usage event the unit of work writes is the spent credit, so a refused or
 * failed screening spends nothing. Without a credit limit nothing is locked or counted.
 */
export async function consumeCredit(trx: Db, workspaceId: number, now: Date): Promise<void> {
  await refuseWithoutCredit(trx, workspaceId, now, true);
}

/**
 * The same check without the lock, before a screening's slow part (tracing), so a screening past the limit is
 * refused at once; consumeCredit decides again under the lock.
 */
export async function refuseWithoutCredit(
  db: Db,
  workspaceId: number,
  now: Date,
  lock = false,
): Promise<void> {
  const plan = await organisationOf(db, workspaceId);
  if (plan.credit_limit === null) return;
  const org = lock ? await organisationOf(db, workspaceId, true) : plan;
  if (org.credit_limit === null) return;
  const used = await creditsUsed(db, org.id, creditPeriodStart(new Date(org.created_at), now));
  if (used >= org.credit_limit) throw HttpError.fromCatalogue(402, 'credit_limit_reached', org.credit_limit);
}

/** The workspace's organisation with its credit limit; `lock` takes its row until the transaction ends. */
export function organisationOf(db: Db, workspaceId: number, lock = false) {
  const query = db
    .selectFrom('organizations')
    .innerJoin('workspaces', 'workspaces.organization_id', 'organizations.id')
    .select(['organizations.id', 'organizations.credit_limit', 'organizations.created_at'])
    .where('workspaces.id', '=', workspaceId);
  return (lock ? query.forUpdate('organizations') : query).executeTakeFirstOrThrow();
}

/**
 * Screenings of every workspace of the organisation since the period's start. A period runs a year, so counting
 * its usage events grows with use (about 190 ms for a million on the embedded database, paid by every screening
 * under a credit limit). The days after the period's first one come from the screenings rollup instead (per UTC
 * day, kept by a trigger on the events whatever writes them, migration 0024: a few rows a day, compacted by the
 * dashboard's job); only the first day, which the period starts part-way through, is counted from the events.
 */
export async function creditsUsed(db: Db, organizationId: number, since: Date): Promise<number> {
  const firstDay = since.toISOString().slice(0, 10);
  const nextDay = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate() + 1));
  const workspaces = sql`SELECT id FROM workspaces WHERE organization_id = ${organizationId}`;
  // Compacted rows and deltas apart, so each sum reads its own partial index.
  const { rows } = await sql<{ n: string }>`
    SELECT
      (SELECT count(*) FROM screening_events
        WHERE workspace_id IN (${workspaces}) AND created_at >= ${since} AND created_at < ${nextDay})
    + (SELECT coalesce(sum(n), 0) FROM dashboard_screenings
        WHERE workspace_id IN (${workspaces}) AND NOT delta AND day > ${firstDay}::date)
    + (SELECT coalesce(sum(n), 0) FROM dashboard_screenings
        WHERE workspace_id IN (${workspaces}) AND delta AND day > ${firstDay}::date) AS n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
