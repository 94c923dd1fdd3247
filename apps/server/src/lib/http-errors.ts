import { type ErrorCode, errorText } from '@riskscreen/shared';

/**
 * A failure the user should see: status, stable catalogue code and text, or field errors.
 * The error handler turns it into the specification's body shape; anything else becomes a 500 with an error id.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly code?: string,
    readonly fields?: Record<string, string[]>,
    /** Extra fields of the body, e.g. the owner address of a token account. */
    readonly extra?: Record<string, string | number | boolean>,
  ) {
    super(detail);
  }

  static fromCatalogue(statusCode: number, code: ErrorCode, value?: string | number): HttpError {
    return new HttpError(statusCode, errorText(code, value), code);
  }

  static fields(fields: Record<string, string[]>): HttpError {
    const first = Object.values(fields)[0]?.[0] ?? 'Invalid input.';
    return new HttpError(400, first, 'invalid', fields);
  }
}

export const notFound = () => HttpError.fromCatalogue(404, 'not_found');
export const unauthenticated = () => HttpError.fromCatalogue(401, 'not_authenticated');
export const forbidden = () => HttpError.fromCatalogue(403, 'permission_denied');
