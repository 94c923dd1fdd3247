import { SHELL_MESSAGES } from '@riskscreen/shared';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The login e-mail rules of spec part 1 §5; the address is sent trimmed and lower-cased. */
export function validateLoginEmail(value: string): string | null {
  const email = value.trim();
  if (!email) return SHELL_MESSAGES.emailRequired;
  if (!EMAIL.test(email)) return SHELL_MESSAGES.emailInvalid;
  return null;
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
