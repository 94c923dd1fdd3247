import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { unauthenticated } from '../../../lib/http-errors.ts';
import type { RouteModule } from '../../../lib/module.ts';
import { creditUsage } from './credit-usage.ts';

/**
 * The organisation's usage (organisation admins): the billing usage page's monthly and daily rows. The caller is
 * read from the request as the auth hook left it (this module is below plugins/auth.ts, which asks it whether a
 * plan has expired, so it does not import it back).
 */
export const billingRoutes: RouteModule = (api, { db }) => {
  const orgAdmin = { access: 'orgAdmin' } as const;
  route(api, endpoints.profile.creditUsage, orgAdmin, (request) =>
    creditUsage(db, organisationOf(request.caller), request.query, true),
  );
  route(api, endpoints.profile.creditUsageNonUnique, orgAdmin, (request) =>
    creditUsage(db, organisationOf(request.caller), request.query, false),
  );
};

function organisationOf(caller: { organizationId: number } | null): number {
  if (!caller) throw unauthenticated();
  return caller.organizationId;
}
