import { isAdmin, isOrgAdmin, Role } from '@riskscreen/shared';
import { describe, expect, test } from 'vitest';
import { standingIn } from './permissions.ts';

const profile = (over: { is_organization_admin?: boolean; role?: number | null }) => ({
  is_organization_admin: over.is_organization_admin ?? false,
  role: over.role ?? null,
  memberships: [
    { workspace: 'demo', workspace_name: 'Demo', role: Role.Admin },
    { workspace: 'research', workspace_name: 'Research', role: Role.Agent },
  ],
});

describe('isAdmin and isOrgAdmin (spec part 1 §6)', () => {
  test('the membership role is looked up for the current workspace', () => {
    const p = profile({});
    expect(isAdmin(standingIn(p, 'demo'))).toBe(true);
    expect(isAdmin(standingIn(p, 'research'))).toBe(false);
    expect(isAdmin(standingIn(p, 'elsewhere'))).toBe(false);
    expect(isOrgAdmin(standingIn(p, 'demo'))).toBe(false);
  });

  test('an organisation admin is admin everywhere', () => {
    const p = profile({ is_organization_admin: true });
    expect(isAdmin(standingIn(p, 'research'))).toBe(true);
    expect(isOrgAdmin(standingIn(p, 'research'))).toBe(true);
  });

  test('a service-account profile role counts as admin and organisation admin', () => {
    const p = profile({ role: Role.ServiceAccount });
    expect(isAdmin(standingIn(p, 'research'))).toBe(true);
    expect(isOrgAdmin(standingIn(p, null))).toBe(true);
  });

  test('other profile roles grant nothing by themselves', () => {
    const p = profile({ role: Role.Admin });
    expect(isAdmin(standingIn(p, 'research'))).toBe(false);
    expect(isOrgAdmin(standingIn(p, 'demo'))).toBe(false);
  });
});
