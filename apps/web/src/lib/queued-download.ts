import { notifications } from '@mantine/notifications';
import { DownloadStatus, endpoints, SHELL_MESSAGES } from '@riskscreen/shared';
import { ApiError, api } from './api-client.ts';
import { fileNameOf, saveFile } from './download-file.ts';

/** The Download Manager's cached pages (features/downloads reads them; a queued export refreshes them). */
export const downloadKeys = {
  all: ['downloads'] as const,
  page: (offset: number) => ['downloads', 'page', offset] as const,
};

/** The toast every queued export shows (spec part 1 §8): it stays until closed. */
export function notifyDownloadQueued(): void {
  notifications.show({ color: 'blue', message: SHELL_MESSAGES.downloadQueued, autoClose: false });
}

const POLL_MS = 1500;
const POLL_LIMIT = 120;

/**
 * Wait for a queued export to finish and save its file here (the address page's transactions CSV, whose spec
 * text promises the file itself); throws when it failed or took too long.
 */
export async function saveQueuedDownload(id: string, fallbackName: string): Promise<void> {
  for (let attempt = 0; attempt < POLL_LIMIT; attempt += 1) {
    const page = await api.call(endpoints.downloads.list, { query: { offset: 0, limit: 100 } });
    const item = page.results.find((row) => row.id === id);
    if (item?.status === DownloadStatus.Failed) throw new Error('The export failed');
    if (item?.status === DownloadStatus.Complete) {
      await saveDownload(id, fallbackName);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error('The export took too long');
}

/**
 * Save a finished export here: its signed link, fetched with this user's credentials (the server serves a link to
 * the member it was made for only, so it is no bearer link), and the file under the server's name for it.
 */
export async function saveDownload(id: string, fallbackName: string): Promise<void> {
  const { download_url } = await api.call(endpoints.downloads.getLink, { params: { id } });
  const token = new URL(download_url, window.location.origin).searchParams.get('token') ?? '';
  await saveResponse(await api.raw(endpoints.downloads.file, { query: { token } }), fallbackName);
}

/**
 * Save the export a download e-mail's key names (`/download?key=…`), fetched with this user's credentials: the
 * server serves it to the member who requested it only. Throws an ApiError with the server's words when it will not.
 */
export async function saveDownloadByKey(key: string): Promise<void> {
  await saveResponse(await api.raw(endpoints.downloads.byKey, { body: { key } }), 'export');
}

async function saveResponse(res: Response, fallbackName: string): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, await res.json().catch(() => null));
  saveFile(await res.blob(), fileNameOf(res.headers.get('content-disposition'), fallbackName));
}
