import { type EndpointSpec, endpointPath, type PathArgs } from '@riskscreen/shared';
import { vi } from 'vitest';

export type Reply = { status: number; body: unknown; headers?: Record<string, string> };
type Handler = (request: { url: URL; body: unknown }) => Reply | Promise<Reply>;
/** One request the page made; body is the parsed JSON body, if it sent one. */
export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

/** The route of an endpoint as stubServer names it: 'METHOD /path', its path parameters filled in. */
export function routeOf<E extends EndpointSpec>(endpoint: E, ...params: PathArgs<E>): string {
  return `${endpoint.method} ${endpointPath(endpoint, ...params)}`;
}

/**
 * Stubs fetch at the network boundary: each route is 'METHOD /path' and answers with a status and a body
 * (a string is sent as is, anything else as JSON). Unrouted calls answer 404, so a test fails visibly.
 */
export function stubServer(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, query: url.searchParams, body });
      const handler = routes[`${method} ${url.pathname}`];
      const reply = handler ? await handler({ url, body }) : { status: 404, body: { detail: 'Not found.' } };
      const isText = typeof reply.body === 'string';
      // A 204 has no body (the Response constructor refuses one).
      const sent = reply.status === 204 ? null : isText ? (reply.body as string) : JSON.stringify(reply.body);
      return new Response(sent, {
        status: reply.status,
        headers: { 'content-type': isText ? 'text/plain' : 'application/json', ...reply.headers },
      });
    }),
  );
  return { calls };
}
