import type { SearchEntityType } from '@riskscreen/shared';
import { useLocation, useSearchParams } from 'react-router';
import { routes } from '../../lib/routes.ts';
import { useSearchResults } from './api.ts';
import { searchFromParams } from './search-rules.ts';

export type SearchTabCounts = {
  type: SearchEntityType;
  counts: Partial<Record<string, number>>;
};

/**
 * On the search page, how many results each tab of the tab bar has (screened and unscreened together); null on
 * any other page. It reads the results page's own answer, so it asks the server nothing more.
 */
export function useSearchTabCounts(): SearchTabCounts | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const search = location.pathname === routes.search.pattern ? searchFromParams(params) : null;
  const query = useSearchResults(search?.q ?? '', search?.type ?? 'all', search !== null);
  if (!search || !query.data) return null;
  const d = query.data;
  return {
    type: search.type,
    counts: {
      addresses: d.addresses.count + d.un_screened_addresses.count,
      transactions: d.transactions.count + d.un_screened_transactions.count,
      customers: d.customers.count,
      cases: d.cases.count,
    },
  };
}
