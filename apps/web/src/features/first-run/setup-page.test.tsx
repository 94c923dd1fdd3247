import { MantineProvider } from '@mantine/core';
import { endpoints } from '@riskscreen/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { SetupPage } from './index.ts';

afterEach(() => vi.unstubAllGlobals());

function renderSetup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/setup']}>
          <Routes>
            <Route path="/setup" element={<SetupPage />} />
            <Route path="/accounts/login" element={<div>Sign-in page</div>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('first-run setup page', () => {
  it('exists only while the server has no organisation', async () => {
    stubServer({
      [routeOf(endpoints.firstRun.state)]: () => ({ status: 200, body: { setup_required: false } }),
    });
    renderSetup();
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
  });

  it('shows the server’s field messages, then creates the organisation', async () => {
    let attempt = 0;
    const { calls } = stubServer({
      [routeOf(endpoints.firstRun.state)]: () => ({ status: 200, body: { setup_required: true } }),
      [routeOf(endpoints.firstRun.setUp)]: () =>
        attempt++ === 0
          ? {
              status: 400,
              body: { detail: 'x', setup_token: ['The setup token is not the one in the server log.'] },
            }
          : { status: 201, body: { detail: 'The organisation is ready.', organization: 'bank' } },
    });
    renderSetup();
    fireEvent.change(await screen.findByLabelText(/Setup token/), { target: { value: 'guess' } });
    fireEvent.change(screen.getByLabelText(/Organisation name/), { target: { value: 'Bank' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByText('The setup token is not the one in the server log.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByTestId('setup-done')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')[0]?.body).toMatchObject({
      setup_token: 'guess',
      organization_name: 'Bank',
    });
  });
});
