import { randomUUID } from 'node:crypto';
import { ERROR_TEXTS, errorText } from '@riskscreen/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors.ts';
import { SERVER_BUSY } from './admission.ts';
import { fieldMessage } from './validation-messages.ts';

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
      // A path id that cannot name a record (/addresses/abc/, /addresses/0x10/) names none: the same 404 as a
      // record that does not exist.
      if ((error as FastifyError).validationContext === 'params')
        return reply.status(404).send({ detail: ERROR_TEXTS.not_found });
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
        fields[key] = [...(fields[key] ?? []), fieldMessage(issue)];
      }
      return reply.status(400).send(fields);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      // The rate limiter has set Retry-After (seconds) before throwing.
      const seconds = Number(reply.getHeader('retry-after')) || 60;
      return reply.status(429).send({ detail: errorText('rate_limited', seconds), code: 'rate_limited' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      return reply
        .status(status)
        .send({ detail: error.message, code: CLIENT_ERROR_CODES[status] ?? 'bad_request' });
    }
    const rejected = databaseInputError(error);
    if (rejected) {
      // A backstop: input the guards should have refused (a NUL, an oversized value) reached the database.
      request.log.warn({ err: error }, 'database refused input');
      return reply.status(400).send({ detail: rejected, code: 'invalid' });
    }
    const errorId = randomUUID();
    if (transactionAborted(error)) {
      // The database rolled the request's transaction back whole (nothing of it is stored): the client may simply
      // send it again. Logged as an error still: the lock orders are meant to make this never happen.
      request.log.error({ err: error, error_id: errorId }, 'transaction aborted by the database');
      return reply
        .status(503)
        .header('Retry-After', 1)
        .send({ ...SERVER_BUSY, error_id: errorId });
    }
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

/** Stable codes for Fastify's own refusals (its FST_ERR_* names are internals, not part of the API). */
const CLIENT_ERROR_CODES: Record<number, string> = {
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
};

/**
 * PostgreSQL's answer to input it cannot store (SQLSTATE of pg and PGlite errors): characters UTF-8 text cannot
 * hold (U+0000) and values beyond a column's or an index's limits. Null for every other error.
 */
const DATABASE_INPUT_ERRORS: Record<string, string> = {
  '22021': ERROR_TEXTS.null_character, // invalid byte sequence for encoding "UTF8": 0x00
  '22P05': ERROR_TEXTS.null_character, // untranslatable character (\u0000 in jsonb)
  '22001': 'A value is too long.', // string data right truncation
  '22003': 'A number is out of range.', // numeric value out of range
  '54000': 'A value is too long.', // program limit exceeded (index row size)
};

function databaseInputError(error: Error): string | null {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !('severity' in error)) return null;
  return DATABASE_INPUT_ERRORS[code] ?? null;
}

/** PostgreSQL aborted the transaction to break a deadlock (40P01) or a serialisation conflict (40001). */
function transactionAborted(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return 'severity' in error && (code === '40P01' || code === '40001');
}
