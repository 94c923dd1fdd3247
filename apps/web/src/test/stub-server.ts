import { type EndpointSpec, endpointPath, type PathArgs } from '@riskscreen/shared';
import { vi } from 'vitest';
import { StubXhr } from './stub-xhr.ts';

export type Reply = { status: number; body: unknown; headers?: Record<string, string> };
/** What a route sees of a request; `received` says how many bytes of an upload's body have arrived so far. */
export type StubRequest = { url: URL; body: unknown; form?: FormData; received: (bytes: number) => void };
type Handler = (request: StubRequest) => Reply | Promise<Reply>;
/**
 * One request the page made; body is the parsed JSON body, form a multipart one, if it sent one; headers those
 * fetch was given (credentials, time zone).
 */
export type Call = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  form?: FormData;
  headers: Record<string, string>;
};

/** The route of an endpoint as stubServer names it: 'METHOD /path', its path parameters filled in. */
export function routeOf<E extends EndpointSpec>(endpoint: E, ...params: PathArgs<E>): string {
  return `${endpoint.method} ${endpointPath(endpoint, ...params)}`;
}

/** A request as the stub answers it, from fetch or from XMLHttpRequest (uploads with progress). */
export type StubExchange = {
  method: string;
  url: string;
  body: unknown;
  headers?: Record<string, string>;
  received?: (bytes: number) => void;
};
export type StubAnswer = { status: number; text: string | null; headers: Record<string, string> };

/**
 * Stubs the network boundary, fetch and XMLHttpRequest: each route is 'METHOD /path' and answers with a status and
 * a body (a string is sent as is, anything else as JSON). Unrouted calls answer 404, so a test fails visibly.
 */
export function stubServer(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const answer = async (exchange: StubExchange): Promise<StubAnswer> => {
    const url = new URL(exchange.url, 'http://localhost');
    const { method } = exchange;
    const body = typeof exchange.body === 'string' ? JSON.parse(exchange.body) : undefined;
    const form = exchange.body instanceof FormData ? exchange.body : undefined;
    calls.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      ...(form ? { form } : {}),
      headers: exchange.headers ?? {},
    });
    const handler = routes[`${method} ${url.pathname}`];
    const received = exchange.received ?? (() => {});
    const reply = handler
      ? await handler({ url, body, ...(form ? { form } : {}), received })
      : { status: 404, body: { detail: 'Not found.' } };
    const isText = typeof reply.body === 'string';
    // A 204 has no body (the Response constructor refuses one).
    const text = reply.status === 204 ? null : isText ? (reply.body as string) : JSON.stringify(reply.body);
    return {
      status: reply.status,
      text,
      headers: { 'content-type': isText ? 'text/plain' : 'application/json', ...reply.headers },
    };
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const sent = await answer({
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body,
        headers: { ...(init?.headers as Record<string, string> | undefined) },
      });
      return new Response(sent.text, { status: sent.status, headers: sent.headers });
    }),
  );
  vi.stubGlobal('XMLHttpRequest', StubXhr.answeredBy(answer));
  return { calls };
}
