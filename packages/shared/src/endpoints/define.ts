import type { z } from 'zod';

/**
 * One declaration per API endpoint (method, path, params, query, body, answer): the server registers its route from
 * it and the web calls it, so a path or a body cannot differ between the two. Paths name their parameters as
 * `:name`, the way Fastify routes do. This file imports nothing at run time: the web's first JavaScript (its API
 * client) loads it without the schemas.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer that is a file to save (CSV exports, support files), not JSON. */
export const fileAnswer = { answer: 'file' } as const;
export type FileAnswer = typeof fileAnswer;

/** An answer without a body (204). */
export const noContent = { answer: 'no content' } as const;
export type NoContent = typeof noContent;

export type EndpointAnswer = z.ZodType | FileAnswer | NoContent;

/**
 * A body the route hands to its handler as sent, documented by `schema`:
 * - json: a JSON object the handler validates itself, in the words of its own catalogue (policies and rules are
 *   validated against the policy they belong to, after it is found);
 * - multipart: multipart/form-data read by the handler (a support file travels with the fields).
 */
export type HandlerBody<S extends z.ZodType = z.ZodType> = {
  readonly encoding: 'json' | 'multipart';
  readonly schema: S;
};

/** A JSON body validated by the handler, documented by the schema (see HandlerBody). */
export function handlerJson<S extends z.ZodType>(schema: S): HandlerBody<S> & { encoding: 'json' } {
  return { encoding: 'json', schema };
}

/** A multipart/form-data body read by the handler, documented by the schema of its fields. */
export function multipartForm<S extends z.ZodType>(schema: S): HandlerBody<S> & { encoding: 'multipart' } {
  return { encoding: 'multipart', schema };
}

export type EndpointBody = z.ZodType | HandlerBody;

export type EndpointSpec = {
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: EndpointBody;
  response: EndpointAnswer;
  /** The success status: 200 unless said (201 for creations); 204 for noContent. */
  status?: 200 | 201 | 204;
  /** A short imperative line naming what the endpoint does ('Screen an address'): the OpenAPI operation's summary. */
  summary?: string;
  /** More about the endpoint, when the summary is not enough: the OpenAPI operation's description. */
  description?: string;
  tags?: readonly string[];
};

/** Declare an endpoint; literal types (method, path) are kept so calls and routes are typed from them. */
export function defineEndpoint<const S extends EndpointSpec>(spec: S): S {
  return spec;
}

/** The success status of an endpoint. */
export function successStatus(endpoint: EndpointSpec): 200 | 201 | 204 {
  return endpoint.status ?? (isNoContent(endpoint.response) ? 204 : 200);
}

/** The `:name` parameters of a path, as a union of names (never when it has none). */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<E extends { path: string }> = Record<PathParamNames<E['path']>, string | number>;

/** The arguments after the endpoint: its path parameters, only when the path has some. */
export type PathArgs<E extends { path: string }> = [PathParamNames<E['path']>] extends [never]
  ? []
  : [params: PathParams<E>];

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The endpoint's path with its parameters filled in (each one URL-encoded). */
export function endpointPath<E extends { path: string }>(endpoint: E, ...args: PathArgs<E>): string {
  return fillPath(endpoint.path, args[0]);
}

/** A `:name` path with its parameters filled in, URL-encoded; a missing one is a programming error. */
export function fillPath(path: string, params: Partial<Record<string, string | number>> = {}): string {
  return path.replace(PARAM, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The schema that documents a body, whoever validates it. */
export function bodySchema(body: EndpointBody): z.ZodType {
  return isHandlerBody(body) ? body.schema : body;
}

export function isHandlerBody(body: EndpointBody): body is HandlerBody {
  return 'encoding' in body && 'schema' in body;
}

// The markers are told apart by shape, not identity: a bundle may hold this module more than once.

/** Whether an answer is JSON described by a schema (not a file, not empty). */
export function isJsonAnswer(answer: EndpointAnswer): answer is z.ZodType {
  return !('answer' in answer);
}

export function isNoContent(answer: EndpointAnswer): answer is NoContent {
  return 'answer' in answer && answer.answer === noContent.answer;
}
