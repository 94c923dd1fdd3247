import type { UserProfile } from '@riskscreen/shared';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { profileQuery } from '../lib/profile.ts';
import { PROFILE_FIXTURE } from './profile-fixture.ts';
import { renderWithProviders, testQueryClient } from './render-with-providers.tsx';

// jsdom has no scrollIntoView, which the type dropdown calls on its options.
Element.prototype.scrollIntoView ??= () => {};

/** Shows where the app navigated, for assertions. */
function LocationOutput() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders screens with the app's providers, a signed-in profile (given, or the fixture) and a router. */
export function renderWithRouter(
  ui: ReactNode,
  path = '/dashboard?workspace=demo',
  profile: UserProfile = PROFILE_FIXTURE,
) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(profileQuery.queryKey, profile as never);
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Routes>
        <Route path="*" element={<LocationOutput />} />
      </Routes>
    </MemoryRouter>,
    queryClient,
  );
}
