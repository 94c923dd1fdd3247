import { errorText } from '@riskscreen/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';

/**
 * PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate ("\ud800") is no character at all (JSON written
 * with it fails to store, text stored with it comes back as U+FFFD): either would fail deep in a query as a 500 or
 * change silently. Both are refused once for the whole API, as a 400 with field errors, before any handler (or
 * workspace lookup) sees them.
 */
const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored as it is, if it cannot. */
function textProblem(text: string): 'null_character' | 'malformed_text' | null {
  if (text.includes(NUL)) return 'null_character';
  return LONE_SURROGATE.test(text) ? 'malformed_text' : null;
}

/** The field paths ('name', 'addresses.0', 'workspace') whose strings hold a NUL or a lone surrogate. */
export function nulFieldErrors(value: unknown, root = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const mark = (path: string, problem: 'null_character' | 'malformed_text') => {
    fields[path || 'non_field_errors'] = [errorText(problem)];
  };
  // Iterative walk: a 2 MB body can nest deeper than the call stack.
  const pending: [unknown, string][] = [[value, root]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) mark(path, problem);
    } else if (Array.isArray(item)) {
      item.forEach((child, i) => {
        pending.push([child, path ? `${path}.${i}` : String(i)]);
      });
    } else if (isPlainObject(item)) {
      for (const [key, child] of Object.entries(item)) {
        // Such a key cannot name a field of the answer either.
        const problem = textProblem(key);
        if (problem) mark(path, problem);
        else pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return fields;
}

/** Parsed JSON and query strings (whose objects have a null-prototype prototype), not buffers or streams. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

function refuse(fields: Record<string, string[]>): void {
  if (Object.keys(fields).length > 0) throw HttpError.fields(fields);
}

/** Query string and path parameters: checked before the workspace named in the query is looked up. */
export function rejectNulInUrl(request: FastifyRequest): void {
  refuse({ ...nulFieldErrors(request.params), ...nulFieldErrors(request.query) });
}

export function registerNulGuard(app: FastifyInstance): void {
  // preValidation: after the body is parsed, before the schemas and the handler.
  app.addHook('preValidation', async (request) => {
    refuse({
      ...nulFieldErrors(request.params),
      ...nulFieldErrors(request.query),
      ...nulFieldErrors(request.body),
    });
  });
}
