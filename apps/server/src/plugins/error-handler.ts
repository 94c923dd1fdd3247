import { randomUUID } from 'node:crypto';
import { ERROR_TEXTS } from '@riskscreen/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors.ts';

/**
 * One error handler for the whole API. Validation errors answer 400 as { field: [messages] }; known failures
 * answer their catalogue text; anything unexpected answers 500 with an error id and is logged, never shown.
 */
export function registerErrorHandler(app: FastifyInstance, options: { jsonNotFound?: boolean } = {}): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.fields) return reply.status(error.statusCode).send(error.fields);
      return reply
        .status(error.statusCode)
        .send({ detail: error.detail, ...(error.code ? { code: error.code } : {}), ...(error.extra ?? {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
        const key = path;
        const messages = fields[key] ?? [];
        messages.push(humanMessage(issue.message ?? 'Invalid value.'));
        fields[key] = messages;
      }
      return reply.status(400).send(fields);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type, rate limit).
      const detail = status === 429 ? ERROR_TEXTS.rate_limited : error.message;
      return reply
        .status(status)
        .send({ detail, code: 'code' in error ? String(error.code) : 'bad_request' });
    }
    const errorId = randomUUID();
    request.log.error({ err: error, error_id: errorId }, 'unhandled error');
    return reply
      .status(500)
      .send({ detail: ERROR_TEXTS.internal_error, code: 'internal_error', error_id: errorId });
  });

  // When the web app is served, its fallback (index.html for pages, this JSON for API paths) is the 404 handler.
  if (options.jsonNotFound !== false) {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: ERROR_TEXTS.not_found }));
  }
}

function humanMessage(message: string): string {
  if (/received undefined/i.test(message) || message === 'Required') return 'This field is required.';
  return message;
}
