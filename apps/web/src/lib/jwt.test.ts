import { describe, expect, test } from 'vitest';
import { isTokenExpired, tokenExpiresAt } from './jwt.ts';

const token = (payload: object) =>
  `h.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

describe('access token expiry', () => {
  test('reads exp from the payload', () => {
    expect(tokenExpiresAt(token({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
    expect(tokenExpiresAt('not-a-jwt')).toBeNull();
  });

  test('a token expiring within the margin counts as expired', () => {
    const now = 1_700_000_000_000;
    expect(isTokenExpired(token({ exp: now / 1000 + 5 }), now)).toBe(true);
    expect(isTokenExpired(token({ exp: now / 1000 + 60 }), now)).toBe(false);
    expect(isTokenExpired('garbage', now)).toBe(false);
  });
});
