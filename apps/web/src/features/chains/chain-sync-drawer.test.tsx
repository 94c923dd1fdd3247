import { endpoints } from '@riskscreen/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { ChainSyncDrawer } from './index.ts';

const PROFILE = routeOf(endpoints.profile.me);
const HEALTH = routeOf(endpoints.chains.healthCheck);
const profile = () => ({ status: 200, body: PROFILE_FIXTURE });

const BITCOIN = {
  blockchain: 0,
  blockchain_verbose: 'Bitcoin',
  last_synced_block: 871_234,
  last_updated_at: '2025-03-05T13:07:00.000Z',
  last_synced_block_timestamp: '2025-03-05T13:01:00.000Z',
};
const TRON = {
  blockchain: 10,
  blockchain_verbose: 'Tron',
  last_synced_block: null,
  last_updated_at: '2025-03-05T11:12:00.000Z',
  last_synced_block_timestamp: null,
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const rowOf = (label: string) => screen.getByText(label).closest('tr') as HTMLElement;

describe('Chain Synchronization', () => {
  it('lists each chain with its grouped last block and update time in the profile zone and relative', async () => {
    // Only the clock is fixed: timers stay real for the queries.
    vi.useFakeTimers({ now: new Date('2025-03-05T13:12:00.000Z'), toFake: ['Date'] });
    stubServer({
      [PROFILE]: profile,
      [HEALTH]: () => ({
        status: 200,
        body: { statuses_by_blockchain: [BITCOIN, TRON], sanctions_list: null },
      }),
    });
    renderWithProviders(<ChainSyncDrawer opened onClose={() => {}} />);
    const bitcoin = await waitFor(() => rowOf('Bitcoin'));
    expect(within(bitcoin).getByText('871,234')).toBeTruthy();
    // Europe/Paris is UTC+1 in March.
    expect(within(bitcoin).getByText('Mar 5, 2025 2:07 PM')).toBeTruthy();
    expect(within(bitcoin).getByText('5 minutes ago')).toBeTruthy();
    expect(within(bitcoin).getByText('mined Mar 5, 2025 2:01 PM')).toBeTruthy();

    const tron = rowOf('Tron');
    expect(within(tron).getByText('—')).toBeTruthy();
    expect(within(tron).getByText('Mar 5, 2025 12:12 PM')).toBeTruthy();
    expect(within(tron).getByText('about 2 hours ago')).toBeTruthy();
    expect(screen.getByText(/Europe\/Paris/)).toBeTruthy();
  });

  it("shows the sanctions list's own date when it carries one, and when it was imported", async () => {
    stubServer({
      [PROFILE]: profile,
      [HEALTH]: () => ({
        status: 200,
        body: {
          statuses_by_blockchain: [BITCOIN],
          sanctions_list: {
            source: 'OFAC SDN',
            published_at: '2025-03-21T00:00:00.000Z',
            dated: true,
            imported_at: '2025-03-22T03:00:05.000Z',
          },
        },
      }),
    });
    renderWithProviders(<ChainSyncDrawer opened onClose={() => {}} />);
    const line = await screen.findByTestId('sanctions-list-date');
    expect(within(line).getByText('Sanctions list: Mar 21, 2025')).toBeTruthy();
    // Imported at 03:00 UTC: 4:00 AM in Europe/Paris.
    expect(
      within(line).getByText('OFAC SDN, published Mar 21, 2025; imported Mar 22, 2025 4:00 AM'),
    ).toBeTruthy();
  });

  it('dates an undated list by its import, and says when none was imported', async () => {
    const undated = {
      source: 'OFAC SDN',
      published_at: '2026-11-26T23:30:00.000Z',
      dated: false,
      imported_at: '2026-11-26T23:30:00.000Z',
    };
    stubServer({
      [PROFILE]: profile,
      [HEALTH]: () => ({ status: 200, body: { statuses_by_blockchain: [], sanctions_list: undated } }),
    });
    const { unmount } = renderWithProviders(<ChainSyncDrawer opened onClose={() => {}} />);
    // 23:30 UTC is already the next day in Paris.
    const line = await screen.findByTestId('sanctions-list-date');
    expect(within(line).getByText('Sanctions list: Nov 27, 2026')).toBeTruthy();
    expect(within(line).getByText(/the list carries no date; imported Nov 27, 2026 12:30 AM/)).toBeTruthy();
    unmount();

    stubServer({
      [PROFILE]: profile,
      [HEALTH]: () => ({ status: 200, body: { statuses_by_blockchain: [], sanctions_list: null } }),
    });
    renderWithProviders(<ChainSyncDrawer opened onClose={() => {}} />);
    expect(await screen.findByText('Sanctions list: none imported')).toBeTruthy();
  });

  it('shows the empty state when no chain has been synced', async () => {
    stubServer({
      [PROFILE]: profile,
      [HEALTH]: () => ({ status: 200, body: { statuses_by_blockchain: [], sanctions_list: null } }),
    });
    renderWithProviders(<ChainSyncDrawer opened onClose={() => {}} />);
    expect(await screen.findByText('Nothing to see over here')).toBeTruthy();
  });

  it('shows the table error when the health check fails', async () => {
    stubServer({
      [PROFILE]: profile,
      [HEALTH]: () => ({ status: 500, body: { detail: 'Internal Error!' } }),
    });
    renderWithProviders(<ChainSyncDrawer opened onClose={() => {}} />);
    expect(await screen.findByText('Error Loading Data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
