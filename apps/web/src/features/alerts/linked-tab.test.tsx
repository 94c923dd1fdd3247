import { endpointPath, endpoints } from '@riskscreen/shared';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe, probedLocation } from '../../test/location-probe.tsx';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { AlertListPage } from './index.ts';
import { alertRow, COUNTS, MEMBERS, STAGES } from './test-fixtures.ts';

/** A link into the alert list naming a tab (the dashboard's alert cards) opens it on that tab. */
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function serve() {
  const page = { count: 1, next: null, previous: null, results: [alertRow(1)] };
  return stubServer({
    [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE_FIXTURE }),
    [routeOf(endpoints.alertList.list)]: () => ({ status: 200, body: page }),
    [routeOf(endpoints.alertList.tabCounts)]: () => ({ status: 200, body: { ...COUNTS, closed: 3 } }),
    [routeOf(endpoints.alerts.workflowStages)]: () => ({ status: 200, body: STAGES }),
    [routeOf(endpoints.alertList.membersLite)]: () => ({ status: 200, body: MEMBERS }),
    [routeOf(endpoints.rules.listAll)]: () => ({
      status: 200,
      body: { count: 0, next: null, previous: null, results: [] },
    }),
  });
}

function renderAt(path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <Routes>
        <Route path="/alerts" element={<AlertListPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const listCalls = (calls: ReturnType<typeof serve>['calls']) =>
  calls.filter((c) => c.path === endpointPath(endpoints.alertList.list));

describe('a link with a tab', () => {
  it('opens the list on that tab and takes it out of the URL', async () => {
    const { calls } = serve();
    renderAt('/alerts?tab=closed&workspace=demo');
    await screen.findAllByTestId('alert-id');
    expect(listCalls(calls)[0]?.query.get('tab')).toBe('closed');
    await waitFor(() => expect(probedLocation.current).toBe('/alerts?workspace=demo'));
    expect(screen.getByTestId('list-tab-closed').getAttribute('aria-selected')).toBe('true');
  });

  it('ignores a tab it does not know', async () => {
    const { calls } = serve();
    renderAt('/alerts?tab=4&workspace=demo');
    await screen.findAllByTestId('alert-id');
    expect(listCalls(calls)[0]?.query.get('tab')).toBe('all');
  });
});
