import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';

export type PlanChange = {
  name?: string;
  /** YYYY-MM-DD, or null for a plan without end. */
  endDate?: string | null;
  userLimit?: number | null;
  creditLimit?: number | null;
  /** Requests one API key may make per minute (decision 0051). */
  apiRateLimit?: number | null;
};

/** The organisation is unknown, or its name is shared (then the slug names it). */
export class PlanRefused extends Error {}

/**
 * The operator sets an organisation's plan (the `set-plan` command), naming it by slug or by name: only the
 * fields given change. Extending the end date lifts the 'Billing Plan Has Expired' answer at once; the credit
 * period keeps its anchor (the organisation's creation).
 */
export async function setPlan(db: Db, organisation: string, change: PlanChange) {
  return inTransaction(db, async (trx) => {
    const bySlug = await trx
      .selectFrom('organizations')
      .select('id')
      .where('slug', '=', organisation)
      .execute();
    const found = bySlug.length
      ? bySlug
      : await trx.selectFrom('organizations').select('id').where('name', '=', organisation).execute();
    if (found.length === 0) throw new PlanRefused(`No organisation has the slug or name ${organisation}.`);
    if (found.length > 1)
      throw new PlanRefused(`Several organisations are named ${organisation}: give the slug.`);
    const id = (found[0] as { id: number }).id;
    return trx
      .updateTable('organizations')
      .set({
        ...(change.name !== undefined && { plan_name: change.name }),
        ...(change.endDate !== undefined && { plan_end_date: change.endDate }),
        ...(change.userLimit !== undefined && { user_limit: change.userLimit }),
        ...(change.creditLimit !== undefined && { credit_limit: change.creditLimit }),
        ...(change.apiRateLimit !== undefined && { api_rate_limit: change.apiRateLimit }),
      })
      .where('id', '=', id)
      .returning([
        'slug',
        'name',
        'plan_name',
        'plan_end_date',
        'user_limit',
        'credit_limit',
        'api_rate_limit',
      ])
      .executeTakeFirstOrThrow();
  });
}
