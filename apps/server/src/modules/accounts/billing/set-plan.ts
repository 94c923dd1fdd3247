import type { PlanFlags } from '@riskscreen/shared';
import { sql } from 'kysely';
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
  /** Plan features kept in organizations.plan_flags (continuous monitoring, proof of reserves). */
  flags?: Partial<Pick<PlanFlags, 'can_enable_continuous_monitoring' | 'is_proof_of_reserve_enabled'>>;
  /** The smart contract watchlist, a flag of each workspace (token_monitoring_status): set on all of them. */
  tokenMonitoring?: boolean;
};

/** The organisation is unknown, or its name is shared (then the slug names it). */
export class PlanRefused extends Error {}

/**
 * The operator sets an organisation's plan (the `set-plan` command), naming it by slug or by name: only the
 * fields given change. Extending the end date lifts the 'Billing Plan Has Expired' answer at once; the credit
 * period keeps its anchor (the organisation's creation). Plan flags given are merged into those stored; token
 * monitoring is set on every workspace of the organisation.
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
    if (change.tokenMonitoring !== undefined)
      await trx
        .updateTable('workspaces')
        .set({ token_monitoring_status: change.tokenMonitoring })
        .where('organization_id', '=', id)
        .execute();
    const flags = change.flags && Object.keys(change.flags).length > 0 ? change.flags : undefined;
    const columns = {
      ...(change.name !== undefined && { plan_name: change.name }),
      ...(change.endDate !== undefined && { plan_end_date: change.endDate }),
      ...(change.userLimit !== undefined && { user_limit: change.userLimit }),
      ...(change.creditLimit !== undefined && { credit_limit: change.creditLimit }),
      ...(change.apiRateLimit !== undefined && { api_rate_limit: change.apiRateLimit }),
      ...(flags && { plan_flags: sql<string>`plan_flags || ${JSON.stringify(flags)}::jsonb` }),
    };
    const shown = [
      'slug',
      'name',
      'plan_name',
      'plan_end_date',
      'user_limit',
      'credit_limit',
      'api_rate_limit',
      'plan_flags',
    ] as const;
    // Token monitoring alone changes no column of the organisation: its plan is read back as it is.
    const plan =
      Object.keys(columns).length > 0
        ? await trx
            .updateTable('organizations')
            .set(columns)
            .where('id', '=', id)
            .returning(shown)
            .executeTakeFirstOrThrow()
        : await trx.selectFrom('organizations').select(shown).where('id', '=', id).executeTakeFirstOrThrow();
    const workspaces = await trx
      .selectFrom('workspaces')
      .select('token_monitoring_status')
      .where('organization_id', '=', id)
      .execute();
    return {
      ...plan,
      workspaceCount: workspaces.length,
      tokenMonitoringWorkspaces: workspaces.filter((w) => w.token_monitoring_status).length,
    };
  });
}
