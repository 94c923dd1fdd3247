import type { StubAnswer, StubExchange } from './stub-server.ts';

/** The size of a body as it travels, near enough for progress: the text, or the form's fields and files. */
function sizeOf(body: unknown): number {
  if (typeof body === 'string') return new TextEncoder().encode(body).length;
  if (!(body instanceof FormData)) return 0;
  let size = 0;
  for (const [, value] of body.entries()) size += typeof value === 'string' ? value.length : value.size;
  return size;
}

/**
 * The part of XMLHttpRequest an upload uses (lib/upload-request.ts), answered by stubServer's routes. The route
 * reports the bytes that have arrived (`received`), which the page sees as upload progress events; as a browser
 * does, the last progress event says all was sent before the answer comes.
 */
export class StubXhr extends EventTarget {
  static answeredBy(answer: (exchange: StubExchange) => Promise<StubAnswer>) {
    return class extends StubXhr {
      constructor() {
        super(answer);
      }
    };
  }

  readonly upload = new EventTarget();
  responseType: XMLHttpRequestResponseType = '';
  status = 0;
  response: ArrayBuffer | null = null;
  #method = 'GET';
  #url = '';
  /** Sent with the request (kept for a test that reads them). */
  readonly requestHeaders: Record<string, string> = {};
  #responseHeaders: Record<string, string> = {};
  #isAborted = false;
  readonly #answer: (exchange: StubExchange) => Promise<StubAnswer>;

  constructor(answer: (exchange: StubExchange) => Promise<StubAnswer>) {
    super();
    this.#answer = answer;
  }

  open(method: string, url: string): void {
    this.#method = method;
    this.#url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders[name.toLowerCase()] = value;
  }

  getAllResponseHeaders(): string {
    return Object.entries(this.#responseHeaders)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
  }

  abort(): void {
    this.#isAborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  send(body: unknown): void {
    const total = sizeOf(body);
    let sent = 0;
    const progress = (loaded: number) => {
      sent = Math.min(loaded, total);
      this.upload.dispatchEvent(
        new ProgressEvent('progress', { loaded: sent, total, lengthComputable: true }),
      );
    };
    void this.#answer({ method: this.#method, url: this.#url, body, received: progress }).then(
      (answer) => {
        if (this.#isAborted) return;
        if (sent < total) progress(total);
        this.status = answer.status;
        this.#responseHeaders = answer.headers;
        this.response = answer.text === null ? null : toArrayBuffer(answer.text);
        this.dispatchEvent(new Event('load'));
      },
      () => this.dispatchEvent(new Event('error')),
    );
  }
}

function toArrayBuffer(text: string): ArrayBuffer {
  const bytes = new TextEncoder().encode(text);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
