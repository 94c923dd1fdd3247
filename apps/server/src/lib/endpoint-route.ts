import {
  bodySchema,
  type EndpointSpec,
  type FileAnswer,
  type HandlerBody,
  isHandlerBody,
  isJsonAnswer,
  isNoContent,
  successStatus,
} from '@riskscreen/shared';
import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  onRequestHookHandler,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Api } from './module.ts';

/**
 * Who may call the route, whether an API key may, and its rate limit (FastifyContextConfig, plugins/auth.ts); a
 * limit shared by several routes (one budget for every step of sign-in) is an onRequest hook made once.
 */
export type RouteOptions = Pick<FastifyContextConfig, 'apiKey' | 'rateLimit'> & {
  access: NonNullable<FastifyContextConfig['access']>;
  onRequest?: onRequestHookHandler;
};

type Output<S> = S extends z.ZodType ? z.output<S> : unknown;
type ParamsOf<E> = E extends { params: infer P } ? Output<P> : unknown;
type QueryOf<E> = E extends { query: infer Q } ? Output<Q> : unknown;
/** A body the route validates is its schema's output; a body the handler validates is what was sent. */
type BodyOf<E> = E extends { body: infer B }
  ? B extends HandlerBody
    ? B['encoding'] extends 'json'
      ? Record<string, unknown>
      : unknown
    : Output<B>
  : unknown;

/** The request of an endpoint's route: params, query and body typed from the endpoint's schemas. */
export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/** What the handler returns: the JSON answer, the reply it sent a file with, or nothing (204). */
type HandlerResult<E extends EndpointSpec> = E['response'] extends z.ZodType
  ? z.output<E['response']> | Promise<z.output<E['response']>>
  : E['response'] extends FileAnswer
    ? FastifyReply | Promise<FastifyReply>
    : Promise<void> | undefined;

export type EndpointHandler<E extends EndpointSpec> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => HandlerResult<E>;

/**
 * Register the route of an endpoint of the shared contract: its method and path, its schemas (which validate the
 * request, serialize the answer and document both), its success status, and who may call it.
 */
export function route<const E extends EndpointSpec>(
  api: Api,
  endpoint: E,
  options: RouteOptions,
  handler: EndpointHandler<E>,
): void {
  const status = successStatus(endpoint);
  const body = endpoint.body;
  const { onRequest, ...config } = options;
  api.route({
    method: endpoint.method,
    url: endpoint.path,
    config,
    ...(onRequest ? { onRequest } : {}),
    schema: schemaOf(endpoint, status),
    ...(body && isHandlerBody(body) ? { validatorCompiler: handlerBodyCompiler(body) } : {}),
    handler: async (request, reply) => {
      reply.status(status);
      // Fastify validated params, query and body with the endpoint's schemas before this runs.
      const answer = await handler(request as EndpointRequest<E>, reply);
      if (isNoContent(endpoint.response) && !reply.sent) return reply.send();
      return answer;
    },
  });
}

function schemaOf(endpoint: EndpointSpec, status: number): FastifySchema {
  const body = endpoint.body;
  return {
    ...(endpoint.tags ? { tags: endpoint.tags } : {}),
    ...(endpoint.summary ? { summary: endpoint.summary } : {}),
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(body && isHandlerBody(body) && body.encoding === 'multipart'
      ? { consumes: ['multipart/form-data'] }
      : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(body ? { body: bodySchema(body) } : {}),
    response: { [status]: answerSchema(endpoint.response) },
  };
}

/** The bytes of a file answer: any media type, documented as binary. */
const fileBytes = z.string().meta({ format: 'binary' });

/**
 * The documented answer of the success status. A JSON answer is its schema (which also serializes it). A file and
 * an empty answer are never serialized (the handler sends the bytes, or nothing), but are documented all the same:
 * without a schema for them the document would announce a '200 Default Response' for a 204 and say nothing of
 * the file. An empty answer's schema is marked `type: 'null'`, which @fastify/swagger documents as no content.
 */
function answerSchema(answer: EndpointSpec['response']): unknown {
  if (isJsonAnswer(answer)) return answer;
  if (isNoContent(answer)) return z.null().meta({ type: 'null', description: 'No content' });
  return {
    description: 'A file to save: CSV (text/csv) for exports; an uploaded file in its own media type',
    content: { 'text/csv': { schema: fileBytes }, 'application/octet-stream': { schema: fileBytes } },
  };
}

/** A JSON body the handler validates must still be an object; a multipart form is read by the handler. */
const jsonObject = z.record(z.string(), z.unknown());

/**
 * The route's validation with a body the handler validates: params and query as always, the body only as far as
 * the handler needs (its schema documents it), so the handler's own checks and messages come first.
 */
function handlerBodyCompiler(body: HandlerBody): FastifySchemaCompiler<FastifySchema> {
  const accepted = body.encoding === 'json' ? jsonObject : z.unknown();
  return (definition) => {
    const schema = definition.httpPart === 'body' ? accepted : definition.schema;
    if (!(schema instanceof z.ZodType))
      throw new Error(`${definition.url}: a route schema is not a zod schema`);
    return validatorCompiler({ ...definition, schema });
  };
}
