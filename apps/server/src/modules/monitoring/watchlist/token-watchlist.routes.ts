import { endpoints, TOKEN_WATCHLIST_MESSAGES } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireCaller, requireScope } from '../../../plugins/auth.ts';
import {
  archiveWatchedContract,
  insertWatchedContract,
  listWatchedContracts,
} from './token-watchlist.repo.ts';
import { requireTokenMonitoring, watchedContractKey } from './watched-contract.ts';

const api = endpoints.tokenWatchlist;

/**
 * The smart contract watchlist (spec part 3 §2.10, §6, §7.4): a plan feature (403 without it, for every call);
 * members of the workspace read it, admins and organisation admins change it (403 for anyone else). Another
 * workspace's entries are not found (404).
 */
export const tokenWatchlistRoutes: RouteModule = (app, { db }) => {
  const readerOf = async (request: Parameters<typeof requireScope>[0]) => {
    const scope = requireScope(request);
    await requireTokenMonitoring(db, scope.workspaceId);
    return scope;
  };
  const writerOf = async (request: Parameters<typeof requireScope>[0]) => {
    // 'admin' access has refused everyone else already (plugins/auth.ts).
    const scope = await readerOf(request);
    return { workspaceId: scope.workspaceId, userId: requireCaller(request).userId };
  };

  route(app, api.list, { access: 'workspace' }, async (request) => {
    const { workspaceId } = await readerOf(request);
    const { offset, limit, q, currency } = request.query;
    const page = await listWatchedContracts(db, workspaceId, { offset, limit, q, blockchain: currency });
    return pageOf(request, page.results, page.count, offset, limit);
  });
  route(app, api.add, { access: 'admin' }, async (request) => {
    const actor = await writerOf(request);
    const entry = await insertWatchedContract(db, { ...actor, ...watchedContractKey(request.body) });
    if (!entry) throw HttpError.fields({ identifier: [TOKEN_WATCHLIST_MESSAGES.alreadyWatched] });
    return entry;
  });
  route(app, api.archive, { access: 'admin' }, async (request) => {
    const actor = await writerOf(request);
    if (!(await archiveWatchedContract(db, { ...actor, ...watchedContractKey(request.body) })))
      throw notFound();
  });
};
