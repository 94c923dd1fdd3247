import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';

/** The server's message for a failed call (spec §8 extraction rule), else the page's own fallback text. */
export function serverMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && errorText(error.body)) || fallback;
}
