import type { z } from 'zod';
import { HttpError } from '../../lib/http-errors.ts';

/**
 * Validate a body with a rule builder schema and answer its own messages as field errors ({ field: [message] },
 * paths joined with dots, e.g. rule_conditions.0.threshold_amount_usd). The shared error handler would reword
 * the builder's 'Required'; the specification shows 'Required'.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.') || 'non_field_errors';
    const messages = fields[key] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    fields[key] = messages;
  }
  throw HttpError.fields(fields);
}
