import { endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressDetail } from '../../../test/address-fixtures.ts';
import { PROFILE_FIXTURE } from '../../../test/profile-fixture.ts';
import { renderWithRouter } from '../../../test/render-with-router.tsx';
import { type Call, type Reply, stubServer } from '../../../test/stub-server.ts';
import { AddToCustomerDialog } from './add-to-customer-dialog.tsx';
import { CUSTOMER_SEARCH_DEBOUNCE_MS } from './add-to-customer-rules.ts';
import type { CustomerEntity } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

const ADDRESS: CustomerEntity = {
  id: 12,
  identifier: '0x52908400098527886e0f7030069857d2e4169ee7',
  currency: 1,
};
const SENDER = '0xsender000000000000000000000000000000000001';
const RECEIVER = '0xreceiver0000000000000000000000000000000001';
const TRANSACTION: CustomerEntity = {
  id: 34,
  identifier: `0x${'ab'.repeat(32)}`,
  currency: 1,
  parties: [SENDER, RECEIVER],
};
const SCREEN_ADDRESS = `POST ${endpointPath(endpoints.addresses.screen)}`;
const SCREEN_TRANSACTION = `POST ${endpointPath(endpoints.transactions.screen)}`;
const CUSTOMERS = `GET ${endpointPath(endpoints.customers.list)}`;
/** What both screenings answer in common (the dialog only needs a success). */
const screened = (id: number, identifier: string, item_type: string) => ({
  id,
  identifier,
  currency: 1,
  currency_short: 'ETH',
  currency_verbose: 'Ethereum',
  is_screened: true,
  risk_level: 0,
  customer_id: 'CUST-00042',
  last_screened_time: '2026-11-01T10:00:00.000Z',
  created_at: '2026-11-01T10:00:00.000Z',
  item_type,
  associated_cases: [],
  digital_assets: [],
  coverage: 'lite',
  is_known_to_provider: true,
  data_coverage: 'chain_data',
});
const ADDRESS_ANSWER = addressDetail({
  ...screened(ADDRESS.id, ADDRESS.identifier, 'address'),
  type_verbose: 'Deposit',
});
const TRANSACTION_ANSWER = {
  ...screened(TRANSACTION.id, TRANSACTION.identifier, 'transaction'),
  type: 2,
  address: SENDER,
  originator: SENDER,
  beneficiary: RECEIVER,
  block_date_time: 1_760_000_000,
  value: 1,
  value_usd: 3000,
  value_token_symbol: 'ETH',
  transaction_time: 1_760_000_000,
  fee: 0,
  fee_usd: 0,
  incoming_value_usd: 0,
  risks_detected: [],
  from_addresses: [],
  to_addresses: [],
  is_frozen_on_fireblocks: false,
  is_confirmed: true,
};
const answer =
  (body: unknown): (() => Reply) =>
  () => ({ status: 200, body });

const customer = (customer_id: string) => ({
  id: 1,
  customer_id,
  risk_level: 0,
  digital_assets: [],
  currencies: [],
  open_alerts_count: 0,
  earliest_transaction_time: null,
  latest_transaction_time: null,
  total_incoming_value_usd: 0,
  total_outgoing_value_usd: 0,
  is_included_in_case: false,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  item_type: 'customer',
});

function open(kind: 'address' | 'transaction', profile = PROFILE_FIXTURE) {
  const onClose = vi.fn();
  renderWithRouter(
    <AddToCustomerDialog
      kind={kind}
      entity={kind === 'address' ? ADDRESS : TRANSACTION}
      opened
      onClose={onClose}
    />,
    '/addresses/12?workspace=demo',
    profile,
  );
  return onClose;
}

