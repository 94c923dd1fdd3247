import { endpoints, PAGE_SIZE } from '@riskscreen/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { notifyDownloadQueued } from '../../lib/queued-download.ts';

/** The chain view refreshes itself while open, which also moves its 'x minutes ago' on. */
const CHAIN_STATUS_REFRESH_MS = 60_000;

export const chainsKeys = {
  assets: (filter: AssetFilter, page: number) => ['chains', 'digital-assets', filter, page] as const,
  statuses: ['chains', 'statuses'] as const,
};

/** The browser's filter: search text (name or symbol) and blockchain numbers. */
export type AssetFilter = { q: string; blockchains: number[] };

/** Filter parameters as the server takes them: nothing for an empty filter (null values are dropped). */
function filterQuery(filter: AssetFilter) {
  return {
    q: filter.q.trim() || null,
    blockchains: filter.blockchains.length > 0 ? filter.blockchains : null,
  };
}

/** One page (1-based) of supported assets; the previous page stays on screen while the next one loads. */
export function useDigitalAssets(filter: AssetFilter, page: number, isEnabled: boolean) {
  return useQuery({
    queryKey: chainsKeys.assets(filter, page),
    queryFn: ({ signal }) =>
      api.call(endpoints.chains.digitalAssets, {
        query: { ...filterQuery(filter), offset: (page - 1) * PAGE_SIZE.list, limit: PAGE_SIZE.list },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** Queue an export of the assets matching the filter into the Download Manager. */
export async function downloadDigitalAssets(filter: AssetFilter): Promise<void> {
  await api.call(endpoints.chains.digitalAssetsDownload, { query: filterQuery(filter) });
  notifyDownloadQueued();
}

/** How far each blockchain has been synced by its data provider, and the date of the sanctions list screened against. */
export function useChainStatuses(isEnabled: boolean) {
  return useQuery({
    queryKey: chainsKeys.statuses,
    queryFn: ({ signal }) => api.call(endpoints.chains.healthCheck, { signal }),
    enabled: isEnabled,
    refetchInterval: isEnabled ? CHAIN_STATUS_REFRESH_MS : false,
  });
}
