import { notifications } from '@mantine/notifications';
import { endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeOf } from '../../test/stub-server.ts';
import { ApiKeysPage } from './index.ts';
import { PROFILE, renderPage, stubServer } from './test-utils.tsx';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const KEY = {
  id: 3,
  key: 'rsk_AbCd••••••••wxyz',
  created_at: '2025-03-05T13:07:00.000Z',
  updated_at: '2025-03-05T13:07:00.000Z',
  is_active: true,
};
const page = (results: unknown[], count = results.length) => ({ count, next: null, previous: null, results });
const profile = () => ({ status: 200, body: PROFILE });

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const row = () => screen.getByText(KEY.key).closest('tr') as HTMLElement;

describe('API Keys', () => {
  it('revokes at once after confirmation and rolls back with the server detail on a 500', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const { calls } = stubServer({
      [routeOf(endpoints.profile.me)]: profile,
      [routeOf(endpoints.apiKeys.list)]: () => ({ status: 200, body: page([KEY]) }),
      [routeOf(endpoints.apiKeys.update, { id: 3 })]: () => answer.promise,
    });
    renderPage(<ApiKeysPage />);
    await screen.findByText(KEY.key);
    // Dates are shown in the profile's zone (Europe/Paris, UTC+1 in March), format 'PP p'.
    expect(within(row()).getAllByText('Mar 5, 2025 2:07 PM')).toHaveLength(2);
    expect(within(row()).getByText('Active')).toBeTruthy();

    fireEvent.click(within(row()).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Revoke API key')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    await waitFor(() => expect(within(row()).getByText('Revoked')).toBeTruthy());
    expect(within(row()).getByRole('button', { name: 'Re-enable' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ is_active: false });

    answer.resolve({ status: 500, body: { detail: 'Internal Error!' } });
    expect(await screen.findByText('Internal Error!')).toBeTruthy();
    expect(within(row()).getByText('Active')).toBeTruthy();
    expect(screen.queryByText('API key is updated')).toBeNull();
  });

  it('re-enables a revoked key after confirmation', async () => {
    stubServer({
      [routeOf(endpoints.profile.me)]: profile,
      [routeOf(endpoints.apiKeys.list)]: () => ({ status: 200, body: page([{ ...KEY, is_active: false }]) }),
      [routeOf(endpoints.apiKeys.update, { id: 3 })]: ({ body }) => ({
        status: 200,
        body: { ...KEY, ...(body as object) },
      }),
    });
    renderPage(<ApiKeysPage />);
    await screen.findByText(KEY.key);
    fireEvent.click(within(row()).getByRole('button', { name: 'Re-enable' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Re-enable' }));
    expect(await screen.findByText('API key is updated')).toBeTruthy();
    expect(within(row()).getByText('Active')).toBeTruthy();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const { calls } = stubServer({
      [routeOf(endpoints.profile.me)]: profile,
      [routeOf(endpoints.apiKeys.list)]: () => ({ status: 200, body: page([KEY]) }),
    });
    renderPage(<ApiKeysPage />);
    await screen.findByText(KEY.key);
    fireEvent.click(within(row()).getByRole('button', { name: 'Revoke' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(row()).getByText('Active')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows skeleton rows while loading, then the empty state', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    stubServer({
      [routeOf(endpoints.profile.me)]: profile,
      [routeOf(endpoints.apiKeys.list)]: () => answer.promise,
    });
    renderPage(<ApiKeysPage />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
    answer.resolve({ status: 200, body: page([]) });
    expect(await screen.findByText('Nothing to see over here')).toBeTruthy();
    expect(screen.queryByTestId('skeleton-row')).toBeNull();
  });

  it('asks for the password, then shows the new key in full once, then lists it masked', async () => {
    let created = false;
    const { calls } = stubServer({
      [routeOf(endpoints.profile.me)]: profile,
      [routeOf(endpoints.apiKeys.list)]: () => ({ status: 200, body: page(created ? [KEY] : []) }),
      [routeOf(endpoints.apiKeys.create)]: () => {
        created = true;
        return { status: 201, body: { ...KEY, key: 'rsk_AbCdFULLSECRETwxyz' } };
      },
    });
    renderPage(<ApiKeysPage />);
    await screen.findByText('Nothing to see over here');
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your password to create an API key' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Create key' }));
    expect(await within(confirm).findByText('This field is required.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(confirm).getByLabelText(/^Password/), { target: { value: 'my-password1' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Create key' }));

    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    expect(within(dialog).getByText('rsk_AbCdFULLSECRETwxyz')).toBeTruthy();
    expect(within(dialog).getByText(/will not be shown again/)).toBeTruthy();
    expect(screen.getByText('New API key created')).toBeTruthy();
    expect(await screen.findByText(KEY.key)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('rsk_AbCdFULLSECRETwxyz')).toBeNull());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([{ password: 'my-password1' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a wrong password under the field and creates nothing', async () => {
    stubServer({
      [routeOf(endpoints.profile.me)]: profile,
      [routeOf(endpoints.apiKeys.list)]: () => ({ status: 200, body: page([]) }),
      [routeOf(endpoints.apiKeys.create)]: () => ({
        status: 400,
        body: { password: ['Your password is incorrect.'] },
      }),
    });
    renderPage(<ApiKeysPage />);
    await screen.findByText('Nothing to see over here');
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your password to create an API key' });
    const field = within(confirm).getByLabelText(/^Password/);
    fireEvent.change(field, { target: { value: 'wrong-password1' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Create key' }));
    const error = await within(confirm).findByText('Your password is incorrect.');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByRole('dialog', { name: 'New API key' })).toBeNull();
    expect(screen.queryByText('New API key created')).toBeNull();

    // Cancel forgets the typed password.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm your password to create an API key' });
    expect((within(again).getByLabelText(/^Password/) as HTMLInputElement).value).toBe('');
  });

  it('shows that the plan does not include API access instead of the create button', async () => {
    const { calls } = stubServer({
      [routeOf(endpoints.profile.me)]: () => ({
        status: 200,
        body: { ...PROFILE, can_access_api: false },
      }),
      [routeOf(endpoints.apiKeys.list)]: () => ({ status: 200, body: page([KEY]) }),
    });
    renderPage(<ApiKeysPage />);
    expect(
      await screen.findByText(
        'API access is not included in your plan. Please contact support team to subscribe.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
    // Existing keys stay listed, so they can still be revoked.
    expect(await screen.findByText(KEY.key)).toBeTruthy();
    expect(within(row()).getByRole('button', { name: 'Revoke' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers the create button when the plan includes API access', async () => {
    stubServer({
      [routeOf(endpoints.profile.me)]: profile,
      [routeOf(endpoints.apiKeys.list)]: () => ({ status: 200, body: page([]) }),
    });
    renderPage(<ApiKeysPage />);
    await screen.findByText('Nothing to see over here');
    expect(screen.getByRole('button', { name: 'Create API key' })).toBeTruthy();
    expect(screen.queryByTestId('no-api-access')).toBeNull();
  });

  it('pages by 20 with offset', async () => {
    const { calls } = stubServer({
      [routeOf(endpoints.profile.me)]: profile,
      [routeOf(endpoints.apiKeys.list)]: ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        return { status: 200, body: page([{ ...KEY, id: offset + 1, key: `key-at-${offset}` }], 45) };
      },
    });
    renderPage(<ApiKeysPage />);
    await screen.findByText('key-at-0');
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('key-at-40')).toBeTruthy();
    const pages = calls
      .filter((c) => c.path === endpointPath(endpoints.apiKeys.list))
      .map((c) => `${c.query.get('offset')}/${c.query.get('limit')}`);
    expect(pages).toEqual(['0/20', '40/20']);
  });
});
