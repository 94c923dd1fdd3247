import { searchQuery, searchResponse, suggestQuery, suggestResponse } from '@riskscreen/shared';
import type { RouteModule } from '../../lib/module.ts';
import { requireScope } from '../../plugins/auth.ts';
import { assertSearchable, minimumSearchLength, runSearch } from './run-search.ts';

const tags = ['search'];

/** Global search and the header bar's suggestions (spec part 1 §2 Global search, §7). */
export const searchRoutes: RouteModule = (api, { db }) => {
  api.get(
    '/risk/api/v4/search/',
    {
      config: { access: 'workspace' },
      schema: { tags, querystring: searchQuery, response: { 200: searchResponse } },
    },
    async (request) => {
      const { q, offset, limit, entity_type, search_entity_type } = request.query;
      const type = entity_type ?? search_entity_type ?? 'all';
      assertSearchable(q, type);
      return runSearch(db, requireScope(request).workspaceId, { q, type, offset, limit });
    },
  );

  // While typing: too short a string is not an error here, just no suggestion yet.
  api.get(
    '/risk/api/v4/search/suggest/',
    {
      config: { access: 'workspace' },
      schema: { tags, querystring: suggestQuery, response: { 200: suggestResponse } },
    },
    async (request) => {
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
    },
  );
};
