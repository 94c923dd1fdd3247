import { endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { pageOf, type RouteModule } from '../../../lib/module.ts';
import { requireScope } from '../../../plugins/auth.ts';
import { clusterAddressPage } from './cluster-addresses.repo.ts';
import { assertSearchable, minimumSearchLength, runSearch } from './run-search.ts';

/** Global search and the header bar's suggestions (spec part 1 §2 Global search, §7). */
export const searchRoutes: RouteModule = (api, { db }) => {
  route(api, endpoints.search.search, { access: 'workspace' }, async (request) => {
    const { q, offset, limit, entity_type, search_entity_type, coverage } = request.query;
    const type = entity_type ?? search_entity_type ?? 'all';
    assertSearchable(q, type);
    return runSearch(db, requireScope(request).workspaceId, { q, type, offset, limit, coverage });
  });

  // The chain store's addresses of a cluster, looked up like the search's unscreened addresses (not workspace
  // data): the investigation graph's cluster panel pages through them.
  route(api, endpoints.search.clusterAddresses, { access: 'workspace' }, async (request) => {
    const { currency, address, offset, limit } = request.query;
    const found = await clusterAddressPage(db, currency, address, { offset, limit });
    return pageOf(request, found.addresses, found.count, offset, limit);
  });

  // While typing: too short a string is not an error here, just no suggestion yet.
  route(api, endpoints.search.suggest, { access: 'workspace' }, async (request) => {
    const { q, limit } = request.query;
    const scope = requireScope(request);
    if (q.length < minimumSearchLength('all')) return { results: [] };
    const found = await runSearch(db, scope.workspaceId, { q, type: 'all', offset: 0, limit });
    const results = [
      ...found.addresses.results,
      ...found.transactions.results,
      ...found.un_screened_addresses.results,
      ...found.un_screened_transactions.results,
    ].slice(0, limit);
    return { results };
  });
};
