import { parse as parseQueryString } from 'node:querystring';
import type { z } from 'zod';
import { HttpError } from '../../../lib/http-errors.ts';

/**
 * What a queued export keeps of its request: the query string as sent and the path parameters. The producer reads
 * them again with the endpoint's own schema, so the job sees exactly what the route validated (dates, lists).
 */
export function exportParams(request: { url: string; params?: unknown }): Record<string, unknown> {
  const search = new URL(request.url, 'http://local').search.replace(/^\?/, '');
  const params = request.params && typeof request.params === 'object' ? request.params : {};
  return { query: search, params };
}

/** The stored query read with the endpoint's schema (it was valid when queued; a changed schema fails the job). */
export function exportQuery<S extends z.ZodType>(stored: Record<string, unknown>, schema: S): z.output<S> {
  const search = typeof stored.query === 'string' ? stored.query : '';
  const parsed = schema.safeParse({ ...parseQueryString(search) });
  if (!parsed.success) throw new HttpError(400, 'The export request is no longer valid.', 'invalid');
  return parsed.data;
}

/** A stored path parameter (as sent). */
export function exportPathParam(stored: Record<string, unknown>, name: string): string {
  const params = stored.params as Record<string, unknown> | undefined;
  const value = params?.[name];
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new HttpError(400, 'The export request is no longer valid.', 'invalid');
  return String(value);
}
