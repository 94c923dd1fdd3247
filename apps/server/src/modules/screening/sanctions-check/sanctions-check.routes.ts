import { endpoints, errorText } from '@riskscreen/shared';
import { inTransaction } from '../../../db/in-transaction.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import type { RouteModule } from '../../../lib/module.ts';
import { requireCaller } from '../../../plugins/auth.ts';
import { consumeCredit } from '../../accounts/index.ts';
import { currentSanctionsListings } from '../../attribution/index.ts';
import { recordScreening } from '../screenings/index.ts';
import { presentIdentifications } from './present-identifications.ts';

/** The usage event of a check: it names no chain (the identifier is looked up on all), as "All chains" does. */
const ALL_CHAINS = -1;

/**
 * The drop-in sanctions check: `GET /api/v1/address/{address}` with `X-API-Key`, no workspace parameter (the key
 * is bound to its workspace), answering the current sanctions listings of the address on every chain. A signed-in
 * user may call it too, naming the workspace. Labels are shared attribution: no workspace's own data is read.
 * Each check is a screening call: it spends one credit (402 at the plan's limit) and counts in the usage; past the
 * plan's end date it answers 401 'Your Billing Plan Has Expired', as every workspace route does.
 */
export const sanctionsCheckRoutes: RouteModule = (api, { db }) => {
  const config = { access: 'user', apiKey: true, workspaceData: true } as const;
  route(api, endpoints.sanctionsCheck.check, config, async (request) => {
    const caller = requireCaller(request);
    const workspaceId = caller.apiKeyWorkspaceId ?? request.scope?.workspaceId;
    if (workspaceId === undefined) throw HttpError.fields({ workspace: [errorText('field_required')] });
    const started = performance.now();
    const now = new Date();
    const { address } = request.params;
    return inTransaction(db, async (trx) => {
      await consumeCredit(trx, workspaceId, now);
      const answer = presentIdentifications(await currentSanctionsListings(trx, address, now));
      await recordScreening(trx, {
        workspaceId,
        caller,
        objectType: 'address',
        blockchain: ALL_CHAINS,
        identifier: address,
        riskLevel: answer.identifications.length > 0 ? 5 : 0,
        durationMs: performance.now() - started,
      });
      return answer;
    });
  });
};
