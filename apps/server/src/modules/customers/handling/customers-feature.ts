import type { onRequestHookHandler } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { planFlagsOf } from '../../accounts/index.ts';

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
