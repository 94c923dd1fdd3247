import { type DownloadItem, DownloadStatus, endpoints, PAGE_SIZE } from '@riskscreen/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { downloadKeys } from '../../lib/queued-download.ts';

/** How often the list is read again while an export waits or is being produced. */
export const DOWNLOAD_REFRESH_MS = 3000;

const isRunning = (item: DownloadItem) =>
  item.status === DownloadStatus.Pending || item.status === DownloadStatus.Processing;

/** The workspace's exports, 20 a page, newest first, read again while any on the page is not finished. */
export function useDownloads(offset: number, enabled: boolean) {
  return useQuery({
    queryKey: downloadKeys.page(offset),
    enabled,
    queryFn: () => api.call(endpoints.downloads.list, { query: { offset, limit: PAGE_SIZE.downloads } }),
    placeholderData: (previous) => previous,
    refetchInterval: (query) => (query.state.data?.results.some(isRunning) ? DOWNLOAD_REFRESH_MS : false),
  });
}
