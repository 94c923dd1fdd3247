import { MantineProvider } from '@mantine/core';
import { ACCOUNT_LINK_MESSAGES, endpoints, errorText } from '@riskscreen/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { ForgotPasswordPage, ResetPasswordPage, SignUpPage } from './index.ts';

afterEach(() => vi.unstubAllGlobals());

function renderAt(page: ReactNode, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const LINK = {
  purpose: 'sign_up',
  email: 'nina@acme.test',
  organization: 'Acme',
  first_name: '',
  last_name: '',
};

describe('sign-up from an invitation', () => {
  it('reads the token from the fragment, waits for the password rules and signs up', async () => {
    const { calls } = stubServer({
      [routeOf(endpoints.accountLinks.linkInfo)]: () => ({ status: 200, body: LINK }),
      [routeOf(endpoints.accountLinks.signUp)]: () => ({
        status: 200,
        body: { detail: 'Your account is ready. You can sign in now.' },
      }),
    });
    renderAt(<SignUpPage />, '/accounts/signup#token=abc123');
    expect(await screen.findByText('nina@acme.test', { exact: false })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Nina' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'welcome' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'welcome' } });
    const submit = screen.getByRole('button', { name: 'Create account' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'welcome1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'welcome1' } });
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.click(submit);
    expect(await screen.findByTestId('sign-up-done')).toBeTruthy();
    expect(calls.find((c) => c.path === '/auth/api/sign-up/')?.body).toEqual({
      token: 'abc123',
      first_name: 'Nina',
      last_name: '',
      new_password: 'welcome1',
      new_password_2: 'welcome1',
    });
    // The token never travels in a URL.
    expect(calls.every((c) => !c.query.toString().includes('abc123'))).toBe(true);
  });

  it('says so when the link has expired or was used', async () => {
    stubServer({
      [routeOf(endpoints.accountLinks.linkInfo)]: () => ({
        status: 400,
        body: { detail: 'x', token: ['This link has expired or has already been used.'] },
      }),
    });
    renderAt(<ResetPasswordPage />, '/accounts/password/reset#token=old');
    expect((await screen.findByTestId('link-error')).textContent).toBe(
      'This link has expired or has already been used.',
    );
  });
});

describe('forgot password', () => {
  /** A real proof-of-work challenge, easy enough to solve at once. */
  const challenge = () =>
    createChallenge({ hmacKey: 'test-secret', maxnumber: 20 }).then((c) => ({ ...c, maxnumber: 20 }));

  it('solves the bot check and sends its token with the address; shows the one answer for every address', async () => {
    const served = await challenge();
    const { calls } = stubServer({
      [routeOf(endpoints.auth.botChallenge)]: () => ({ status: 200, body: served }),
      [routeOf(endpoints.accountLinks.requestPasswordReset)]: () => ({
        status: 200,
        body: { detail: ACCOUNT_LINK_MESSAGES.resetSent },
      }),
    });
    renderAt(<ForgotPasswordPage />, '/accounts/password/forgot?email=who%40acme.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByTestId('reset-sent')).textContent).toBe(ACCOUNT_LINK_MESSAGES.resetSent);
    const body = calls.find((c) => c.method === 'POST')?.body as { email: string; recaptcha_token: string };
    expect(body.email).toBe('who@acme.test');
    const solved = JSON.parse(atob(body.recaptcha_token));
    expect(solved).toMatchObject({ challenge: served.challenge, signature: served.signature });
    expect(await verifySolution(body.recaptcha_token, 'test-secret')).toBe(true);
  });

  it('shows a failed bot check', async () => {
    const served = await challenge();
    stubServer({
      [routeOf(endpoints.auth.botChallenge)]: () => ({ status: 200, body: served }),
      [routeOf(endpoints.accountLinks.requestPasswordReset)]: () => ({
        status: 400,
        body: { detail: errorText('captcha_failed', 15), code: 'captcha_failed' },
      }),
    });
    renderAt(<ForgotPasswordPage />, '/accounts/password/forgot?email=who%40acme.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByTestId('reset-error')).textContent).toBe(errorText('captcha_failed', 15));
  });
});
