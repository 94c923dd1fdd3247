import type { z } from 'zod';
import { describeFetchError, requestSignal } from '../evm/json-rpc-client.ts';
import { EndpointUnreachableError, ProviderResponseError, redactEndpoint } from '../provider-errors.ts';

/** GET requests to an Esplora REST API (`baseUrl` without a trailing slash, e.g. https://host/api). */
export class EsploraClient {
  readonly endpoint: string;

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 30_000,
    private readonly signal?: AbortSignal,
  ) {
    this.endpoint = redactEndpoint(baseUrl);
  }

  /** The body as text; null on 404 (unknown block, transaction or address). */
  async text(path: string): Promise<string | null> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        signal: requestSignal(this.timeoutMs, this.signal),
      });
    } catch (error) {
      throw new EndpointUnreachableError(this.endpoint, describeFetchError(error), { cause: error });
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      const detail = (await response.text()).slice(0, 200);
      throw new EndpointUnreachableError(
        this.endpoint,
        `HTTP ${response.status} on ${path}${detail ? `: ${detail}` : ''}`,
      );
    }
    return response.text();
  }

  async json<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
    const body = await this.text(path);
    if (body === null) return null;
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch (error) {
      throw new EndpointUnreachableError(this.endpoint, `the answer to ${path} is not JSON`, {
        cause: error,
      });
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      throw new ProviderResponseError(
        `Unexpected Esplora answer to ${path}: ${parsed.error.issues[0]?.message ?? ''}`,
      );
    }
    return parsed.data;
  }

  async tipHeight(): Promise<number> {
    const body = await this.text('/blocks/tip/height');
    const height = Number(body);
    if (body === null || !Number.isSafeInteger(height)) {
      throw new EndpointUnreachableError(
        this.endpoint,
        'it does not answer /blocks/tip/height like an Esplora API',
      );
    }
    return height;
  }
}
