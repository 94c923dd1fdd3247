import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { stubServer } from '../../test/stub-server.ts';
import { AddressPreview } from './components/address-preview.tsx';
import { TransactionPreview } from './components/transaction-preview.tsx';

afterEach(() => vi.unstubAllGlobals());

const ADDRESS = '0x1111111111111111111111111111111111111111';

describe('the preview drawers', () => {
  it('open the 404 error page when the preview is not found', async () => {
    stubServer({});
    const onClose = vi.fn();
    renderWithRouter(<AddressPreview target={{ currency: 1, address: ADDRESS }} onClose={onClose} />);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/not-found?workspace=demo'));
    expect(onClose).toHaveBeenCalled();
  });

  it('show the Token account modal with the owner address for a token account', async () => {
    stubServer({
      [`GET /risk/api/v4/1/address-preview/${ADDRESS}/`]: () => ({
        status: 400,
        body: {
          detail: 'Current address is a token account. Please screen owner account address.',
          code: 'token_account',
          owner_address: '0x2222222222222222222222222222222222222222',
        },
      }),
    });
    renderWithRouter(<AddressPreview target={{ currency: 1, address: ADDRESS }} onClose={() => {}} />);
    expect((await screen.findByTestId('token-account-owner')).textContent).toBe(
      '0x2222222222222222222222222222222222222222',
    );
    expect(
      screen.getByText('Current address is a token account. Please screen owner account address.'),
    ).toBeTruthy();
  });

  it('show a deprecated chain as no longer supported, asking nothing of the server and screening off', async () => {
    const { calls } = stubServer({});
    renderWithRouter(
      <TransactionPreview target={{ currency: 5, hash: 'ab'.repeat(32) }} onClose={() => {}} />,
    );
    expect((await screen.findByTestId('deprecated-banner')).textContent).toBe(
      'This blockchain is no longer supported',
    );
    expect(screen.getByRole('button', { name: 'Screen Transaction (Basic)' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByTestId('preview-footer-note').textContent).toBe(
      'Basic screening can flag false positives. Advanced workflow screening is recommended for transactions.',
    );
    expect(calls).toEqual([]);
  });

  it('show a transaction screened before its chain was deprecated from the stored row, Overview only', async () => {
    const stored = {
      id: 31,
      identifier: 'ab'.repeat(32),
      currency: 5,
      currency_short: 'BSV',
      currency_verbose: 'Bitcoin SV',
      is_screened: true,
      risk_level: 3,
      customer_id: null,
      type: null,
      address: null,
      block_date_time: 1_700_000_000,
      value: 2,
      value_usd: 100,
      last_screened_time: '2020-01-01T00:00:00.000Z',
      created_at: '2020-01-01T00:00:00.000Z',
      item_type: 'transaction',
      transaction_time: 1_700_000_000,
      fee: 0.0001,
      fee_usd: 0.01,
      incoming_value_usd: 100,
      digital_assets: [],
      risks_detected: [],
      from_addresses: [],
      to_addresses: [],
      is_frozen_on_fireblocks: false,
      associated_cases: [],
      is_confirmed: true,
      coverage: 'lite',
      is_known_to_provider: false,
    };
    stubServer({ 'GET /risk/api/v4/transactions/31/': () => ({ status: 200, body: stored }) });
    renderWithRouter(
      <TransactionPreview target={{ currency: 5, hash: stored.identifier, id: 31 }} onClose={() => {}} />,
    );
    await screen.findByTestId('transaction-preview');
    expect(screen.getByTestId('deprecated-banner')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview']);
    expect(screen.getByTestId('outdated-note').textContent).toContain('The data might be outdated.');
    expect(screen.getByRole('button', { name: 'Screen Transaction (Basic)' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
