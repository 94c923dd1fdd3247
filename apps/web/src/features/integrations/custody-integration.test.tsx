import { endpoints, type Integration } from '@riskscreen/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { type Reply, routeOf, type StubRequest, stubServer } from '../../test/stub-server.ts';
import { IntegrationDetailPage, IntegrationsPage } from './index.ts';

/** The custody service's card and page: behind fireblocks_enabled, Add Integration, each change saved at once. */
afterEach(() => vi.unstubAllGlobals());

const CONFIG = {
  is_advanced_integration_enabled: false,
  freezing_status: 1,
  freezing_risk_levels: [5],
  rejection_status: 0,
  rejection_risk_levels: [5],
  notification_emails: ['ops@acme.test'],
  is_freezing_notification_enabled: true,
  is_rejection_notification_enabled: false,
  is_advanced_settings_notification_enabled: false,
};
const active: Integration = {
  id: 9,
  provider: 'fireblocks',
  is_active: true,
  config: CONFIG,
  webhook_slug: 'fbslug123',
  needs_reconnect: false,
};
const page = (results: Integration[]) => ({ count: results.length, next: null, previous: null, results });
const permissions = (on: boolean) => ({
  status: 200,
  body: {
    id: 1,
    email: 'admin@acme.test',
    name: 'Adam Admin',
    username: 'admin@acme.test',
    role_verbose: 'Admin',
    date_joined: '2026-01-01T00:00:00Z',
    is_authenticated: true,
    organization: 'Acme',
    billing_plan_name: 'Plan',
    language: 'en',
    timezone: 'UTC',
    created_at: '2026-01-01T00:00:00Z',
    user_hash: 'h',
    is_support_widget_enabled: false,
    is_chat_messenger_enabled: false,
    is_session_recording_enabled: false,
    is_tag_manager_enabled: false,
    is_product_analytics_enabled: false,
    server_env: 'test',
    fireblocks_enabled: on,
    support_key: null,
  },
});

function serve(options: {
  enabled: boolean;
  list: Integration[];
  extra?: Record<string, (r: StubRequest) => Reply>;
}) {
  return stubServer({
    [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE_FIXTURE }),
    [routeOf(endpoints.profile.accountPermissions)]: () => permissions(options.enabled),
    [routeOf(endpoints.integrations.list)]: () => ({ status: 200, body: page(options.list) }),
    ...options.extra,
  });
}

function render(path: string) {
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/settings/workspace/integrations" element={<IntegrationsPage />} />
        <Route path="/settings/workspace/integrations/:integrationType" element={<IntegrationDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the custody service', () => {
  it('its card shows only with the fireblocks_enabled permission', async () => {
    serve({ enabled: false, list: [] });
    render('/settings/workspace/integrations?workspace=demo');
    expect(await screen.findByText('Webhook')).toBeTruthy();
    expect(screen.queryByText('Fireblocks')).toBeNull();
  });

  it('Add Integration turns it on (POST), without the permission its page says to contact support', async () => {
    const { calls } = serve({
      enabled: true,
      list: [],
      extra: {
        [routeOf(endpoints.integrations.create)]: ({ body }) => ({
          status: 201,
          body: { ...active, ...(body as object), config: CONFIG },
        }),
      },
    });
    render('/settings/workspace/integrations/fireblocks?workspace=demo');
    fireEvent.click(await screen.findByTestId('add-integration'));
    expect(await screen.findByText('Fireblocks Integration Added')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      provider: 'fireblocks',
      is_active: true,
    });
  });

  it('says it is not enabled without the permission', async () => {
    serve({ enabled: false, list: [] });
    render('/settings/workspace/integrations/fireblocks?workspace=demo');
    expect((await screen.findByTestId('integration-not-available')).textContent).toMatch(/Contact support/);
    expect(screen.queryByTestId('add-integration')).toBeNull();
  });

  it('saves a status change at once, shows the webhook URL and the read-only advanced toggle', async () => {
    const { calls } = serve({
      enabled: true,
      list: [active],
      extra: {
        [routeOf(endpoints.integrations.update, { id: 9 })]: ({ body }) => ({
          status: 200,
          body: { ...active, config: { ...CONFIG, ...(body as { config: object }).config } },
        }),
      },
    });
    render('/settings/workspace/integrations/fireblocks?workspace=demo');
    expect((await screen.findByTestId('custody-webhook-url')).textContent).toMatch(
      /\/integrations\/fireblocks\/webhook\/fbslug123\/$/,
    );
    const advanced = screen.getByTestId('custody-advanced') as HTMLInputElement;
    expect(advanced.disabled).toBe(true);
    expect(screen.getByText(/contact support/)).toBeTruthy();
    const status = screen.getByTestId('custody-freezing-status');
    fireEvent.click(status);
    fireEvent.click(await screen.findByRole('option', { name: 'Dry Run' }));
    expect(await screen.findByText('Fireblocks Settings Updated')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      provider: 'fireblocks',
      is_active: true,
      config: { freezing_status: 2 },
    });
  });

  it('Deactivate asks first, then turns it off', async () => {
    const { calls } = serve({
      enabled: true,
      list: [active],
      extra: {
        [routeOf(endpoints.integrations.update, { id: 9 })]: () => ({
          status: 200,
          body: { ...active, is_active: false },
        }),
      },
    });
    render('/settings/workspace/integrations/fireblocks?workspace=demo');
    fireEvent.click(await screen.findByTestId('integration-actions'));
    fireEvent.click(await screen.findByText('Deactivate'));
    const confirm = await screen.findByRole('button', { name: 'Deactivate' });
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.click(confirm);
    expect(await screen.findByText('Fireblocks Integration Deactivated')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        provider: 'fireblocks',
        is_active: false,
      }),
    );
  });
});
