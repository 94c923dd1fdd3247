import { ApiError } from './api-client.ts';
import { session } from './session.ts';

/** A 401 or 403 on a query of a signed-in user leads to the error screen (with its Logout button). */
export function isAccessFailure(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 401 || error.status === 403) && session.isAuthenticated()
  );
}
