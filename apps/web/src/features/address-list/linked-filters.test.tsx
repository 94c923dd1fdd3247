import { endpointPath, endpoints } from '@riskscreen/shared';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe, probedLocation } from '../../test/location-probe.tsx';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { AddressListPage } from './index.ts';
import { linkedFilters, NO_FILTERS } from './list-filters.ts';

/** A link into the address list with risk levels (the dashboard's pies) filters it by them. */
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const empty = { count: 0, next: null, previous: null, results: [] };

function serve() {
  return stubServer({
    [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE_FIXTURE }),
    [routeOf(endpoints.rules.listAll)]: () => ({ status: 200, body: empty }),
    [routeOf(endpoints.customTags.list)]: () => ({ status: 200, body: empty }),
    [routeOf(endpoints.addresses.list)]: () => ({ status: 200, body: empty }),
    [routeOf(endpoints.addresses.entityNames)]: () => ({ status: 200, body: [] }),
  });
}

describe('a link with risk levels', () => {
  it('reads the levels alone, ignoring what is not a level', () => {
    expect(linkedFilters(new URLSearchParams('risk_level=5,4,3,2,1'))).toEqual({
      ...NO_FILTERS,
      risk_level: [5, 4, 3, 2, 1],
    });
    expect(linkedFilters(new URLSearchParams('risk_level=4,x,9,4'))).toEqual({
      ...NO_FILTERS,
      risk_level: [4],
    });
    expect(linkedFilters(new URLSearchParams('risk_level='))).toBeNull();
    expect(linkedFilters(new URLSearchParams('tab=all_addresses'))).toBeNull();
  });

  it('opens the list filtered by them, saves them over older filters and leaves the URL', async () => {
    localStorage.setItem('rs.address-list-filters.demo', JSON.stringify({ currency: [1], q: 'abc' }));
    const { calls } = serve();
    renderWithProviders(
      <MemoryRouter initialEntries={['/addresses?risk_level=5%2C4&tab=all_addresses&workspace=demo']}>
        <LocationProbe />
        <Routes>
          <Route path="/addresses" element={<AddressListPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await waitFor(() => expect(probedLocation.current).toBe('/addresses?workspace=demo'));
    const lists = calls.filter((c) => c.path === endpointPath(endpoints.addresses.list));
    // The first call already has the link's filter: no unfiltered list flashes first.
    expect(lists[0]?.query.get('risk_level')).toBe('5,4');
    expect(lists.every((c) => c.query.get('currency') === null && c.query.get('q') === null)).toBe(true);
    expect(JSON.parse(localStorage.getItem('rs.address-list-filters.demo') ?? '{}').risk_level).toEqual([
      5, 4,
    ]);
    // The Risk Level filter shows them.
    const filters = await screen.findByTestId('address-filters');
    const pills = [...filters.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent);
    expect(pills).toEqual(['Critical', 'High']);
  });
});
