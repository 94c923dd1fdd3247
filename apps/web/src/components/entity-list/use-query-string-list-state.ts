import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readPage, writePage } from '../../lib/page-param.ts';
import type { ListState } from './entity-list-page.tsx';

/**
 * A list's filters and page kept in the query string, so a filtered list can be linked and survives a reload.
 * `read` and `write` are the list's own reading and writing of its filters (module-level functions).
 */
export function useQueryStringListState<Filters>(
  read: (params: URLSearchParams) => Filters,
  write: (params: URLSearchParams, filters: Filters) => URLSearchParams,
): ListState<Filters> {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => read(params), [read, params]);
  // Router navigations render in a transition: a second filter change can come before the first one re-rendered,
  // so changes apply to the last written query string, not to the one this render saw.
  const latestParams = useRef(params);
  useEffect(() => {
    latestParams.current = params;
  }, [params]);
  const setFilters = (patch: Partial<Filters>) => {
    const next = write(latestParams.current, { ...read(latestParams.current), ...patch });
    latestParams.current = next;
    setParams(next);
  };
  const setPage = (page: number) => setParams(writePage(params, page));
  return { filters, page: readPage(params), setFilters, setPage, scope: null };
}
