import { describe, expect, test } from 'vitest';
import { isDetailPage, isEntityPage, pathAfterWorkspaceSwitch } from './paths.ts';

describe('route shapes', () => {
  test('a detail page is an id under addresses, transactions, cases or customers, with no third segment', () => {
    expect(isDetailPage('/addresses/12')).toBe(true);
    expect(isDetailPage('/customers/cust-9')).toBe(true);
    expect(isDetailPage('/addresses')).toBe(false);
    expect(isDetailPage('/addresses/12/graph')).toBe(false);
    expect(isDetailPage('/alerts/12')).toBe(false);
  });

  test('the search page and detail pages are entity pages', () => {
    expect(isEntityPage('/search')).toBe(true);
    expect(isEntityPage('/cases/4')).toBe(true);
    expect(isEntityPage('/cases')).toBe(false);
  });
});

describe('where a workspace switch lands', () => {
  test.each([
    ['/dashboard', '/dashboard'],
    ['/', '/dashboard'],
    ['/addresses/12', '/dashboard'],
    ['/search', '/dashboard'],
    ['/alerts', '/alerts'],
    ['/addresses', '/addresses'],
    ['/settings/user/profile', '/settings/user/profile'],
    ['/settings/workspace/members', '/settings/workspace/members'],
    ['/settings/workspace/policies', '/settings/workspace/policies'],
    ['/settings/workspace/policies/7', '/settings/workspace/policies'],
    ['/settings/workspace/policies/7/rules/add', '/settings/workspace/policies'],
    ['/settings/workspace/rules/3', '/settings/workspace/rules'],
    ['/settings/workspace/integrations/slack', '/settings/workspace/integrations/slack'],
  ])('%s → %s', (from, to) => {
    expect(pathAfterWorkspaceSwitch(from)).toBe(to);
  });
});
