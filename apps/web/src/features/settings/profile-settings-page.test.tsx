import { notifications } from '@mantine/notifications';
import { endpoints } from '@riskscreen/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeOf } from '../../test/stub-server.ts';
import { ProfileSettingsPage } from './index.ts';
import { PROFILE, renderPage, stubServer } from './test-utils.tsx';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const requirement = (text: string) => screen.getByText(text).closest('li')?.getAttribute('data-met');

describe('Change Password', () => {
  it('enables Save only once the live checklist holds, then sends the current password and goes to logout', async () => {
    const { calls } = stubServer({
      [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE }),
      [routeOf(endpoints.auth.changePassword)]: () => ({
        status: 200,
        body: { detail: 'Password changed successfully.' },
      }),
    });
    renderPage(<ProfileSettingsPage />);

    expect(button('Save password').disabled).toBe(true);
    type(/^New password/, 'abcdefgh');
    expect(requirement('At least 8 characters')).toBe('true');
    expect(requirement('At least 1 numeric character')).toBe('false');
    expect(button('Save password').disabled).toBe(true);

    type(/^New password/, 'abcdefg1');
    expect(requirement('At least 1 numeric character')).toBe('true');
    type(/^Confirm new password/, 'abcdefg2');
    expect(requirement('Both passwords match')).toBe('false');
    expect(button('Save password').disabled).toBe(true);

    type(/^Confirm new password/, 'abcdefg1');
    expect(requirement('Both passwords match')).toBe('true');
    expect(button('Save password').disabled).toBe(false);

    // The current password is required, and asked for first.
    const inputs = screen.getAllByLabelText(/password/i).filter((el) => el instanceof HTMLInputElement);
    expect(inputs[0]).toBe(screen.getByLabelText(/^Current password/));
    fireEvent.click(button('Save password'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    type(/^Current password/, 'old-password1');
    // Revoking the keys is the default: whoever knew the old password may have minted keys.
    expect((screen.getByLabelText(/Also revoke my API keys/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(button('Save password'));
    // The toast is shown by the notifications system on its own tick: waited for, not read at once.
    expect(await screen.findByText('Password changed successfully.')).toBeTruthy();
    expect(await screen.findByText('Logging out')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      current_password: 'old-password1',
      new_password: 'abcdefg1',
      new_password_2: 'abcdefg1',
      revoke_api_keys: true,
    });
  });

  it('shows a wrong current password under its field, keeps API keys when unticked, and stays on the page', async () => {
    const { calls } = stubServer({
      [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE }),
      [routeOf(endpoints.auth.changePassword)]: () => ({
        status: 400,
        body: { current_password: ['Your current password is incorrect.'] },
      }),
    });
    renderPage(<ProfileSettingsPage />);
    type(/^Current password/, 'wrong-password1');
    type(/^New password/, 'abcdefg1');
    type(/^Confirm new password/, 'abcdefg1');
    fireEvent.click(screen.getByLabelText(/Also revoke my API keys/));
    fireEvent.click(button('Save password'));
    const error = await screen.findByText('Your current password is incorrect.');
    // Under the field: the input is described by the error.
    const field = screen.getByLabelText(/^Current password/);
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByText('Logging out')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ revoke_api_keys: false });
  });

  it('shows the server detail when the change is refused and stays on the page', async () => {
    stubServer({
      [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE }),
      [routeOf(endpoints.auth.changePassword)]: () => ({
        status: 429,
        body: { detail: 'Request was throttled. Please try again later.' },
      }),
    });
    renderPage(<ProfileSettingsPage />);
    type(/^Current password/, 'old-password1');
    type(/^New password/, 'abcdefg1');
    type(/^Confirm new password/, 'abcdefg1');
    fireEvent.click(button('Save password'));
    expect(await screen.findByText('Request was throttled. Please try again later.')).toBeTruthy();
    expect(screen.queryByText('Logging out')).toBeNull();
  });
});

describe('Personal Information', () => {
  it('requires names of at most 100 characters and sends nothing until they are valid', async () => {
    const { calls } = stubServer({
      [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE }),
      [routeOf(endpoints.profile.updateMe)]: ({ body }) => ({
        status: 200,
        body: { ...PROFILE, ...(body as object) },
      }),
    });
    renderPage(<ProfileSettingsPage />);
    const form = (await screen.findByLabelText(/First name/)).closest('form') as HTMLFormElement;
    expect((within(form).getByLabelText(/Email/) as HTMLInputElement).value).toBe('ada@acme.test');

    type(/First name/, '   ');
    type(/Last name/, 'x'.repeat(101));
    fireEvent.click(button('Save changes'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Ensure this field has no more than 100 characters.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    type(/First name/, 'Grace');
    type(/Last name/, 'x'.repeat(100));
    fireEvent.click(button('Save changes'));
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      first_name: 'Grace',
      last_name: 'x'.repeat(100),
      timezone: 'Europe/Paris',
      language: 'en',
    });
  });

  it('shows server field errors on their fields with the failure toast', async () => {
    stubServer({
      [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE }),
      [routeOf(endpoints.profile.updateMe)]: () => ({
        status: 400,
        body: { timezone: ['Unknown time zone.'] },
      }),
    });
    renderPage(<ProfileSettingsPage />);
    await screen.findByLabelText(/First name/);
    type(/First name/, 'Grace');
    fireEvent.click(button('Save changes'));
    expect(await screen.findByText('Error updating profile')).toBeTruthy();
    expect(screen.getByText('Unknown time zone.')).toBeTruthy();
  });

  it('labels time zones with their GMT offset', async () => {
    stubServer({ [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE }) });
    renderPage(<ProfileSettingsPage />);
    await screen.findByLabelText(/First name/);
    const zone = screen.getAllByLabelText(/Timezone/).find((el) => el instanceof HTMLInputElement);
    expect(zone).toBeDefined();
    expect((zone as HTMLInputElement).value).toMatch(/^\(GMT\+0[12]:00\) Europe\/Paris$/);
  });
});
