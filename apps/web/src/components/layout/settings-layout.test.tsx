import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { SettingsLayout } from './settings-layout.tsx';

const labelsOf = (group: HTMLElement) =>
  within(group)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the settings sidebar', () => {
  it('groups the workspace settings as the specification does: API keys, integrations, members; product; risk', () => {
    renderWithRouter(<SettingsLayout />, '/settings/workspace/case?workspace=demo', {
      ...PROFILE_FIXTURE,
      is_organization_admin: true,
    });
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    const workspace = within(nav).getByRole('group', { name: 'Workspace Settings' });
    expect(labelsOf(within(workspace).getByRole('group', { name: 'Product' }))).toEqual([
      'Monitoring Config',
      'Smart Contract Watchlist',
      'Custom Lists',
      'Case Preferences',
      'Archive History',
    ]);
    expect(labelsOf(within(workspace).getByRole('group', { name: 'Risk' }))).toEqual([
      'Policies',
      'Rules',
      'Custom Tags',
    ]);
    // API keys, integrations and members stand first, on their own.
    expect(labelsOf(workspace).slice(0, 3)).toEqual(['API Keys', 'Integrations', 'Members']);
    expect(within(workspace).getByText('Product')).toBeTruthy();
    expect(labelsOf(within(nav).getByRole('group', { name: 'Organisation Settings' }))).toEqual([
      'Members',
      'Workspaces',
      'Usage',
      'Single Sign-On',
    ]);
  });

  it('shows an agent only their user settings', () => {
    renderWithRouter(<SettingsLayout />, '/settings/user/profile?workspace=demo');
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(nav).queryByRole('group', { name: 'Workspace Settings' })).toBeNull();
    expect(labelsOf(within(nav).getByRole('group', { name: 'User Settings' }))).toEqual([
      'Profile',
      'Notifications',
    ]);
  });
});
