/** Headers of a file sent back: always a download under its name, never rendered by the browser. */
export function downloadHeaders(fileName: string, contentType: string): Record<string, string> {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\;]/g, '_');
  return {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'no-store',
  };
}

export const ORIGINAL_MEDIA_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
