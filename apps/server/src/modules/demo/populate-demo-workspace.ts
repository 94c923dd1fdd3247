import { isAdmin } from '@riskscreen/shared';
import { sql } from 'kysely';
import { DEFAULT_DEMO_SEED, demoCatalogue } from '../../chain/providers/demo/index.ts';
import type { Db } from '../../db/client.ts';
import type { Caller, WorkspaceScope } from '../../plugins/auth.ts';
import { TokenAccountError } from '../screening/address-report.ts';
import { screenAddress } from '../screening/screen-address.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Make the demo workspace look as a team would have it after weeks of use: the named demo objects and a few
 * hundred other addresses screened across chains and risk levels, through the same operation as the API.
 * Runs once: a workspace that already screened anything is left alone.
 */
export async function populateDemoWorkspace(
  db: Db,
  options: { workspaceSlug: string; userEmail: string; now: Date; sampleSize?: number },
): Promise<{ screened: number; ms: number }> {
  const started = performance.now();
  const ws = await db
    .selectFrom('workspaces')
    .select(['id', 'slug', 'name'])
    .where('slug', '=', options.workspaceSlug)
    .executeTakeFirst();
  const user = await db
    .selectFrom('users')
    .select(['id', 'organization_id', 'email', 'role', 'is_organization_admin'])
    .where('email', '=', options.userEmail)
    .executeTakeFirst();
  if (!ws || !user) return { screened: 0, ms: 0 };
  const already = await db
    .selectFrom('screened_addresses')
    .select('id')
    .where('workspace_id', '=', ws.id)
    .limit(1)
    .execute();
  if (already.length > 0) return { screened: 0, ms: 0 };

  const scope: WorkspaceScope = {
    workspaceId: ws.id,
    slug: ws.slug,
    name: ws.name,
    membershipRole: 1,
    caseRole: 1,
    isAdmin: isAdmin({
      isOrganizationAdmin: user.is_organization_admin,
      profileRole: user.role,
      membershipRole: 1,
    }),
  };
  const caller: Caller = {
    userId: user.id,
    organizationId: user.organization_id,
    email: user.email,
    profileRole: user.role,
    isOrganizationAdmin: user.is_organization_admin,
    via: 'token',
    sessionId: null,
    apiKeyWorkspaceId: null,
  };

  // A deterministic sample of addresses with activity on every demo chain (md5 order is stable and well mixed).
  const sample = await sql<{ blockchain: number; address: string }>`
    SELECT blockchain, address FROM chain_addresses
    WHERE token_account_owner IS NULL AND incoming_count + outgoing_count > 0
    ORDER BY md5(address) LIMIT ${options.sampleSize ?? 250}
  `.execute(db);
  const targets = [
    ...demoCatalogue(DEFAULT_DEMO_SEED).map((o) => ({ blockchain: o.blockchain, address: o.address })),
    ...sample.rows,
  ];
  let screened = 0;
  for (const [i, target] of targets.entries()) {
    // Spread the screenings over the last six weeks, oldest first.
    const at = new Date(options.now.getTime() - ((targets.length - i) / targets.length) * 42 * DAY_MS);
    const customer = i % 7 === 0 ? { customer_id: `CUST-${1000 + i}`, type: (i % 2 ? 1 : 2) as 1 | 2 } : {};
    try {
      await screenAddress(
        db,
        scope,
        caller,
        { identifier: target.address, currency: target.blockchain, ...customer },
        at,
      );
      screened++;
    } catch (error) {
      if (!(error instanceof TokenAccountError)) throw error;
    }
  }
  return { screened, ms: Math.round(performance.now() - started) };
}
