import { isAdmin } from '@riskscreen/shared';
import { sql } from 'kysely';
import { DEFAULT_DEMO_SEED, demoCatalogue } from '../../../chain/providers/demo/index.ts';
import type { Caller, WorkspaceScope } from '../../../plugins/auth.ts';
import { type ExposureDeps, TokenAccountError } from '../../exposure/index.ts';
import { screenAddress, screenTransaction } from '../../screening/index.ts';
import { pickDemoTransactions } from './demo-transactions.ts';

const DAY_MS = 24 * 3600 * 1000;
/** How far back the demo screenings go. */
const HISTORY_DAYS = 42;

export type DemoPopulation = { screened: number; addresses: number; transactions: number; ms: number };

/**
 * Make the demo workspace look as a team would have it after weeks of use: the named demo objects and a few
 * hundred other addresses, and a couple of hundred transactions, screened across chains and risk levels through
 * the same operations as the API (so the default policies raise their alerts). Addresses and transactions each run
 * once: a workspace that already screened addresses (transactions) gets no more of them.
 */
export async function populateDemoWorkspace(
  deps: ExposureDeps,
  options: {
    workspaceSlug: string;
    userEmail: string;
    now: Date;
    sampleSize?: number;
    transactionCount?: number;
  },
): Promise<DemoPopulation> {
  const none: DemoPopulation = { screened: 0, addresses: 0, transactions: 0, ms: 0 };
  const started = performance.now();
  const { db } = deps;
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
  if (!ws || !user) return none;
  const hasAny = async (table: 'screened_addresses' | 'screened_transactions') =>
    (await db.selectFrom(table).select('id').where('workspace_id', '=', ws.id).limit(1).execute()).length > 0;
  const doAddresses = !(await hasAny('screened_addresses'));
  const doTransactions = !(await hasAny('screened_transactions'));
  if (!doAddresses && !doTransactions) return none;

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
    via: 'system',
    sessionId: null,
    apiKeyWorkspaceId: null,
  };

  // Spread the screenings over the last six weeks, oldest first.
  const timeOf = (i: number, count: number) =>
    new Date(options.now.getTime() - ((count - i) / count) * HISTORY_DAYS * DAY_MS);
  const customerOf = (i: number) =>
    i % 7 === 0 ? { customer_id: `CUST-${1000 + i}`, type: (i % 2 ? 1 : 2) as 1 | 2 } : {};

  let addresses = 0;
  if (doAddresses) {
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
    for (const [i, target] of targets.entries()) {
      try {
        await screenAddress(
          deps,
          scope,
          caller,
          { identifier: target.address, currency: target.blockchain, ...customerOf(i) },
          timeOf(i, targets.length),
        );
        addresses++;
      } catch (error) {
        if (!(error instanceof TokenAccountError)) throw error;
      }
    }
  }

  let transactions = 0;
  if (doTransactions) {
    const total = options.transactionCount ?? 200;
    const picked = await pickDemoTransactions(db, {
      total,
      perCategory: Math.max(1, Math.round(total / 33)),
      indirect: Math.max(1, Math.round(total / 16)),
    });
    for (const [i, tx] of picked.entries()) {
      await screenTransaction(
        deps,
        scope,
        caller,
        { identifier: tx.hash, currency: tx.blockchain, ...customerOf(i + 3) },
        timeOf(i, picked.length),
      );
      transactions++;
    }
  }
  return {
    screened: addresses + transactions,
    addresses,
    transactions,
    ms: Math.round(performance.now() - started),
  };
}
