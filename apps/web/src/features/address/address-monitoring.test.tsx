import { notifications } from '@mantine/notifications';
import { endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressDetail } from '../../test/address-fixtures.ts';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { renderAddressPage } from './render-address-page.tsx';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const ADDRESS = endpointPath(endpoints.addresses.detail, { id: 9 });
const ADD = routeOf(endpoints.monitoring.addAddress);
const MUTE = `PUT ${endpointPath(endpoints.monitoring.muteAddress, { id: 9 })}`;
const ADMIN = {
  ...PROFILE_FIXTURE,
  continuous_monitoring_level: 1,
  memberships: [{ workspace: 'demo', workspace_name: 'Demo', role: 1 }],
};

/** A screened address on a sanctions-only chain (no graph in jsdom) in the given monitoring state. */
const addressWith = (monitoring: { is_monitored: boolean; is_muted: boolean }) => addressDetail(monitoring);

function renderPage(state: { is_monitored: boolean; is_muted: boolean }, profile = ADMIN) {
  const server = stubServer({
    [`GET ${ADDRESS}`]: () => ({ status: 200, body: addressWith(state) }),
    [`GET ${ADDRESS}attribution-timestamp/`]: () => ({ status: 200, body: { attribution_timestamp: null } }),
    [ADD]: ({ body }) => ({
      status: 201,
      body: {
        id: 1,
        currency_short: 'ETH',
        added_by: 'Ann',
        created_at: '2026-01-01T00:00:00Z',
        ...(body as object),
      },
    }),
    [MUTE]: () => ({ status: 200, body: { is_muted: true, muted_until: '2026-01-08T00:00:00Z' } }),
  });
  renderAddressPage(profile);
  return server;
}

const openMenu = async () => fireEvent.click(await screen.findByRole('button', { name: 'Address actions' }));

describe('address monitoring', () => {
  it('shows the Active badge and deactivates monitoring with a comment', async () => {
    const { calls } = renderPage({ is_monitored: true, is_muted: false });
    expect((await screen.findByTestId('monitoring-badge')).textContent).toBe('Monitoring: Active');
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate Monitoring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Monitoring' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Comment/), { target: { value: 'Our own wallet' } });
    fireEvent.click(confirm);
    expect(await screen.findByText('Monitoring has been Deactivated')).toBeTruthy();
    expect(calls.find((c) => `${c.method} ${c.path}` === ADD)?.body).toEqual({
      identifier: `0x${'12'.repeat(20)}`,
      currency: 1,
      is_ignored: true,
      comment: '<p>Our own wallet</p>',
    });
  });

  it('shows Inactive, and hides the monitoring item of a muted address but offers Unmute', async () => {
    renderPage({ is_monitored: false, is_muted: true });
    expect((await screen.findByTestId('monitoring-badge')).textContent).toBe('Monitoring: Inactive');
    expect(screen.getByTestId('monitoring-muted-badge')).toBeTruthy();
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Unmute Monitoring' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Enable Monitoring|Deactivate Monitoring/ })).toBeNull();
  });

  it('mutes for the chosen days', async () => {
    const { calls } = renderPage({ is_monitored: true, is_muted: false });
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Mute Monitoring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mute Monitoring' });
    fireEvent.change(within(dialog).getByLabelText('Mute for (days)'), { target: { value: '14' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls.find((c) => `${c.method} ${c.path}` === MUTE)?.body).toEqual({ is_muted: true, days: 14 }),
    );
  });

  it('offers no monitoring item to an agent', async () => {
    renderPage(
      { is_monitored: true, is_muted: false },
      { ...PROFILE_FIXTURE, continuous_monitoring_level: 1 },
    );
    await openMenu();
    await screen.findByRole('menuitem', { name: 'Add to Case' });
    expect(screen.queryByRole('menuitem', { name: /Monitoring/ })).toBeNull();
  });
});