function choose(testId: string, option: string) {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add' }));
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

describe('Add to a customer', () => {
  it('offers Activate Customers instead of the form without customers in the plan', () => {
    stubServer({});
    open('address', { ...PROFILE_FIXTURE, can_access_customers: false });
    expect(screen.getByTestId('activate-customers').textContent).toContain('Activate Customers');
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });

  it('wants a new id of 5 characters before it asks the type, then screens the address for the customer', async () => {
    const { calls } = stubServer({ [SCREEN_ADDRESS]: answer(ADDRESS_ANSWER) });
    const onClose = open('address');
    fireEvent.click(screen.getByRole('radio', { name: 'New Customer' }));
    add();
    expect(await screen.findByText('Customer id is required')).toBeTruthy();

    fireEvent.change(screen.getByTestId('new-customer-id'), { target: { value: 'abcd' } });
    expect(screen.queryByTestId('customer-type')).toBeNull();
    add();
    expect(await screen.findByText('Customer id should be of at least 5 characters')).toBeTruthy();

    fireEvent.change(screen.getByTestId('new-customer-id'), { target: { value: 'abcde' } });
    add();
    expect(await screen.findByText('Type is required')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    choose('customer-type', 'Deposit');
    add();
    expect(await screen.findByText('Added Successfully')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(calls)[0]?.body).toEqual({
      identifier: ADDRESS.identifier,
      currency: 1,
      customer_id: 'abcde',
      type: 1,
    });
  });

  it("needs a transaction's customer address, chosen among its parties", async () => {
    const { calls } = stubServer({ [SCREEN_TRANSACTION]: answer(TRANSACTION_ANSWER) });
    open('transaction');
    fireEvent.click(screen.getByRole('radio', { name: 'New Customer' }));
    fireEvent.change(screen.getByTestId('new-customer-id'), { target: { value: 'CUST-00042' } });
    choose('customer-type', 'Withdrawal');
    add();
    expect(await screen.findByText('Customer address is required')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    choose('customer-address', SENDER);
    add();
    expect(await screen.findByText('Added Successfully')).toBeTruthy();
    expect(posts(calls)[0]?.body).toEqual({
      identifier: TRANSACTION.identifier,
      currency: 1,
      customer_id: 'CUST-00042',
      type: 2,
      address: SENDER,
    });
  });

  it('searches existing customers from 5 characters, 500 ms after the last key', async () => {
    const { calls } = stubServer({
      [CUSTOMERS]: ({ url }) => {
        const q = url.searchParams.get('q') ?? '';
        const found = ['CUST-00042'].filter((id) => id.startsWith(q));
        return {
          status: 200,
          body: { count: found.length, next: null, previous: null, results: found.map(customer) },
        };
      },
      [SCREEN_ADDRESS]: answer(ADDRESS_ANSWER),
    });
    open('address');
    const search = screen.getByTestId('existing-customer');
    // Mantine takes only typing into the focused box as a search (not an autofill).
    const type = (value: string) => {
      search.focus();
      fireEvent.change(search, { target: { value } });
    };
    fireEvent.click(search);
    type('CUST');
    expect(await screen.findByText('Enter min 5 characters to search...')).toBeTruthy();

    type('CUST-9');
    await waitFor(() => expect(calls.map((c) => c.path)).toContain(endpointPath(endpoints.customers.list)), {
      timeout: 3000,
    });
    expect(await screen.findByText('No results found')).toBeTruthy();
    const searched = calls.filter((c) => c.path === endpointPath(endpoints.customers.list));
    // Only the text typed 500 ms before was searched: 'CUST' (too short) never was.
    expect(searched.map((c) => c.query.get('q'))).toEqual(['CUST-9']);
    expect(CUSTOMER_SEARCH_DEBOUNCE_MS).toBe(500);

    type('CUST-0');
    fireEvent.click(await screen.findByRole('option', { name: 'CUST-00042' }));
    choose('customer-type', 'Deposit');
    add();
    expect(await screen.findByText('Added Successfully')).toBeTruthy();
    expect(posts(calls)[0]?.body).toMatchObject({ customer_id: 'CUST-00042', type: 1 });
  });
});
