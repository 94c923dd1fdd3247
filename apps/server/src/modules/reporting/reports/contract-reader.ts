import { type EndpointSpec, fillPath, isJsonAnswer, type PathParams } from '@riskscreen/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError, notFound } from '../../../lib/http-errors.ts';

type JsonEndpoint = EndpointSpec & { method: 'GET'; response: z.ZodType };
type ReadOptions<E extends JsonEndpoint> = {
  params: PathParams<E>;
  query?: Record<string, string | number | undefined>;
};

/** Reads one of the API's JSON answers as the caller; a failure carries the status the call answered. */
export type ContractReader = <E extends JsonEndpoint>(
  endpoint: E,
  options: ReadOptions<E>,
) => Promise<z.output<E['response']>>;

/** A call the report made answered an error: its status, so 404 and 403 reach the caller as they are. */
export class ReadFailed extends Error {
  constructor(
    readonly statusCode: number,
    readonly path: string,
  ) {
    super(`${path} answered ${statusCode}`);
  }
}

/**
 * The report reads the same calls the pages make, as the caller and in the caller's workspace (inject: in process,
 * no network), so its figures are the screens' figures and its access is theirs (decision 0035).
 */
export function contractReader(request: FastifyRequest, workspace: string): ContractReader {
  const headers: Record<string, string> = {};
  for (const name of ['authorization', 'x-api-key'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async <E extends JsonEndpoint>(
    endpoint: E,
    { params, query = {} }: ReadOptions<E>,
  ): Promise<z.output<E['response']>> => {
    if (!isJsonAnswer(endpoint.response)) throw new Error(`${endpoint.path}: not a JSON answer`);
    const search = new URLSearchParams({ workspace });
    for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
    const path = fillPath(endpoint.path, params);
    const res = await request.server.inject({ method: 'GET', url: `${path}?${search}`, headers });
    if (res.statusCode !== 200) throw new ReadFailed(res.statusCode, path);
    return endpoint.response.parse(res.json()) as z.output<E['response']>;
  };
}

/** The first read of a report (its object) failing: 404 stays 404, a refused call (403) stays refused. */
export function asHttpError(error: unknown): unknown {
  if (!(error instanceof ReadFailed)) return error;
  if (error.statusCode === 404) return notFound();
  if (error.statusCode === 403) return HttpError.fromCatalogue(403, 'permission_denied');
  return error;
}

/** A page of up to `max` rows read in pages of `pageSize`, with the count the list reports. */
export async function readRows<T>(
  readPage: (offset: number, limit: number) => Promise<{ count: number; results: T[] }>,
  max: number,
  pageSize: number,
): Promise<{ count: number; rows: T[] }> {
  const rows: T[] = [];
  let count = 0;
  while (rows.length < max) {
    const page = await readPage(rows.length, Math.min(pageSize, max - rows.length));
    count = page.count;
    rows.push(...page.results);
    if (page.results.length === 0 || rows.length >= count) break;
  }
  return { count, rows: rows.slice(0, max) };
}
