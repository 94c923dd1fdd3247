import { ARCHIVE_LOGS_PAGE_SIZE, type ArchivedObjectType, endpoints } from '@riskscreen/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useWorkspaceSlug } from '../../lib/workspace.ts';

/** The page's search (a part of the identifier) and its Blockchain and Type filters; null is no filter. */
export type ArchiveLogFilters = { q: string; currency: number | null; type: ArchivedObjectType | null };

export const NO_ARCHIVE_LOG_FILTERS: ArchiveLogFilters = { q: '', currency: null, type: null };

export const archiveLogKeys = {
  all: ['archive-logs'] as const,
  page: (workspace: string | null, filters: ArchiveLogFilters, page: number) =>
    ['archive-logs', workspace, filters, page] as const,
};

/** Filter parameters as the server takes them: nothing for an empty filter (null values are dropped). */
function filterQuery(filters: ArchiveLogFilters) {
  return { q: filters.q.trim() || null, currency: filters.currency, type: filters.type };
}

/**
 * One page (1-based) of the workspace's archive history, newest first, 20 rows (spec part 3 §2.12); the previous
 * page stays on screen while the next one loads.
 */
export function useArchiveLogs(filters: ArchiveLogFilters, page: number) {
  const workspace = useWorkspaceSlug();
  return useQuery({
    queryKey: archiveLogKeys.page(workspace, filters, page),
    queryFn: ({ signal }) =>
      api.call(endpoints.archiveLogs.list, {
        query: {
          ...filterQuery(filters),
          offset: (page - 1) * ARCHIVE_LOGS_PAGE_SIZE,
          limit: ARCHIVE_LOGS_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
