import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { NotFoundScreen, RouteErrorScreen } from './route-error-screen.tsx';

const NoFallback = () => null;

/** A route whose loader fails as a page's query would, rendered through the router's error boundary. */
function renderFailure(error: unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorScreen />,
      HydrateFallback: NoFallback,
      loader: () => {
        throw error;
      },
      element: <div>page</div>,
    },
  ]);
  return render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('error screen', () => {
  test('an owner-address conflict links to the owner address', async () => {
    const owner = '0x2222222222222222222222222222222222222222';
    renderFailure(
      new ApiError(400, {
        detail: 'Current address is a token account. Please screen owner account address.',
        code: 'token_account',
        owner_address: owner,
      }),
    );
    expect(
      await screen.findByText('Current address is a token account. Please screen owner account address.'),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: owner });
    expect(link.getAttribute('href')).toBe(`/search?q=${owner}&search_entity_type=address`);
  });

  test('other errors have no owner address', async () => {
    renderFailure(new ApiError(400, { detail: 'Bad thing' }));
    expect(await screen.findByText('Bad thing')).toBeTruthy();
    expect(screen.queryByTestId('owner-address')).toBeNull();
  });

  test('403 says there is no access, with contact text and Logout', async () => {
    renderFailure(new ApiError(403, { detail: 'You do not have permission to perform this action.' }));
    expect(await screen.findByText("You don't have access to the product")).toBeTruthy();
    expect(screen.getByText(/to get access/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back to home' })).toBeNull();
  });

  test('401 says the billing plan has expired, with Logout', async () => {
    renderFailure(new ApiError(401, { detail: 'x' }));
    expect(await screen.findByText('Your Billing Plan Has Expired')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  test('a server error shows its message, the status, a copyable error id and Back to home', async () => {
    renderFailure(new ApiError(500, { detail: 'Internal Error!', error_id: 'err-42' }));
    expect(await screen.findByText('Internal Error!')).toBeTruthy();
    expect(screen.getByText('We encountered a 500 error')).toBeTruthy();
    expect(screen.getByText('err-42')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy error ID' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
  });

  test('a 404 response is the not-found page, with a copyable error id', async () => {
    renderFailure(new Response('', { status: 404, statusText: 'Not Found' }));
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(screen.getByTestId('error-id').textContent).toMatch(/\w{6,}/);
    expect(screen.getByRole('button', { name: 'Copy error ID' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
  });

  test('the unknown-route page shows an error id with its copy button too', async () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <NotFoundScreen />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(screen.getByTestId('error-id').textContent).toMatch(/\w{6,}/);
    expect(screen.getByRole('button', { name: 'Copy error ID' })).toBeTruthy();
  });

  test('every status shows an error id to copy', async () => {
    for (const status of [401, 403, 404, 500, 502]) {
      const { unmount } = renderFailure(new ApiError(status, { detail: 'x' }));
      await screen.findByTestId('error-screen');
      expect(screen.getByTestId('error-id').textContent, String(status)).toMatch(/\w{6,}/);
      expect(screen.getByRole('button', { name: 'Copy error ID' })).toBeTruthy();
      unmount();
    }
  });
});
