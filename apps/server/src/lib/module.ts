import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every domain module receives: the database and the parsed configuration (app-deps.ts adds the rest). */
export type BaseDeps = { db: Db; config: Config };

/**
 * A domain's routes: registered by app.ts from the module list with the app's dependencies (AppDeps); a module
 * names the part it needs, e.g. RouteModule<BaseDeps & ExposureDeps> for the chain access of screening.
 */
export type RouteModule<Deps extends BaseDeps = BaseDeps> = (api: Api, deps: Deps) => void;

/** Build a DRF-style paged body whose next/previous links carry offset= (the client reads them). */
export function pageOf<T>(
  request: { url: string },
  results: T[],
  count: number,
  offset: number,
  limit: number,
): { count: number; next: string | null; previous: string | null; results: T[] } {
  const link = (o: number) => {
    const url = new URL(request.url, 'http://local');
    url.searchParams.set('offset', String(o));
    url.searchParams.set('limit', String(limit));
    return `${url.pathname}${url.search}`;
  };
  return {
    count,
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results,
  };
}
