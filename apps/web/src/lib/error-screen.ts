import { SHELL_MESSAGES } from '@riskscreen/shared/errors/catalogue'; // by file: see app/app.tsx
import { ApiError } from './api-client.ts';

export type ScreenError = {
  status: number | null;
  message: string | null;
  errorId: string | null;
  /** An owner-address conflict (a token account): the address to open instead (spec part 3 §8). */
  ownerAddress?: string | null;
};

export type ErrorScreenContent = {
  title: string;
  description: string;
  /** 401: renew the plan; 403: ask for access; others: report the error with its id. */
  contact: 'billing' | 'access' | 'report' | 'none';
  action: 'logout' | 'home';
};

/** The error screen's texts per status (spec part 1 §8, part 3 §8). */
export function errorScreenContent({
  status,
  message,
}: Pick<ScreenError, 'status' | 'message'>): ErrorScreenContent {
  if (status === 404) {
    return { title: SHELL_MESSAGES.pageNotFound, description: '', contact: 'none', action: 'home' };
  }
  if (status === 401) {
    return { title: SHELL_MESSAGES.billingExpired, description: '', contact: 'billing', action: 'logout' };
  }
  if (status === 403) {
    return { title: SHELL_MESSAGES.noAccess, description: '', contact: 'access', action: 'logout' };
  }
  return {
    title: message || SHELL_MESSAGES.genericError,
    description:
      status === null
        ? 'We encountered an unexpected error'
        : SHELL_MESSAGES.encounteredStatus.replace('{status}', String(status)),
    contact: 'report',
    action: 'home',
  };
}

/** Whatever was thrown, as the error screen needs it; the error id is the server's when it gave one. */
export function toScreenError(error: unknown): ScreenError {
  if (error instanceof ApiError) {
    const body = error.body as { error_id?: unknown; detail?: unknown; owner_address?: unknown } | null;
    return {
      status: error.status,
      message: typeof body?.detail === 'string' ? body.detail : error.message || null,
      errorId: typeof body?.error_id === 'string' ? body.error_id : newErrorId(),
      // Only an owner-address conflict names the address that owns the identifier.
      ...(typeof body?.owner_address === 'string' ? { ownerAddress: body.owner_address } : {}),
    };
  }
  if (isStatusError(error)) {
    return { status: error.status, message: error.statusText || null, errorId: newErrorId() };
  }
  // A crash in the page: its message is for developers (the console), not the title.
  return { status: null, message: null, errorId: newErrorId() };
}

function isStatusError(error: unknown): error is { status: number; statusText?: string } {
  return (
    typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
  );
}

/** An id for the user to quote when reporting an error the server gave none for (404 pages included). */
export function newErrorId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
