import { endpoints } from '@riskscreen/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
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
      [routeOf(endpoints.addressPreviews.detail, { currency: 1, identifier: ADDRESS })]: () => ({
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

  it("show a transaction's risks by direction with their exposure type, and the native senders and receivers", async () => {
    const hash = `0x${'cd'.repeat(32)}`;
    const base = { currency: 1, identifier: hash };
    const party = (address: string, exposure: 'direct' | 'indirect') => ({
      address,
      value: 1,
      value_usd: 10,
      token_symbol: 'ETH',
      tag_name_verbose: null,
      tag_type_verbose: null,
      tag_subtype_verbose: null,
      exposure_type: exposure,
    });
    const risk = (direction: 'incoming' | 'outgoing', exposure: string, value: number) => ({
      direction,
      tag_type_verbose: 'DeFi',
      tag_subtype_verbose: 'Decentralized Exchange',
      tag_name_verbose: 'Riverbend Swap',
      exposure_type: exposure,
      value_usd: value,
    });
    const answer = {
      id: null,
      identifier: hash,
      currency: 1,
      currency_short: 'ETH',
      currency_verbose: 'Ethereum',
      is_screened: false,
      risk_level: 0,
      customer_id: null,
      type: null,
      address: null,
      originator: null,
      beneficiary: null,
      block_date_time: 1_700_000_000,
      value: 0.792,
      value_usd: 1849.57,
      value_token_symbol: 'ETH',
      last_screened_time: '2026-01-01T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
      item_type: 'transaction',
      transaction_time: 1_700_000_000,
      fee: 0.00003,
      fee_usd: 0.1,
      incoming_value_usd: 1849.57,
      digital_assets: [],
      // Same entity and category both ways and both exposure types: four chips, told apart by direction.
      risks_detected: [
        risk('outgoing', 'direct', 3699.15),
        risk('incoming', 'direct', 3693.28),
        risk('incoming', 'indirect', 507.94),
        risk('outgoing', 'indirect', 100),
      ],
      from_addresses: [party('0xsender', 'indirect'), party('0xrouter', 'direct')],
      to_addresses: [party('0xrouter', 'direct'), party('0xpool', 'direct')],
      is_frozen_on_fireblocks: false,
      associated_cases: [],
      is_included_in_case: false,
      is_confirmed: true,
      coverage: 'full',
      is_known_to_provider: true,
      data_coverage: 'chain_data',
    };
    const legs = (address: string) => ({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          address,
          value: 0.792,
          value_usd: 1849.57,
          token_symbol: 'ETH',
          tag_name_verbose: null,
          tag_type_verbose: null,
          tag_subtype_verbose: null,
          count: 1,
        },
      ],
    });
    stubServer({
      [routeOf(endpoints.transactionPreviews.detail, base)]: () => ({ status: 200, body: answer }),
      [routeOf(endpoints.transactionPreviews.legs['aggregated-inputs'], base)]: () => ({
        status: 200,
        body: legs('0xsender'),
      }),
      [routeOf(endpoints.transactionPreviews.legs['aggregated-outputs'], base)]: () => ({
        status: 200,
        body: legs('0xrouter'),
      }),
    });
    renderWithRouter(<TransactionPreview target={{ currency: 1, hash }} onClose={() => {}} />);
    // DeFi carries no risk: listed among the other entities, not as a red risk.
    const incoming = await screen.findByTestId('preview-risks-other-incoming');
    expect(screen.queryAllByTestId('preview-risks-chip')).toHaveLength(0);
    expect(
      within(incoming)
        .getAllByTestId('preview-risks-other-chip')
        .map((c) => c.textContent),
    ).toEqual(['Riverbend Swap (DeFi) · Direct · $3,693.28', 'Riverbend Swap (DeFi) · Indirect · $507.94']);
    const outgoing = screen.getByTestId('preview-risks-other-outgoing');
    expect(
      within(outgoing)
        .getAllByTestId('preview-risks-other-chip')
        .map((c) => c.textContent),
    ).toEqual(['Riverbend Swap (DeFi) · Direct · $3,699.15', 'Riverbend Swap (DeFi) · Indirect · $100.00']);
    expect(screen.getByTestId('preview-fee').textContent).toContain('< 0.0001 ETH');
    // One sender and one receiver: the native transfer's, not the token parties of from_addresses.
    const senders = screen.getByTestId('preview-senders');
    await waitFor(() => expect(within(senders).getAllByTestId('preview-party')).toHaveLength(1));
    expect(within(senders).getByTestId('preview-party').textContent).toContain('Unknown · Indirect');
    const receivers = screen.getByTestId('preview-receivers');
    await waitFor(() => expect(within(receivers).getAllByTestId('preview-party')).toHaveLength(1));
    expect(within(receivers).getByTestId('preview-party').textContent).toContain('0xrouter');
    expect(within(receivers).getByTestId('preview-party').textContent).toContain('Unknown · Direct');
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
      originator: null,
      beneficiary: null,
      block_date_time: 1_700_000_000,
      value: 2,
      value_usd: 100,
      value_token_symbol: 'BSV',
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
      data_coverage: 'no_chain_data',
    };
    stubServer({
      [routeOf(endpoints.transactions.detail, { id: 31 })]: () => ({ status: 200, body: stored }),
    });
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
