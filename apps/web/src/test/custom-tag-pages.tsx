import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderWithProviders } from './render-with-providers.tsx';

export { type Call, stubServer } from './stub-server.ts';

/** Renders a settings page at `path` with the app's providers. */
export function renderAt(path: string, page: ReactNode) {
  const route = path.split('?')[0] ?? path;
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={page} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A custom tag or list as the server answers it. */
export function tagFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    name: 'VIP desk',
    description: 'Counterparties of the VIP desk',
    risk_level: 0,
    type: 0,
    is_active: true,
    is_in_custom_list: false,
    added_by: 'Ada Admin',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    address_count: 0,
    ...overrides,
  };
}

export const paged = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
