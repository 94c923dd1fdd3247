import { endpoints, PAGE_SIZE, type SearchEntityType, type SearchGroupName } from '@riskscreen/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** The results page asks for the 25 most relevant of each group (spec: 20 or 25). */
export const RESULTS_LIMIT = 25;

export function useSearchResults(q: string, type: SearchEntityType, isEnabled = true) {
  return useQuery({
    queryKey: ['search', q, type],
    enabled: isEnabled,
    queryFn: ({ signal }) =>
      api.call(endpoints.search.search, {
        query: { q, search_entity_type: type, limit: RESULTS_LIMIT, offset: 0 },
        signal,
      }),
  });
}

/**
 * One page (1-based, 10 per page) of one result group on one coverage side, for the list preview modal: the
 * server keeps only the items on chains of that coverage, so the pages match the group they were opened from.
 */
export function useSearchGroupPage(
  q: string,
  type: SearchEntityType,
  listing: { group: SearchGroupName; coverage: 'full' | 'lite' },
  page: number,
) {
  const { group, coverage } = listing;
  return useQuery({
    queryKey: ['search', q, type, group, coverage, page],
    queryFn: ({ signal }) =>
      api.call(endpoints.search.search, {
        query: {
          q,
          search_entity_type: type,
          coverage,
          limit: PAGE_SIZE.listPreview,
          offset: (page - 1) * PAGE_SIZE.listPreview,
        },
        signal,
      }),
    select: (data) => data[group],
    placeholderData: keepPreviousData,
  });
}

/** Two suggestions for what is typed (already debounced and long enough). */
export function useSuggestions(q: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ['search-suggest', q],
    queryFn: ({ signal }) =>
      api.call(endpoints.search.suggest, { query: { q, limit: PAGE_SIZE.suggest }, signal }),
    enabled: isEnabled,
    select: (data) => data.results,
  });
}
