import { ERROR_TEXTS } from '@riskscreen/shared';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';

/** The field messages of a refused password form, and its general message (an expired link, say). */
export function formFailure(error: unknown): { fields: Record<string, string>; message: string | null } {
  if (!(error instanceof ApiError))
    return { fields: {}, message: error ? ERROR_TEXTS.other_login_failure : null };
  const body = (error.body ?? {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body))
    if (Array.isArray(value)) fields[key] = value.filter((v) => typeof v === 'string').join(' ');
  const message = fields.token ?? (Object.keys(fields).length === 0 ? errorText(error.body) || null : null);
  return { fields, message };
}
