import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../test/render-with-providers.tsx';

export { routeOf, stubServer } from '../../test/stub-server.ts';

/** Renders a page with the app's providers at a settings path of workspace alpha. */
export function renderPage(page: ReactNode, path = '/settings/workspace/members?workspace=alpha') {
  return renderWithProviders(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

const membership = (slug: string, role = 2) => ({
  role,
  role_verbose: role === 1 ? 'Admin' : 'Agent',
  is_active: true,
  workspace: { name: slug[0]?.toUpperCase() + slug.slice(1), slug },
});

/** A team member as the API answers it. */
export function member(id: number, email: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    first_name: email.split('@')[0] ?? '',
    last_name: 'Doe',
    email,
    is_active: true,
    user_is_active: true,
    is_organization_admin: false,
    is_invited: false,
    role: 2,
    role_verbose: 'Agent',
    memberships: [membership('alpha')],
    ...overrides,
  };
}

export const ALL_WORKSPACES = ['alpha', 'beta', 'gamma'].map((s) => membership(s));

export const pageOf = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});
