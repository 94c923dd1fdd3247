import { endpoints, errorText } from '@riskscreen/shared';
import { route } from '../../lib/endpoint-route.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { RouteModule } from '../../lib/module.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { currentSanctionsListings } from '../attribution/index.ts';
import { presentIdentifications } from './present-identifications.ts';

/**
 * The drop-in sanctions check: `GET /api/v1/address/{address}` with `X-API-Key`, no workspace parameter (the key
 * is bound to its workspace), answering the current sanctions listings of the address on every chain. A signed-in
 * user may call it too, naming the workspace. Labels are shared attribution: no workspace's own data is read.
 */
export const sanctionsCheckRoutes: RouteModule = (api, { db }) => {
  route(api, endpoints.sanctionsCheck.check, { access: 'user', apiKey: true }, async (request) => {
    const caller = requireCaller(request);
    const workspaceId = caller.apiKeyWorkspaceId ?? request.scope?.workspaceId;
    if (workspaceId === undefined) throw HttpError.fields({ workspace: [errorText('field_required')] });
    return presentIdentifications(await currentSanctionsListings(db, request.params.address, new Date()));
  });
};
