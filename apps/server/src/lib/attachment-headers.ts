/**
 * The headers of a file sent back: always a download (never rendered, the bytes are the uploader's), its stored
 * content type (one of the accepted types, never sniffed), not cached, and its name both as plain ASCII and
 * exactly (RFC 6266).
 */
export function attachmentHeaders(fileName: string, contentType: string): Record<string, string> {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\;]/g, '_');
  return {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'no-store',
  };
}
