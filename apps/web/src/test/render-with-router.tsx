import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { UserProfile } from '@riskscreen/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { profileQuery } from '../lib/profile.ts';
import { PROFILE_FIXTURE } from './profile-fixture.ts';

// jsdom has no scrollIntoView, which the type dropdown calls on its options.
Element.prototype.scrollIntoView ??= () => {};

/** Shows where the app navigated, for assertions. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders screens with the app's providers, a signed-in profile (given, or the fixture) and a router. */
export function renderWithRouter(
  ui: ReactNode,
  path = '/dashboard?workspace=demo',
  profile: UserProfile = PROFILE_FIXTURE,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  queryClient.setQueryData(profileQuery.queryKey, profile as never);
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <Notifications />
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={<div>Loading</div>}>
            {ui}
            <Routes>
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
