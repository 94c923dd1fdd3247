import { API_PAGES } from '@riskscreen/shared';
import { beforeEach, describe, expect, test } from 'vitest';
import { deleteCookie } from '../../lib/cookies.ts';
import { validateLoginEmail } from './email-validation.ts';
import { authorizeUrl, lockoutRemaining, loginMemory, safeReturnPath } from './login-memory.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
});

describe('login lockout after a failed bot check', () => {
  test('lasts 15 seconds from the failure', () => {
    expect(lockoutRemaining(null, 1000)).toBe(0);
    expect(lockoutRemaining(1000, 1000)).toBe(15_000);
    expect(lockoutRemaining(1000, 15_999)).toBe(1);
    expect(lockoutRemaining(1000, 16_000)).toBe(0);
  });

  test('the failure time is kept in the captchaFailed cookie', () => {
    loginMemory.markCaptchaFailed(123_456);
    expect(document.cookie).toContain('captchaFailed=123456');
    expect(loginMemory.captchaFailedAt()).toBe(123_456);
  });
});

describe('remembered organisation', () => {
  test('is stored in the organizationInfo cookie and local storage, and forgotten on request', () => {
    loginMemory.rememberOrganization({ organization: 'demo', email: 'a@demo.test' });
    expect(document.cookie).toContain('organizationInfo=');
    expect(loginMemory.organizationInfo()).toEqual({ organization: 'demo', email: 'a@demo.test' });
    loginMemory.forgetOrganization();
    expect(loginMemory.organizationInfo()).toBeNull();
  });
});

describe('return path', () => {
  test('only in-app paths are accepted', () => {
    expect(safeReturnPath('/alerts?tab=1')).toBe('/alerts?tab=1');
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('/accounts/logout')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });

  test("comes back once, and only for the login attempt's own state", () => {
    const info = { organization: 'demo', email: 'a@demo.test' };
    authorizeUrl(info, '/cases');
    expect(loginMemory.takeReturnPath('another-attempt')).toBeNull();

    const url = new URL(authorizeUrl(info, '/cases'), 'http://app.local');
    expect(url.pathname).toBe(API_PAGES.authorize);
    expect(url.searchParams.get('organization')).toBe('demo');
    expect(url.searchParams.get('login_hint')).toBe('a@demo.test');
    const state = url.searchParams.get('state');
    expect(loginMemory.takeReturnPath(state)).toBe('/cases');
    expect(loginMemory.takeReturnPath(state)).toBeNull();
    expect(url.searchParams.get('sso')).toBeNull();
  });

  test('an organisation with single sign-on is remembered as such and continues to that step', () => {
    const info = { organization: 'acme', email: 'a@acme.test', sso: true };
    loginMemory.rememberOrganization(info);
    expect(loginMemory.organizationInfo()).toEqual(info);
    const url = new URL(authorizeUrl(info, null), 'http://app.local');
    expect(url.searchParams.get('sso')).toBe('1');
  });
});

describe('login e-mail validation', () => {
  test('required, then well-formed', () => {
    expect(validateLoginEmail('  ')).toBe('Email Address is required');
    expect(validateLoginEmail('nope')).toBe('Please enter a valid email address');
    expect(validateLoginEmail(' Admin@Demo.test ')).toBeNull();
  });
});
