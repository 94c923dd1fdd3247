import { ERROR_TEXTS, isAbsentField, RULE_MESSAGES } from '@riskscreen/shared';
import type { z } from 'zod';
import { HttpError } from '../../../lib/http-errors.ts';

/** The value a field error's path points at in the body as sent (undefined when the path leaves the body). */
function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Validate a body with a rule builder schema and answer its own messages as field errors ({ field: [message] },
 * paths joined with dots, e.g. rule_conditions.0.threshold_amount_usd). The builder's messages are kept (the
 * specification's 'Required' for an empty field, its number and taint texts), except that a field missing from
 * the body is 'This field is required.', as everywhere else in the API.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.') || 'non_field_errors';
    const isMissing = issue.path.length > 0 && isAbsentField(valueAt(body, issue.path));
    const message =
      isMissing && issue.message === RULE_MESSAGES.required ? ERROR_TEXTS.field_required : issue.message;
    const messages = fields[key] ?? [];
    if (!messages.includes(message)) messages.push(message);
    fields[key] = messages;
  }
  throw HttpError.fields(fields);
}
