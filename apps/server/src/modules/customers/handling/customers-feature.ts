import type { onRequestHookHandler } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { planFlagsOf } from '../../accounts/index.ts';
import { findCustomer } from '../../screening/index.ts';

/**
 * Customers are a plan feature (can_access_customers): every customer call of a workspace whose organisation's
 * plan lacks it answers 403, whatever the web shows. Runs after the auth hook, so an outsider still gets 404.
 */
export function customersFeature(db: Db): onRequestHookHandler {
  return async (request) => {
    if (!request.scope) return;
    const row = await db
      .selectFrom('workspaces as w')
      .innerJoin('organizations as o', 'o.id', 'w.organization_id')
      .select('o.plan_flags')
      .where('w.id', '=', request.scope.workspaceId)
      .executeTakeFirst();
    if (!planFlagsOf(row?.plan_flags).can_access_customers) {
      throw HttpError.fromCatalogue(403, 'customers_not_in_plan');
    }
  };
}

/** What the customer routes share: their options (a workspace call behind the plan feature) and the live customer. */
export function customerRouteKit(db: Db) {
  return {
    options: { access: 'workspace', onRequest: customersFeature(db) } as const,
    /** The workspace's live customer of the id, or 404. */
    load: async (workspaceId: number, id: number) => {
      const row = await findCustomer(db, workspaceId, id);
      if (!row) throw notFound();
      return row;
    },
  };
}
