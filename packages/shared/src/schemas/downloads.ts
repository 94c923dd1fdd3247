import { z } from 'zod';
import { SHELL_MESSAGES } from '../errors/catalogue.ts';
import { pageFields } from './common.ts';

/** The answer of every queued export (spec part 1 §8: the toast the web shows, never auto-closed). */
export const DOWNLOAD_QUEUED_MESSAGE = SHELL_MESSAGES.downloadQueued;

export const downloadQueued = z.object({
  /** The download's id: its row in the Download Manager. */
  id: z.string(),
  detail: z.string(),
});
export type DownloadQueued = z.infer<typeof downloadQueued>;

/** A list export's file format: CSV by default, or a spreadsheet. */
export const exportFormatQuery = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
export type ExportFormat = z.output<typeof exportFormatQuery>['format'];

/** GET /utils/downloaded-assets: the workspace's downloads, newest first, 20 a page. */
export const downloadListQuery = z.object(pageFields(100, 20));

export const downloadItem = z.object({
  id: z.string(),
  title: z.string(),
  status: z.number().int(),
  /** The requester's name (their email when they have none). */
  requested_by: z.string(),
  created_at: z.string(),
  /** The file's kind: CSV or XLSX (the format the export was asked in), PDF… */
  format: z.string(),
});
export type DownloadItem = z.infer<typeof downloadItem>;

export const downloadIdParams = z.object({ id: z.uuid('Not found.') });

export const downloadLink = z.object({
  /** A signed link to the file, valid for a few minutes; it needs no other credential. */
  download_url: z.string(),
});

/** The signed link's query: the token the get-link call signed. */
export const downloadFileQuery = z.object({ token: z.string().min(1).max(4000) });

/**
 * POST /download (spec part 1 §7): the key a download e-mail links to (`/download?key=…`), the download's id. It is
 * no bearer key: the file is served to the member who requested it only, while they still belong to the workspace.
 */
export const downloadByKeyBody = z.object({ key: z.string().min(1).max(200) });
export type DownloadByKeyBody = z.infer<typeof downloadByKeyBody>;
