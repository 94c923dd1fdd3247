import type { PlanFlags } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { hashPassword } from '../../../lib/hashing.ts';
import { seedWorkspaceDefaults } from './seed-workspace-defaults.ts';

export type NewOrganisation = {
  slug: string;
  name: string;
  domain?: string;
  planFlags?: Partial<PlanFlags>;
  workspaces: { slug: string; name: string }[];
  users: {
    email: string;
    firstName: string;
    lastName: string;
    /** None: the user chooses it through a sign-up link (the first admin made by the CLI). */
    password?: string;
    isOrganizationAdmin?: boolean;
    profileRole?: number;
    isActive?: boolean;
    memberships: { workspace: string; role: number; caseRole?: number }[];
  }[];
};

/** Create an organisation with its workspaces, users and memberships in one transaction (the caller's, if any). */
export async function createOrganisation(db: Db, input: NewOrganisation) {
  const hashes = await Promise.all(
    input.users.map((u) => (u.password === undefined ? null : hashPassword(u.password))),
  );
  return inTransaction(db, async (trx) => {
    const org = await trx
      .insertInto('organizations')
      .values({
        slug: input.slug,
        name: input.name,
        domain: input.domain ?? '',
        plan_flags: JSON.stringify(input.planFlags ?? {}),
        brand_logo: null,
        report_logo: null,
        color_code: null,
        user_limit: 50,
        credit_limit: 100_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const workspaceIds = new Map<string, number>();
    for (const ws of input.workspaces) {
      const row = await trx
        .insertInto('workspaces')
        .values({ organization_id: org.id, slug: ws.slug, name: ws.name, continuous_monitoring_days: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      workspaceIds.set(ws.slug, row.id);
      await seedWorkspaceDefaults(trx, row.id);
    }
    const userIds = new Map<string, number>();
    for (const [i, u] of input.users.entries()) {
      const row = await trx
        .insertInto('users')
        .values({
          organization_id: org.id,
          email: u.email.toLowerCase(),
          first_name: u.firstName,
          last_name: u.lastName,
          password_hash: hashes[i] ?? null,
          role: u.profileRole ?? null,
          is_organization_admin: u.isOrganizationAdmin ?? false,
          is_active: u.isActive ?? true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds.set(u.email.toLowerCase(), row.id);
      for (const m of u.memberships) {
        const workspaceId = workspaceIds.get(m.workspace);
        if (workspaceId === undefined) throw new Error(`Unknown workspace ${m.workspace} for ${u.email}`);
        await trx
          .insertInto('memberships')
          .values({ user_id: row.id, workspace_id: workspaceId, role: m.role, case_role: m.caseRole ?? null })
          .execute();
      }
    }
    return { organizationId: org.id, workspaceIds, userIds };
  });
}
