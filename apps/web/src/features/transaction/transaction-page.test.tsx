import { endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertFixture, STAGES } from '../../test/alert-fixture.ts';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { type Reply, routeOf, stubServer } from '../../test/stub-server.ts';
import { TransactionPage } from './index.ts';

afterEach(() => vi.unstubAllGlobals());

/** An address's native amount in this transaction, tagged Sanctions when it has a tag. */
const taggedAmount = (address: string, tag: string | null) => ({
  address,
  value: 2.123456,
  value_usd: 6000.5,
  token_symbol: 'ETH',
  tag_name_verbose: tag,
  tag_type_verbose: tag ? 'Sanctions' : null,
  tag_subtype_verbose: null,
});

const party = (address: string, tag: string | null, exposure: 'direct' | 'indirect' | null) => ({
  ...taggedAmount(address, tag),
  exposure_type: exposure,
});

const HASH = `0x${'ab'.repeat(32)}`;
const SENDER = '0xsender000000000000000000000000000000000001';
const RECEIVER_1 = '0xreceiver0000000000000000000000000000000001';
const RECEIVER_2 = '0xreceiver0000000000000000000000000000000002';
/** A DEX router: it only moves tokens in this transaction, so the Transaction tab does not list it. */
const ROUTER = '0xrouter00000000000000000000000000000000000a';

/** A native input or output summed per address (…/aggregated-inputs/, …/aggregated-outputs/). */
const leg = (address: string, tag: string | null) => ({ ...taggedAmount(address, tag), count: 1 });
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });
// Sanctions-only coverage keeps the graph (canvas) out of jsdom; the detail tabs do not depend on coverage.
const detail = (currency: number, overrides: Record<string, unknown> = {}) => ({
  id: 5,
  identifier: HASH,
  currency,
  currency_short: currency === 0 ? 'BTC' : 'ETH',
  currency_verbose: currency === 0 ? 'Bitcoin' : 'Ethereum',
  is_screened: true,
  risk_level: 5,
  customer_id: null,
  type: null,
  address: null,
  originator: null,
  beneficiary: null,
  block_date_time: 1_760_000_000,
  value: 2.123456,
  value_usd: 6000.5,
  value_token_symbol: currency === 0 ? 'BTC' : 'ETH',
  last_screened_time: '2026-01-02T10:00:00.000Z',
  created_at: '2026-01-02T10:00:00.000Z',
  item_type: 'transaction',
  transaction_time: 1_760_000_000,
  fee: 0.00042,
  fee_usd: 1.2,
  incoming_value_usd: 6000.5,
  digital_assets: [],
  risks_detected: [],
  // The screening's parties include token and internal parties (the router); the exposure type comes from here.
  from_addresses: [party(SENDER, 'OFAC SDN Person', 'direct'), party(ROUTER, 'Riverbend Swap', 'direct')],
  to_addresses: [
    party(RECEIVER_1, null, null),
    party(RECEIVER_2, 'Northwind', 'indirect'),
    party(ROUTER, 'Riverbend Swap', 'direct'),
  ],
  is_frozen_on_fireblocks: false,
  associated_cases: [],
  is_confirmed: true,
  coverage: 'lite',
  is_known_to_provider: true,
  data_coverage: 'chain_data',
  ...overrides,
});

function serve(body: unknown, alerts: unknown[] = [], extra: Record<string, () => Reply> = {}) {
  return stubServer({
    [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE_FIXTURE }),
    [routeOf(endpoints.transactions.detail, { id: 5 })]: () => ({ status: 200, body }),
    [routeOf(endpoints.alerts.ofObject, { type: 'transaction', id: 5 })]: () => ({
      status: 200,
      body: { count: alerts.length, next: null, previous: null, results: alerts },
    }),
    [routeOf(endpoints.transactions.transfers['token-transfers'], { id: 5 })]: () => ({
      status: 200,
      body: { count: 0, next: null, previous: null, results: [] },
    }),
    [routeOf(endpoints.transactions.legs['aggregated-inputs'], { id: 5 })]: () => ({
      status: 200,
      body: page([leg(SENDER, 'OFAC SDN Person')]),
    }),
    [routeOf(endpoints.transactions.legs['aggregated-outputs'], { id: 5 })]: () => ({
      status: 200,
      body: page([leg(RECEIVER_1, null), leg(RECEIVER_2, 'Northwind')]),
    }),
    ...extra,
  });
}

