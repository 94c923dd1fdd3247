import { describe, expect, it } from 'vitest';
import { isAdmin, isOrgAdmin } from './permissions.ts';

describe('isAdmin / isOrgAdmin', () => {
  it('an organisation admin is both, whatever the membership', () => {
    const s = { isOrganizationAdmin: true, profileRole: null, membershipRole: 2 };
    expect(isAdmin(s)).toBe(true);
    expect(isOrgAdmin(s)).toBe(true);
  });
  it('a workspace admin is admin of that workspace but not organisation admin', () => {
    const s = { isOrganizationAdmin: false, profileRole: null, membershipRole: 1 };
    expect(isAdmin(s)).toBe(true);
    expect(isOrgAdmin(s)).toBe(false);
  });
  it('a service account (profile role 3) is both', () => {
    const s = { isOrganizationAdmin: false, profileRole: 3, membershipRole: 4 };
    expect(isAdmin(s)).toBe(true);
    expect(isOrgAdmin(s)).toBe(true);
  });
  it('agents of every level are neither', () => {
    for (const role of [2, 4, 5, 6, 7]) {
      const s = { isOrganizationAdmin: false, profileRole: null, membershipRole: role };
      expect(isAdmin(s)).toBe(false);
      expect(isOrgAdmin(s)).toBe(false);
    }
  });
});
