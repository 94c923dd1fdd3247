import { type OrganisationWorkspace, roleVerbose, WORKSPACE_MESSAGES } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { seedWorkspaceDefaults } from './seed-workspace-defaults.ts';
import { freeSlug, slugOf } from './slugs.ts';

/** The organisation's workspaces (spec part 3 §2.14): name, slug, active members per role, policies. */
export async function listWorkspaces(
  db: Db,
  organizationId: number,
  only?: number,
): Promise<OrganisationWorkspace[]> {
  let query = db
    .selectFrom('workspaces')
    .select(['id', 'name', 'slug', 'created_at'])
    .select((eb) =>
      eb
        .selectFrom('policies')
        .select((p) => p.fn.countAll<string>().as('n'))
        .whereRef('policies.workspace_id', '=', 'workspaces.id')
        .as('policy_count'),
    )
    .where('organization_id', '=', organizationId)
    .orderBy('name')
    .orderBy('id');
  if (only !== undefined) query = query.where('id', '=', only);
  const workspaces = await query.execute();
  const ids = workspaces.map((w) => w.id);
  const counts = ids.length
    ? await db
        .selectFrom('memberships')
        .innerJoin('users', 'users.id', 'memberships.user_id')
        .select(['memberships.workspace_id', 'memberships.role'])
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('memberships.workspace_id', 'in', ids)
        .where('memberships.is_active', '=', true)
        .where('users.is_active', '=', true)
        .groupBy(['memberships.workspace_id', 'memberships.role'])
        .orderBy('memberships.role')
        .execute()
    : [];
  return workspaces.map((w) => ({
    id: w.id,
    name: w.name,
    slug: w.slug,
    created_at: w.created_at.toISOString(),
    policy_count: Number(w.policy_count ?? 0),
    role_counts: counts
      .filter((c) => c.workspace_id === w.id)
      .map((c) => ({ role: c.role, role_verbose: roleVerbose(c.role), count: Number(c.n) })),
  }));
}

/**
 * A new workspace of the organisation with what every workspace starts with (stages and default policies), in
 * one transaction. A slug that is given must be free; one made from the name gets a number when taken.
 */
export async function createWorkspace(
  db: Db,
  organizationId: number,
  input: { name: string; slug?: string | undefined },
): Promise<number> {
  return inTransaction(db, async (trx) => {
    // Slugs are unique across organisations: the lock keeps two creations from choosing the same free one.
    await trx
      .selectFrom('organizations')
      .select('id')
      .where('id', '=', organizationId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    let slug: string;
    if (input.slug) {
      const taken = await trx
        .selectFrom('workspaces')
        .select('id')
        .where('slug', '=', input.slug)
        .executeTakeFirst();
      if (taken) throw HttpError.fields({ slug: [WORKSPACE_MESSAGES.slugTaken] });
      slug = input.slug;
    } else {
      slug = await freeSlug(trx, 'workspaces', slugOf(input.name));
    }
    const row = await trx
      .insertInto('workspaces')
      .values({ organization_id: organizationId, slug, name: input.name, continuous_monitoring_days: null })
      .onConflict((oc) => oc.column('slug').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw HttpError.fields({ slug: [WORKSPACE_MESSAGES.slugTaken] });
    await seedWorkspaceDefaults(trx, row.id);
    return row.id;
  });
}

/** Rename a workspace of the organisation (its slug stays: links and API calls name it). */
export async function renameWorkspace(
  db: Db,
  organizationId: number,
  workspaceId: number,
  name: string,
): Promise<void> {
  const result = await db
    .updateTable('workspaces')
    .set({ name })
    .where('id', '=', workspaceId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notFound();
}

/**
 * The workspaces a caller may work in, by name: an organisation admin's are all of the organisation's, anyone
 * else's are their active memberships'; an API key's, its own workspace only.
 */
export async function listUsableWorkspaces(
  db: Db,
  caller: {
    userId: number;
    organizationId: number;
    isOrganizationAdmin: boolean;
    apiKeyWorkspaceId: number | null;
  },
): Promise<{ slug: string; name: string }[]> {
  let query = db
    .selectFrom('workspaces as w')
    .select(['w.slug', 'w.name'])
    .where('w.organization_id', '=', caller.organizationId);
  if (caller.apiKeyWorkspaceId !== null) query = query.where('w.id', '=', caller.apiKeyWorkspaceId);
  if (!caller.isOrganizationAdmin) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('memberships as m')
          .select('m.id')
          .whereRef('m.workspace_id', '=', 'w.id')
          .where('m.user_id', '=', caller.userId)
          .where('m.is_active', '=', true),
      ),
    );
  }
  return query.orderBy('w.name').orderBy('w.slug').execute();
}