function renderPage(query = '') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/transactions/5?workspace=demo${query}`]}>
      <Routes>
        <Route path="/transactions/:id" element={<TransactionPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('transaction page', () => {
  it('says where the tokens are when the call moved no ether', async () => {
    serve(detail(1, { value: 25_000, value_usd: 25_000, value_token_symbol: 'USDT' }));
    renderPage();
    expect((await screen.findByTestId('transaction-value')).textContent).toBe('25,000 USDT');
    expect(screen.getByTestId('token-only-note').textContent).toBe(
      'This transaction moved no ETH: it is a call into a token contract. The 25,000 USDT it moved are listed under Token Transfers.',
    );
  });

  it('shows the shortened hash, figures, senders and receivers with tags and exposure, and the EVM tabs', async () => {
    serve(detail(1, { fee: 0.00002 }));
    renderPage();
    expect((await screen.findByTestId('transaction-title')).textContent).toBe('0xababab…abababab');
    expect(screen.getByTestId('transaction-full').textContent).toBe(HASH);
    expect(screen.getByTestId('transaction-value').textContent).toBe('2.1235 ETH');
    expect(screen.getByTestId('transaction-value-usd').textContent).toBe('$6,000.50');
    expect(screen.getByTestId('risk-level').textContent).toBe('Critical Risk');
    // A fee too small for four decimals is not shown as 0.
    expect(screen.getByTestId('transaction-fee').textContent).toBe('< 0.0001 ETH');

    // Senders and receivers are the native transfer's inputs and outputs: the router, a token party, is not one.
    const senders = screen.getByTestId('senders');
    expect(await within(senders).findAllByTestId('party-row')).toHaveLength(1);
    expect(within(senders).getByTestId('party-address').textContent).toBe('0xsender…00000001');
    expect(within(senders).getByTestId('party-value').textContent).toBe('2.1235 ETH');
    expect(within(senders).getByTestId('party-value-usd').textContent).toBe('$6,000.50');
    expect(screen.getByTestId('senders-count').textContent).toBe('1 address');
    expect(within(senders).getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(within(senders).getByTestId('party-entity').textContent).toBe('OFAC SDN Person');
    expect(within(senders).getByTestId('party-exposure').textContent).toBe('Direct');
    const receivers = screen.getByTestId('receivers');
    expect((await within(receivers).findAllByTestId('party-entity')).map((e) => e.textContent)).toEqual([
      'Unknown',
      'Northwind',
    ]);
    expect(screen.getByTestId('transaction-detail').textContent).not.toContain('0xrout');
    // Ether moved: nothing to explain about token transfers.
    expect(screen.queryByTestId('token-only-note')).toBeNull();
    expect(within(receivers).getByTestId('party-exposure').textContent).toBe('Indirect');

    const tabs = within(screen.getByTestId('transaction-detail')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Transaction',
      'Internal Transactions',
      'Token Transfers',
    ]);
    fireEvent.click(tabs[2]!);
    expect(await screen.findByText('No transactions found.')).toBeTruthy();
    expect(screen.getByText('Nothing to see over here')).toBeTruthy();
    expect(await screen.findByText('No alerts available')).toBeTruthy();
  });

  it('lists the risks the screening found by direction, every category of an entity included', async () => {
    const risk = (category: string, direction: 'incoming' | 'outgoing') => ({
      tag_type_verbose: category,
      tag_name_verbose: 'Nightshade Market',
      exposure_type: 'direct',
      value_usd: 354.33,
      direction,
    });
    serve(
      detail(0, {
        risks_detected: [
          risk('Darknet', 'incoming'),
          risk('Darknet', 'outgoing'),
          risk('Sanctions', 'outgoing'),
        ],
      }),
    );
    renderPage();
    const outgoing = await screen.findByTestId('transaction-risks-outgoing');
    expect(
      within(outgoing)
        .getAllByTestId('transaction-risks-chip')
        .map((c) => c.textContent),
    ).toEqual([
      'Nightshade Market (Darknet) · Direct · $354.33',
      'Nightshade Market (Sanctions) · Direct · $354.33',
    ]);
    expect(
      within(screen.getByTestId('transaction-risks-incoming')).getAllByTestId('transaction-risks-chip'),
    ).toHaveLength(1);
  });

  it('shows benign entities apart, in grey, never as red risks (a No Risk transaction)', async () => {
    const found = (category: string, name: string, direction: 'incoming' | 'outgoing') => ({
      tag_type_verbose: category,
      tag_name_verbose: name,
      exposure_type: 'direct',
      value_usd: 120,
      direction,
    });
    serve(
      detail(0, {
        risk_level: 0,
        risks_detected: [
          found('DeFi', 'Harbor Lend', 'outgoing'),
          found('Exchange', 'Northwind', 'incoming'),
        ],
      }),
    );
    renderPage();
    const block = await screen.findByTestId('transaction-risks');
    expect(within(block).queryAllByTestId('transaction-risks-chip')).toHaveLength(0);
    expect(within(block).getByTestId('transaction-risks-none').textContent).toBe(
      'No entity of a risk category was found.',
    );
    const others = within(block).getByTestId('transaction-risks-other');
    expect(others.textContent).toContain('Other entities detected');
    const chips = within(others).getAllByTestId('transaction-risks-other-chip');
    expect(chips.map((c) => c.textContent)).toEqual([
      'Northwind (Exchange) · Direct · $120.00',
      'Harbor Lend (DeFi) · Direct · $120.00',
    ]);
    expect(chips.every((c) => c.className.includes('Badge') && c.style.cssText.includes('gray'))).toBe(true);
  });

  it('has only the Transaction tab on Bitcoin, and marks an unconfirmed transaction', async () => {
    serve(detail(0, { block_date_time: null, transaction_time: null, is_confirmed: false }));
    renderPage();
    await screen.findByTestId('transaction-title');
    const tabs = within(screen.getByTestId('transaction-detail')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Transaction']);
    expect(screen.getByTestId('unconfirmed-banner')).toBeTruthy();
    expect(screen.getByTestId('block-time').textContent).toBe('Unconfirmed');
  });

  it('says a hash missing from the chain data was screened on attribution alone, not that it is unconfirmed', async () => {
    serve(
      detail(0, {
        block_date_time: null,
        transaction_time: null,
        is_confirmed: false,
        is_known_to_provider: false,
        data_coverage: 'no_chain_data',
        // A Full-coverage chain: on a sanctions-only chain its own banner says it already.
        coverage: 'full',
      }),
    );
    renderPage();
    await screen.findByTestId('transaction-title');
    expect(screen.getByTestId('not-in-chain-data-banner').textContent).toContain(
      'screened against attribution only',
    );
    expect(screen.queryByTestId('unconfirmed-banner')).toBeNull();
    expect(screen.queryByTestId('unconfirmed-badge')).toBeNull();
    expect(screen.getByTestId('block-time').textContent).toBe('Not in chain data');
  });

  it('lists the alerts the rules raised', async () => {
    const alert = alertFixture(1, {
      status: 0,
      entity_type: 'transaction',
      content_object_fields: {
        identifier: HASH,
        customer_id: null,
        currency: 1,
        deposit_address: null,
        type: null,
      },
      latest_item_body: [],
    });
    serve(detail(1), [alert]);
    renderPage();
    const row = await screen.findByTestId('alert-row');
    expect(row.textContent).toContain('Direct sanctions exposure');
    expect(row.textContent).toContain('Sanctions policy');
    expect(row.textContent).toContain('Open');
  });

  it('shows the alert of ?alert= in place of the tabs, with a way back', async () => {
    const alert = { ...alertFixture(1), entity_type: 'transaction' as const };
    serve(detail(1));
    const { calls } = stubServer({
      [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE_FIXTURE }),
      [routeOf(endpoints.transactions.detail, { id: 5 })]: () => ({ status: 200, body: detail(1) }),
      [routeOf(endpoints.alertWorkflow.detail, { type: 'transaction', id: 5, alertId: 11 })]: () => ({
        status: 200,
        body: alert,
      }),
      [routeOf(endpoints.alerts.workflowStages)]: () => ({ status: 200, body: STAGES }),
      [routeOf(endpoints.alertCycles.list, { alertId: 11 })]: () => ({ status: 200, body: page([]) }),
    });
    renderPage('&alert=11');
    expect((await screen.findByTestId('alert-rule-name')).textContent).toBe('Direct sanctions exposure');
    expect(screen.queryByRole('tab', { name: 'Overview' })).toBeNull();
    fireEvent.click(screen.getByTestId('alert-back'));
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/alerts/11/'))).toBe(true);
  });
});

describe('a transaction frozen on the custody service', () => {
  const unfreezeRoute = routeOf(endpoints.integrations.custodyUnfreeze, { id: 5 });

  it('shows the banner; "Unfreeze now" releases it, says so, and the banner goes', async () => {
    // The server's copy: frozen until the unfreeze succeeds.
    let isFrozen = true;
    const { calls } = serve(detail(1), [], {
      [routeOf(endpoints.transactions.detail, { id: 5 })]: () => ({
        status: 200,
        body: detail(1, { is_frozen_on_fireblocks: isFrozen }),
      }),
      [unfreezeRoute]: () => {
        isFrozen = false;
        return { status: 200, body: { detail: 'Transaction was successfully unfrozen on Fireblocks' } };
      },
    });
    renderPage();
    const banner = await screen.findByTestId('frozen-banner');
    expect(banner.textContent).toContain('frozen on Fireblocks');
    fireEvent.click(within(banner).getByTestId('unfreeze-now'));
    expect(await screen.findByText('Transaction was successfully unfrozen on Fireblocks')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path === unfreezeRoute.split(' ')[1])).toHaveLength(
      1,
    );
    await waitFor(() => expect(screen.queryByTestId('frozen-banner')).toBeNull());
  });

  it('keeps the banner and says it failed when the custody service refuses', async () => {
    serve(detail(1, { is_frozen_on_fireblocks: true }), [], {
      [unfreezeRoute]: () => ({ status: 502, body: {} }),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('unfreeze-now'));
    expect(await screen.findByText('Failed to unfreeze transaction on Fireblocks')).toBeTruthy();
    expect(screen.getByTestId('frozen-banner')).toBeTruthy();
  });

  it('shows no banner when the transaction is not frozen', async () => {
    serve(detail(1));
    renderPage();
    await screen.findByTestId('transaction-title');
    expect(screen.queryByTestId('frozen-banner')).toBeNull();
  });
});
