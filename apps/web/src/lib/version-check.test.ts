import { describe, expect, test } from 'vitest';
import { isNewVersion } from './version-check.ts';

describe('new-version check', () => {
  const v1 = { version: '0.1.0', built_at: '2025-01-01T00:00:00.000Z' };

  test('a different version or build time is new', () => {
    expect(isNewVersion(v1, { ...v1, version: '0.2.0' })).toBe(true);
    expect(isNewVersion(v1, { ...v1, built_at: '2025-02-01T00:00:00.000Z' })).toBe(true);
  });

  test('the same version, or an unreachable server, is not', () => {
    expect(isNewVersion(v1, { ...v1 })).toBe(false);
    expect(isNewVersion(v1, null)).toBe(false);
    expect(isNewVersion(null, v1)).toBe(false);
  });
});
