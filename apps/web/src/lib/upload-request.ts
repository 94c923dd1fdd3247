/** How much of a request's body has gone: bytes sent of the total (the total is 0 when the browser cannot tell). */
export type UploadProgress = { sent: number; total: number };

/**
 * A request whose body's sending is reported as it goes (a file upload's progress bar). fetch cannot report an
 * upload's progress, so this one request goes through XMLHttpRequest and answers a Response like fetch does: it
 * rejects on a network failure (TypeError) or an abort (AbortError), and resolves with any HTTP status.
 */
export function sendWithProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: XMLHttpRequestBodyInit | undefined },
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The request was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.responseType = 'arraybuffer';
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) =>
      onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : 0 }),
    );
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.addEventListener('load', () => {
      settle();
      if (xhr.status < 200 || xhr.status > 599) {
        reject(new TypeError('Failed to fetch'));
        return;
      }
      // A status without a body (204, 304) may carry none in a Response.
      const body = xhr.status === 204 || xhr.status === 304 ? null : (xhr.response as ArrayBuffer | null);
      resolve(new Response(body, { status: xhr.status, headers: headersOf(xhr.getAllResponseHeaders()) }));
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('Failed to fetch'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The request was aborted.', 'AbortError'));
    });
    xhr.send(init.body ?? null);
  });
}

/** The answer's headers from XMLHttpRequest's CRLF-separated text. */
function headersOf(text: string): Headers {
  const headers = new Headers();
  for (const line of text.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}
