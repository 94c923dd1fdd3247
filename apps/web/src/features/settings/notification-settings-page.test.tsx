import { notifications } from '@mantine/notifications';
import { endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationSettingsPage } from './index.ts';
import { ALL_OFF, renderPage, stubServer } from './test-utils.tsx';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const SUBSCRIPTIONS = {
  weekly_report: true,
  monthly_report: false,
  file_upload_status: true,
  risk_notifications: { 1: false, 2: false, 3: false, 4: true, 5: true },
  alert_item_notifications: true,
  assignment_notifications: true,
  mention_notifications: true,
  alert_resolution_notifications: false,
};
const ROUTE = endpointPath(endpoints.profile.notificationSubscriptions);

// A label's text includes its description, so match on how it starts.
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const update = () => screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement;
const SUB_OPTIONS = [
  'Summary report',
  'Weekly',
  'Monthly',
  'File upload status',
  'Risk detection notifications',
  'Critical',
  'Info',
  'Exposure change detection',
  'Assignment notifications',
  'Mentions',
  'Alert resolution notifications',
];

describe('Email Notifications Settings', () => {
  it('disables every sub-option with the master switch and enables Update only when changed', async () => {
    const { calls } = stubServer({
      [`GET ${ROUTE}`]: () => ({ status: 200, body: SUBSCRIPTIONS }),
      [`PUT ${ROUTE}`]: ({ body }) => ({ status: 200, body }),
    });
    renderPage(<NotificationSettingsPage />);
    const master = (await screen.findByLabelText(/^Email notifications/)) as HTMLInputElement;
    expect(master.checked).toBe(true);
    expect(input('Weekly').checked).toBe(true);
    expect(input('High').checked).toBe(true);
    expect(input('Medium').checked).toBe(false);
    for (const label of SUB_OPTIONS) expect(input(label).disabled, label).toBe(false);
    expect(update().disabled).toBe(true);

    fireEvent.click(master);
    for (const label of SUB_OPTIONS) expect(input(label).disabled, label).toBe(true);
    expect(update().disabled).toBe(false);

    fireEvent.click(master); // back to where it started: nothing to update
    expect(update().disabled).toBe(true);

    fireEvent.click(master);
    fireEvent.click(update());
    expect(await screen.findByText('Notification settings updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual(ALL_OFF);
    expect(update().disabled).toBe(true);
  });

  it('shows risk levels and exposure-change detection only while risk detection is on', async () => {
    const { calls } = stubServer({
      [`GET ${ROUTE}`]: () => ({ status: 200, body: SUBSCRIPTIONS }),
      [`PUT ${ROUTE}`]: () => ({ status: 500, body: 'oops' }),
    });
    renderPage(<NotificationSettingsPage />);
    const risk = (await screen.findByLabelText(/^Risk detection notifications/)) as HTMLInputElement;
    fireEvent.click(risk);
    expect(screen.queryByLabelText('Critical')).toBeNull();
    expect(screen.queryByLabelText('Exposure change detection')).toBeNull();
    fireEvent.click(risk);
    fireEvent.click(input('Medium'));
    fireEvent.click(input('Monthly'));
    fireEvent.click(update());
    expect(await screen.findByText('oops')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      weekly_report: false,
      monthly_report: true,
      risk_notifications: { 1: false, 2: false, 3: true, 4: true, 5: true },
      alert_item_notifications: true,
    });
  });

  it('falls back to its own failure message when the server gives none', async () => {
    stubServer({
      [`GET ${ROUTE}`]: () => ({ status: 200, body: SUBSCRIPTIONS }),
      [`PUT ${ROUTE}`]: () => ({ status: 502, body: null }),
    });
    renderPage(<NotificationSettingsPage />);
    fireEvent.click(await screen.findByLabelText(/^File upload status/));
    fireEvent.click(update());
    expect(await screen.findByText('Failed to update notification settings')).toBeTruthy();
  });
});
