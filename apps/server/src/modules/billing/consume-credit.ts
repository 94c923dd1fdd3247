import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
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

/** Screenings of every workspace of the organisation since the period's start. */
export async function creditsUsed(db: Db, organizationId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('screening_events')
    .innerJoin('workspaces', 'workspaces.id', 'screening_events.workspace_id')
    .select(sql<string>`count(*)`.as('n'))
    .where('workspaces.organization_id', '=', organizationId)
    .where('screening_events.created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
