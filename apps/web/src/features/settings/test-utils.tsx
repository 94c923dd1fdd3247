import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';

// The app's one fetch stub: settings tests name routes with routeOf, from the contract's endpoints.
export { stubServer } from '../../test/stub-server.ts';

/** Renders a page with the app's providers; /accounts/logout is a marker route for navigation checks. */
export function renderPage(page: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications />
          <MemoryRouter initialEntries={['/settings']}>
            <Routes>
              <Route path="/settings" element={page} />
              <Route path="/accounts/logout" element={<div>Logging out</div>} />
            </Routes>
          </MemoryRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The shared profile fixture, as an admin (the API keys page is a workspace-settings page). */
export const PROFILE = { ...PROFILE_FIXTURE, role: 1 };
