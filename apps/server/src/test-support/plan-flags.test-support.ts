import type { PlanFlags } from '@riskscreen/shared';
import type { Db } from '../db/client.ts';

/**
 * Runs `test` with an organisation's plan changed by `flags` (the other flags kept), then puts the plan back as it
 * was, also when the test fails: later tests of the file see the fixture's plan.
 */
export async function withPlanFlags(
  db: Db,
  organisationSlug: string,
  flags: Partial<PlanFlags>,
  test: () => Promise<void>,
): Promise<void> {
  const org = await db
    .selectFrom('organizations')
    .select(['id', 'plan_flags'])
    .where('slug', '=', organisationSlug)
    .executeTakeFirstOrThrow();
  await setPlan(db, org.id, { ...(org.plan_flags ?? {}), ...flags });
  try {
    await test();
  } finally {
    await setPlan(db, org.id, org.plan_flags ?? {});
  }
}

async function setPlan(db: Db, organisationId: number, flags: Partial<PlanFlags>): Promise<void> {
  await db
    .updateTable('organizations')
    .set({ plan_flags: JSON.stringify(flags) })
    .where('id', '=', organisationId)
    .execute();
}
