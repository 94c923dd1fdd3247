/**
 * Errors a chain provider reports to the operator. Their messages are written for a person (the CLI prints them as
 * they are, without a stack trace); `cause` keeps the technical detail for logs.
 */
export class ProviderNotConfiguredError extends Error {
  override readonly name = 'ProviderNotConfiguredError';
}

/** The endpoint cannot be reached or does not answer like the API it should be (network, HTTP status, bad JSON). */
export class EndpointUnreachableError extends Error {
  override readonly name = 'EndpointUnreachableError';
  constructor(
    readonly endpoint: string,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`The chain data endpoint ${endpoint} is unreachable or not answering: ${detail}`, options);
  }
}

/** The endpoint answered, but with data the provider cannot use (a JSON-RPC error, an unexpected shape). */
export class ProviderResponseError extends Error {
  override readonly name = 'ProviderResponseError';
}

/** Keep credentials that some hosted endpoints carry in their URL (user:password@, /v3/<key>) out of messages. */
export function redactEndpoint(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname.length > 1 ? '/…' : '';
    return `${parsed.protocol}//${parsed.host}${path}`;
  } catch {
    return 'the configured endpoint';
  }
}
