import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { accountLinkPath, issueAccountToken } from '../../accounts/index.ts';
import { createOrganisation } from './create-organisation.ts';
import { freeSlug, slugOf } from './slugs.ts';

export type Founding = {
  name: string;
  slug?: string | undefined;
  workspaceName: string;
  admin: { email: string; firstName?: string; lastName?: string; password?: string };
};

export class FoundingRefused extends Error {}

/**
 * A real organisation's start: the organisation, its first workspace (with the default stages and policies) and
 * its first organisation admin, an admin of that workspace. Without a password, the admin gets a one-time sign-up
 * link (answered as a path of the web app) to choose one. All in one transaction.
 */
export async function foundOrganisation(
  db: Db,
  founding: Founding,
): Promise<{ organizationSlug: string; workspaceSlug: string; signUpPath: string | null }> {
  const email = founding.admin.email.trim().toLowerCase();
  return inTransaction(db, async (trx) => {
    const taken = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) throw new FoundingRefused(`A user with the email ${email} exists already.`);
    let organizationSlug: string;
    if (founding.slug) {
      const used = await trx
        .selectFrom('organizations')
        .select('id')
        .where('slug', '=', founding.slug)
        .executeTakeFirst();
      if (used) throw new FoundingRefused(`An organisation with the slug ${founding.slug} exists already.`);
      organizationSlug = founding.slug;
    } else organizationSlug = await freeSlug(trx, 'organizations', slugOf(founding.name));
    const workspaceSlug = await freeSlug(trx, 'workspaces', slugOf(founding.workspaceName));
    const created = await createOrganisation(trx, {
      slug: organizationSlug,
      name: founding.name,
      workspaces: [{ slug: workspaceSlug, name: founding.workspaceName }],
      users: [
        {
          email,
          firstName: founding.admin.firstName ?? '',
          lastName: founding.admin.lastName ?? '',
          ...(founding.admin.password !== undefined ? { password: founding.admin.password } : {}),
          isOrganizationAdmin: true,
          memberships: [{ workspace: workspaceSlug, role: 1 }],
        },
      ],
    });
    let signUpPath: string | null = null;
    if (founding.admin.password === undefined) {
      const userId = created.userIds.get(email) as number;
      signUpPath = accountLinkPath('sign_up', await issueAccountToken(trx, userId, 'sign_up'));
    }
    return { organizationSlug, workspaceSlug, signUpPath };
  });
}
