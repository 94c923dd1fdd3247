import { API_PAGES, TIMERS_MS } from '@riskscreen/shared';
import { z } from 'zod';
import { deleteCookie, getCookie, setCookie } from '../../lib/cookies.ts';
import { ACCOUNT_PAGES } from '../../lib/routes.ts';
import { parseStored } from '../../lib/stored-json.ts';

/**
 * What the login flow remembers in this browser: the organisation and e-mail (to continue automatically next
 * time), the time of the last failed bot check (15-second lockout) and, per login attempt, where to return.
 */
const ORGANIZATION_INFO = 'organizationInfo';
const CAPTCHA_FAILED = 'captchaFailed';
const RETURN_PATH = 'rs.login.return';
const YEAR_SECONDS = 365 * 24 * 3600;

const organizationInfo = z.object({
  organization: z.string().min(1),
  email: z.string().min(1),
  /** The organisation signs in through its own OpenID Connect provider (decision 0037). */
  sso: z.boolean().optional(),
});
export type OrganizationInfo = z.infer<typeof organizationInfo>;

const parseInfo = (raw: string | null): OrganizationInfo | null => parseStored(raw, organizationInfo, null);

/** Milliseconds left of the lockout that follows a failed bot check (0 when none). */
export function lockoutRemaining(failedAt: number | null, now: number): number {
  if (failedAt === null) return 0;
  const left = failedAt + TIMERS_MS.loginLockout - now;
  return left > 0 && left <= TIMERS_MS.loginLockout ? left : 0;
}

/** Only an in-app path may be a return path (no other origin, no protocol-relative URL). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith(ACCOUNT_PAGES)) return null;
  return value;
}

export const loginMemory = {
  organizationInfo(): OrganizationInfo | null {
    return parseInfo(getCookie(ORGANIZATION_INFO)) ?? parseInfo(localStorage.getItem(ORGANIZATION_INFO));
  },
  rememberOrganization(info: OrganizationInfo) {
    const raw = JSON.stringify(info);
    setCookie(ORGANIZATION_INFO, raw, YEAR_SECONDS);
    localStorage.setItem(ORGANIZATION_INFO, raw);
  },
  forgetOrganization() {
    deleteCookie(ORGANIZATION_INFO);
    localStorage.removeItem(ORGANIZATION_INFO);
  },
  captchaFailedAt(): number | null {
    const value = Number(getCookie(CAPTCHA_FAILED));
    return Number.isFinite(value) && value > 0 ? value : null;
  },
  markCaptchaFailed(now = Date.now()) {
    setCookie(CAPTCHA_FAILED, String(now), Math.ceil(TIMERS_MS.loginLockout / 1000));
  },
  /** The login attempt's state ties the callback to the return path chosen when it started. */
  saveReturnPath(state: string, path: string | null) {
    sessionStorage.setItem(RETURN_PATH, JSON.stringify({ state, path }));
  },
  takeReturnPath(state: string | null): string | null {
    const raw = sessionStorage.getItem(RETURN_PATH);
    sessionStorage.removeItem(RETURN_PATH);
    if (!raw || !state) return null;
    try {
      const saved = JSON.parse(raw) as { state?: unknown; path?: unknown };
      return saved.state === state && typeof saved.path === 'string' ? safeReturnPath(saved.path) : null;
    } catch {
      return null;
    }
  },
};

/**
 * The identity provider's step for an organisation and e-mail (the password, or single sign-on), remembering where
 * to return.
 */
export function authorizeUrl(info: OrganizationInfo, returnPath: string | null): string {
  const state = crypto.getRandomValues(new Uint32Array(2)).join('');
  loginMemory.saveReturnPath(state, returnPath);
  const query = new URLSearchParams({ organization: info.organization, login_hint: info.email, state });
  if (info.sso) query.set('sso', '1');
  return `${API_PAGES.authorize}?${query}`;
}
