import { endpoints, type Integration } from '@riskscreen/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe, probedLocation } from '../../test/location-probe.tsx';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { SlackConnectPage } from './components/slack-connect-page.tsx';
import { browser } from './components/slack-section.tsx';
import { IntegrationDetailPage } from './index.ts';

/** The chat service's page and its code exchange: Add Integration leaves for the consent page, /slack/connect returns. */
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const connected: Integration = {
  id: 4,
  provider: 'slack',
  is_active: true,
  config: {
    team_name: 'Acme Compliance',
    channel_id: 'C0ALERTS',
    channel_name: 'compliance-alerts',
    risk: [4, 5],
    alert_item: true,
    alert_resolution_notifications: true,
    summary: 'weekly',
  },
  webhook_slug: 'abc',
  needs_reconnect: false,
};

const page = (results: Integration[]) => ({ count: results.length, next: null, previous: null, results });

function render(path: string) {
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <Routes>
        <Route path="/settings/workspace/integrations/:integrationType" element={<IntegrationDetailPage />} />
        <Route path="/slack/connect" element={<SlackConnectPage />} />
        <Route path="/dashboard/slack/connect" element={<SlackConnectPage />} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the chat service', () => {
  it('Add Integration asks the server for the authorisation URL and sends the browser there', async () => {
    const assign = vi.fn();
    const original = browser.assign;
    browser.assign = assign;
    const authorizeUrl = 'https://slack.com/oauth/v2/authorize?client_id=1&state=s1';
    stubServer({
      [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE_FIXTURE }),
      [routeOf(endpoints.integrations.list)]: () => ({ status: 200, body: page([]) }),
      [routeOf(endpoints.integrations.slackAuthorizeUrl)]: () => ({
        status: 200,
        body: { url: authorizeUrl },
      }),
    });
    try {
      render('/settings/workspace/integrations/slack?workspace=demo');
      fireEvent.click(await screen.findByTestId('add-integration'));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(authorizeUrl));
    } finally {
      browser.assign = original;
    }
  });

  it('/slack/connect exchanges the code: "Slack connected", then the integration’s page', async () => {
    const { calls } = stubServer({
      [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE_FIXTURE }),
      [routeOf(endpoints.integrations.list)]: () => ({ status: 200, body: page([connected]) }),
      [routeOf(endpoints.integrations.slackAuthRedirect)]: () => ({ status: 200, body: connected }),
    });
    localStorage.setItem('rs.workspace', 'demo');
    render('/slack/connect?code=c-1&state=s-1');
    expect(await screen.findByText('Slack connected')).toBeTruthy();
    await waitFor(() =>
      expect(probedLocation.current).toMatch(/^\/settings\/workspace\/integrations\/slack/),
    );
    const exchange = calls.filter(
      (c) => c.method === 'POST' && c.path === '/integrations/slack-auth-redirect/',
    );
    expect(exchange.map((c) => c.body)).toEqual([{ code: 'c-1', state: 's-1' }]);
    // The page shows the connection and what is posted.
    expect((await screen.findByTestId('slack-connection')).textContent).toBe(
      'Posting to #compliance-alerts in Acme Compliance',
    );
  });

  it('/dashboard/slack/connect with a refused code: "Error connecting to slack", then the dashboard', async () => {
    stubServer({
      [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE_FIXTURE }),
      [routeOf(endpoints.integrations.slackAuthRedirect)]: () => ({
        status: 400,
        body: { detail: 'Error connecting to slack', code: 'slack_connect_failed' },
      }),
    });
    render('/dashboard/slack/connect?code=bad&state=s-2&workspace=demo');
    expect(await screen.findByText('Error connecting to slack')).toBeTruthy();
    await waitFor(() => expect(probedLocation.current).toBe('/dashboard?workspace=demo'));
  });

  it('a refusal on the consent page (no code) goes to the dashboard without calling the server', async () => {
    const { calls } = stubServer({
      [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE_FIXTURE }),
    });
    render('/slack/connect?error=access_denied&state=s-3&workspace=demo');
    expect(await screen.findByText('Error connecting to slack')).toBeTruthy();
    await waitFor(() => expect(probedLocation.current).toBe('/dashboard?workspace=demo'));
    expect(calls.some((c) => c.path === '/integrations/slack-auth-redirect/')).toBe(false);
  });

  it('a connected channel: its choices are saved, and Deactivate asks first, then turns it off', async () => {
    const { calls } = stubServer({
      [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE_FIXTURE }),
      [routeOf(endpoints.integrations.list)]: () => ({ status: 200, body: page([connected]) }),
      [routeOf(endpoints.integrations.update, { id: 4 })]: ({ body }) => ({
        status: 200,
        body: { ...connected, ...(body as object), config: connected.config },
      }),
    });
    render('/settings/workspace/integrations/slack?workspace=demo');
    fireEvent.click(await screen.findByLabelText('Alert resolutions'));
    fireEvent.click(screen.getByTestId('save-slack'));
    expect(await screen.findByText('Slack Settings Updated')).toBeTruthy();
    const puts = () => calls.filter((c) => c.method === 'PUT');
    expect(puts()[0]?.body).toEqual({
      provider: 'slack',
      is_active: true,
      config: { risk: [4, 5], alert_item: true, alert_resolution_notifications: false, summary: 'weekly' },
    });

    fireEvent.click(screen.getByTestId('integration-actions'));
    fireEvent.click(await screen.findByText('Deactivate'));
    const confirm = await screen.findByRole('button', { name: 'Deactivate' });
    expect(puts()).toHaveLength(1);
    fireEvent.click(confirm);
    expect(await screen.findByText('Slack Integration Deactivated')).toBeTruthy();
    expect(puts()[1]?.body).toMatchObject({ provider: 'slack', is_active: false });
  });

  it('a channel whose token was refused says to reconnect', async () => {
    stubServer({
      [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE_FIXTURE }),
      [routeOf(endpoints.integrations.list)]: () => ({
        status: 200,
        body: page([{ ...connected, needs_reconnect: true }]),
      }),
    });
    render('/settings/workspace/integrations/slack?workspace=demo');
    expect(await screen.findByTestId('slack-reconnect')).toBeTruthy();
    expect(screen.getAllByText('Reconnect needed').length).toBeGreaterThan(0);
  });
});
