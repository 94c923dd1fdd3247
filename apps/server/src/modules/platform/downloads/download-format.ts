import { parse as parseQueryString } from 'node:querystring';

/**
 * What kind of file a download is, as the Download Manager shows it: the finished file's extension, else the format
 * its request asked for (`?format=xlsx`, kept in the stored query; see export-params.ts), else CSV, every export's
 * default.
 */
export function downloadFormat(fileName: string | null, params: unknown): string {
  const extension = fileName ? /\.([a-z0-9]+)$/i.exec(fileName)?.[1] : undefined;
  if (extension) return extension.toUpperCase();
  const query =
    params !== null && typeof params === 'object' ? (params as Record<string, unknown>).query : undefined;
  const asked = typeof query === 'string' ? parseQueryString(query).format : undefined;
  return typeof asked === 'string' && /^[a-z0-9]{1,8}$/i.test(asked) ? asked.toUpperCase() : 'CSV';
}
