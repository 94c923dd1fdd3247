import { notifications } from '@mantine/notifications';
import { endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { type Reply, routeOf, stubServer } from '../../test/stub-server.ts';
import { MonitoringConfigPage } from './index.ts';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const ADMIN = { ...PROFILE_FIXTURE, memberships: [{ workspace: 'demo', workspace_name: 'Demo', role: 1 }] };
const SETTINGS = routeOf(endpoints.monitoring.settings);
const UPDATE = routeOf(endpoints.monitoring.updateSettings);
const ENTITIES = routeOf(endpoints.monitoring.entities);
const ADD_ENTITY = routeOf(endpoints.monitoring.addEntity);
const page = (results: unknown[]) => ({
  status: 200,
  body: { count: results.length, next: null, previous: null, results },
});

function renderPage(profile = ADMIN, update: (body: unknown) => Reply = (body) => ({ status: 200, body })) {
  let stored = { continuous_monitoring_level: 1, continuous_monitoring_days: null as number | null };
  const server = stubServer({
    [routeOf(endpoints.autoResolve.levels)]: () => ({ status: 200, body: { levels: [5] } }),
    [SETTINGS]: () => ({ status: 200, body: stored }),
    [UPDATE]: ({ body }) => {
      const reply = update(body);
      if (reply.status === 200) stored = { ...stored, ...(body as object) };
      return reply.status === 200 ? { status: 200, body: stored } : reply;
    },
    [routeOf(endpoints.monitoring.addresses)]: () => page([]),
    [ENTITIES]: () =>
      page([{ id: 1, entity_name: 'Binance', added_by: 'Ann', created_at: '2026-01-01T00:00:00Z' }]),
    [ADD_ENTITY]: ({ body }) => ({
      status: 201,
      body: {
        id: 2,
        entity_name: (body as { entity_name: string }).entity_name,
        added_by: 'Ann',
        created_at: '2026-01-02T00:00:00Z',
      },
    }),
  });
  renderWithRouter(<MonitoringConfigPage />, '/settings/workspace/config?workspace=demo', profile);
  return server;
}

describe('monitoring config: continuous monitoring', () => {
  it('saves a new level and a new duration, each with its toast', async () => {
    const { calls } = renderPage();
    const level = await screen.findByTestId('monitoring-level');
    expect((within(level).getByLabelText('Enable') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(level).getByLabelText('Custom'));
    expect(await screen.findByText('Continuous monitoring preferences updated successfully')).toBeTruthy();
    expect(calls.find((c) => `${c.method} ${c.path}` === UPDATE)?.body).toEqual({
      continuous_monitoring_level: 2,
    });
    await waitFor(() =>
      expect((within(level).getByLabelText('Custom') as HTMLInputElement).checked).toBe(true),
    );
  });

  it('shows the server message when a level change fails', async () => {
    renderPage(ADMIN, () => ({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    }));
    const level = await screen.findByTestId('monitoring-level');
    fireEvent.click(within(level).getByLabelText('Disable'));
    expect(await screen.findByText('You do not have permission to perform this action.')).toBeTruthy();
    await waitFor(() =>
      expect((within(level).getByLabelText('Enable') as HTMLInputElement).checked).toBe(true),
    );
  });

  it('refuses an empty or duplicate entity in the spec words, and adds a new one', async () => {
    const { calls } = renderPage();
    const section = await screen.findByTestId('monitored-entities');
    await within(section).findByText('Binance');
    fireEvent.click(within(section).getByRole('button', { name: 'Add Entity' }));
    expect(await within(section).findByText('Please enter an Entity')).toBeTruthy();
    fireEvent.change(within(section).getByLabelText('Entity'), { target: { value: 'binance' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add Entity' }));
    expect(await within(section).findByText('Entity already exists')).toBeTruthy();
    fireEvent.change(within(section).getByLabelText('Entity'), { target: { value: 'Kraken' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add Entity' }));
    await waitFor(() =>
      expect(calls.filter((c) => `${c.method} ${c.path}` === ADD_ENTITY).map((c) => c.body)).toEqual([
        { entity_name: 'Kraken' },
      ]),
    );
  });

  it('disables every control without the plan permission, and says so', async () => {
    renderPage({ ...ADMIN, can_enable_continuous_monitoring: false });
    const level = await screen.findByTestId('monitoring-level');
    expect(screen.getByTestId('monitoring-unavailable')).toBeTruthy();
    for (const radio of within(level).getAllByRole('radio'))
      expect((radio as HTMLInputElement).disabled).toBe(true);
    expect(
      (
        within(screen.getByTestId('monitored-entities')).getByRole('button', {
          name: 'Add Entity',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(
      (
        within(screen.getByTestId('monitored-addresses')).getByRole('button', {
          name: 'Add Address',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });
});
