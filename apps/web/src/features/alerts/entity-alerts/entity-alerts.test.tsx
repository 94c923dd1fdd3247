import { endpoints } from '@riskscreen/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../../test/stub-server.ts';
import { EntityAlerts } from './entity-alerts.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the alerts of an entity', () => {
  it("says 'No alerts available' when the rules raised none", async () => {
    const { calls } = stubServer({
      [routeOf(endpoints.alerts.ofObject, { type: 'address', id: 7 })]: () => ({
        status: 200,
        body: { count: 0, next: null, previous: null, results: [] },
      }),
    });
    renderWithProviders(<EntityAlerts type="address" id="7" timeZone="UTC" />);
    expect(await screen.findByText('No alerts available')).toBeTruthy();
    expect(calls[0]?.query.get('limit')).toBe('20');
  });

  it("says 'Error loading alert details' when they cannot be read", async () => {
    stubServer({
      [routeOf(endpoints.alerts.ofObject, { type: 'address', id: 7 })]: () => ({
        status: 500,
        body: { detail: 'Internal Error!' },
      }),
    });
    renderWithProviders(<EntityAlerts type="address" id="7" timeZone="UTC" />);
    expect(await screen.findByText('Error loading alert details')).toBeTruthy();
  });
});
