import { endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertFixture, STAGES } from '../../test/alert-fixture.ts';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { type Reply, routeOf, type StubRequest, stubServer } from '../../test/stub-server.ts';
import { CustomerPage } from './index.ts';

afterEach(() => vi.unstubAllGlobals());

// jsdom has no font loading API, which the growing comment box listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

const ID = 7;
const CUSTOMER_ID = 'CUST/00042';
const empty = { count: 0, next: null, previous: null, results: [] };
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

const detail = (overrides: Record<string, unknown> = {}) => ({
  id: ID,
  customer_id: CUSTOMER_ID,
  risk_level: 5,
  digital_assets: [],
  currencies: [1],
  open_alerts_count: 3,
  earliest_transaction_time: 1_760_000_000,
  latest_transaction_time: 1_760_086_400,
  total_incoming_value_usd: 4500.5,
  total_outgoing_value_usd: 1200,
  is_included_in_case: false,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  item_type: 'customer',
  balance_usd: 800,
  deposit_addresses_count: 2,
  withdrawal_addresses_count: 1,
  deposits_count: 2,
  withdrawals_count: 1,
  associated_cases: [],
  ...overrides,
});

const transfer = (id: number, type: 1 | 2, value_usd: number) => ({
  id,
  identifier: `0x${String(id).repeat(64).slice(0, 64)}`,
  currency: 1,
  currency_short: 'ETH',
  type,
  address: '0xcustomer000000000000000000000000000000001',
  counterparty: '0xother00000000000000000000000000000000002',
  value: 1.5,
  value_usd,
  value_token_symbol: 'ETH',
  risk_level: 0,
  block_date_time: 1_760_000_000,
  created_at: '2026-11-01T10:00:00.000Z',
  last_screened_time: '2026-11-01T10:00:00.000Z',
});

const ok =
  (body: unknown): (() => Reply) =>
  () => ({ status: 200, body });

function renderPage(
  options: {
    profile?: typeof PROFILE_FIXTURE;
    customer?: ReturnType<typeof detail>;
    alerts?: unknown[];
    path?: string;
    /** More routes (an alert's detail and its calls). */
    routes?: Record<string, (request: StubRequest) => Reply>;
  } = {},
) {
  const customer = options.customer ?? detail();
  const server = stubServer({
    [routeOf(endpoints.customers.lookup)]: ({ url }) =>
      url.searchParams.get('customer_id') === CUSTOMER_ID
        ? { status: 200, body: customer }
        : { status: 404, body: { detail: 'Not found.' } },
    [routeOf(endpoints.alerts.ofObject, { type: 'customer', id: ID })]: ok(page(options.alerts ?? [])),
    [routeOf(endpoints.customers.digitalAssetSummary, { id: ID })]: ok([]),
    [routeOf(endpoints.customers.sentimentSummary, { id: ID })]: ok({ total_value_usd: 0, categories: [] }),
    [routeOf(endpoints.customers.deposits.list, { id: ID })]: ok(
      page([transfer(1, 1, 3000), transfer(2, 1, 1500.5)]),
    ),
    [routeOf(endpoints.customers.withdrawals.list, { id: ID })]: ok(page([transfer(3, 2, 1200)])),
    [routeOf(endpoints.customers.deposits.record, { id: ID })]: () => ({
      status: 201,
      body: transfer(4, 1, 10),
    }),
    [routeOf(endpoints.customers.addresses, { id: ID })]: ok(empty),
    [routeOf(endpoints.customers.balances, { id: ID })]: ok([]),
    [routeOf(endpoints.customers.auditLogs, { id: ID })]: ok(empty),
    [routeOf(endpoints.customers.rename, { customerId: CUSTOMER_ID })]: ({ body }) => ({
      status: 200,
      body: { ...customer, customer_id: (body as { new_customer_id: string }).new_customer_id },
    }),
    ...options.routes,
  });
  renderWithRouter(
    <Routes>
      <Route path="/customers/:customerId" element={<CustomerPage />} />
    </Routes>,
    // The customer id travels URL-encoded.
    options.path ?? `/customers/${encodeURIComponent(CUSTOMER_ID)}?workspace=demo`,
    options.profile ?? PROFILE_FIXTURE,
  );
  return server;
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

/** The customer's own alert (a Customer rule's, decision 0038): raised on the customers row. */
const OWN_ALERT = 91;
const OWN_DETAIL = routeOf(endpoints.alertWorkflow.detail, { type: 'customer', id: ID, alertId: OWN_ALERT });
const OWN_UPDATE = routeOf(endpoints.alertWorkflow.update, { type: 'customer', id: ID, alertId: OWN_ALERT });
const ownAlert = (stage = 1) =>
  alertFixture(stage, {
    id: OWN_ALERT,
    alert_body: 'Customer direct exposure to Sanctions',
    level: 3,
    level_verbose: 'Medium',
    entity_type: 'customer',
    object_id: ID,
    content_object_fields: {
      identifier: CUSTOMER_ID,
      customer_id: CUSTOMER_ID,
      currency: null,
      deposit_address: null,
      type: null,
    },
    policy_type: 2,
    policy_type_verbose: 'Customer',
  });

describe('the customer page', () => {
  it("lists the customer's own alerts (Customer rules) in Customer Alerts", async () => {
    renderPage({ alerts: [ownAlert()] });
    const rows = await screen.findAllByTestId('alert-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain('Customer direct exposure to Sanctions');
    expect(rows[0]?.textContent).toContain('Medium');
  });

  it('opens its own alert in place of the tabs and moves it to another stage with a comment', async () => {
    let stage = 1;
    const { calls } = renderPage({
      alerts: [ownAlert()],
      routes: {
        [OWN_DETAIL]: () => ({ status: 200, body: ownAlert(stage) }),
        [OWN_UPDATE]: () => {
          stage = 2;
          return { status: 200, body: { ...ownAlert(2), crypto_risk_level: 3 } };
        },
        [routeOf(endpoints.alerts.workflowStages)]: ok(STAGES),
        [routeOf(endpoints.alertCycles.list, { alertId: OWN_ALERT })]: ok(empty),
        [routeOf(endpoints.comments.list, { type: 'customer', id: ID })]: ok(empty),
      },
    });
    const [row] = await screen.findAllByTestId('alert-row');
    fireEvent.click(within(row as HTMLElement).getByTestId('open-alert'));
    // The page stays the customer's, with the alert's detail (its rule, its workflow) for the tabs.
    expect((await screen.findByTestId('alert-rule-name')).textContent).toBe(
      'Customer direct exposure to Sanctions',
    );
    expect(screen.getByTestId('location').textContent).toBe(
      `/customers/${encodeURIComponent(CUSTOMER_ID)}?workspace=demo&alert=${OWN_ALERT}`,
    );
    expect(screen.getByTestId('customer-title').textContent).toBe(CUSTOMER_ID);
    expect(screen.queryByRole('tab', { name: 'Recorded Transactions' })).toBeNull();
    // A customer has no investigation graph of its own.
    expect(screen.queryByRole('tab', { name: 'Investigation Mode' })).toBeNull();

    const lookups = () => calls.filter((c) => c.path === endpointPath(endpoints.customers.lookup)).length;
    const before = lookups();
    fireEvent.click(await screen.findByRole('button', { name: /Change status/ }));
    fireEvent.click((await screen.findAllByTestId('stage-choice'))[0] as HTMLElement);
    fireEvent.change(await screen.findByTestId('change-comment'), { target: { value: 'Customer reviewed' } });
    fireEvent.click(screen.getByTestId('change-confirm'));
    expect(await screen.findByText('Alerts Updated Successfully')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe(OWN_UPDATE.slice(4));
    expect(put?.body).toEqual({
      workflow_stage: 2,
      comment: { body: '<p>Customer reviewed</p>' },
      expected_workflow_stage: 1,
    });
    await waitFor(() => expect(screen.getByTestId('alert-stage').textContent).toContain('In Review'));
    // Its level and open alerts count are read again.
    await waitFor(() => expect(lookups()).toBeGreaterThan(before));

    // Back to the customer: the tabs again, the query without the alert.
    fireEvent.click(screen.getByTestId('alert-back'));
    await screen.findByRole('tab', { name: 'Recorded Transactions' });
    expect(screen.getByTestId('location').textContent).toBe(
      `/customers/${encodeURIComponent(CUSTOMER_ID)}?workspace=demo`,
    );
  });

  it('opens its own alert from the link (?alert=)', async () => {
    renderPage({
      path: `/customers/${encodeURIComponent(CUSTOMER_ID)}?workspace=demo&alert=${OWN_ALERT}`,
      routes: {
        [OWN_DETAIL]: () => ({ status: 200, body: ownAlert() }),
        [routeOf(endpoints.alerts.workflowStages)]: ok(STAGES),
        [routeOf(endpoints.alertCycles.list, { alertId: OWN_ALERT })]: ok(empty),
      },
    });
    expect((await screen.findByTestId('alert-detail-header')).textContent).toContain('Back to the customer');
  });

  it('finds the customer by its URL-encoded id and shows its header and meta', async () => {
    renderPage();
    expect((await screen.findByTestId('customer-title')).textContent).toBe(CUSTOMER_ID);
    expect(screen.getByTestId('customer-risk-text').textContent).toBe('Critical');
    expect(screen.getByTestId('customer-open-alerts').textContent).toBe('3');
    for (const label of ['Risk Level', 'Open Alerts', 'First Txn.', 'Last Txn.', 'Added On']) {
      expect(within(screen.getByTestId('customer-header')).getByText(label)).toBeTruthy();
    }
  });

  it('has Proof of Reserves only with the flag and Associated Cases only with cases', async () => {
    renderPage();
    await screen.findByTestId('customer-page');
    expect(tabNames()).toEqual([
      'Customer Alerts',
      'Recorded Transactions',
      'Customer Addresses',
      'Audit Logs',
    ]);
  });

  it('adds the Proof of Reserves and Associated Cases tabs when they apply', async () => {
    renderPage({
      profile: { ...PROFILE_FIXTURE, is_proof_of_reserve_enabled: true },
      customer: detail({ associated_cases: [{ id: 3, case_id: 'CASE-3', name: 'Fraud ring' }] }),
    });
    await screen.findByTestId('customer-page');
    expect(tabNames()).toEqual([
      'Customer Alerts',
      'Recorded Transactions',
      'Customer Addresses',
      'Proof of Reserves',
      'Associated Cases',
      'Audit Logs',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Associated Cases' }));
    expect((await screen.findByTestId('associated-cases')).textContent).toContain('CASE-3');
  });

  it('shows the totals and toggles deposits and withdrawals', async () => {
    const { calls } = renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Recorded Transactions' }));
    expect((await screen.findByTestId('total-deposits-usd')).textContent).toBe('$4,500.50');
    expect(screen.getByTestId('total-withdrawals-usd').textContent).toBe('$1,200.00');
    await waitFor(() => expect(screen.getAllByTestId('transfer-usd')).toHaveLength(2));
    fireEvent.click(screen.getByRole('radio', { name: 'Withdrawals' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('transfer-usd').map((c) => c.textContent)).toEqual(['$1,200.00']),
    );
    expect(calls.some((c) => c.path === endpointPath(endpoints.customers.withdrawals.list, { id: ID }))).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Add Withdrawal' })).toBeTruthy();
  });

  it('records a deposit only with every field filled in', async () => {
    const { calls } = renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Recorded Transactions' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Deposit' }));
    const dialog = await screen.findByTestId('record-transfer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Please fill in all fields')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('transfer-chain'));
    fireEvent.click(screen.getByRole('option', { name: 'Ethereum (ETH)' }));
    fireEvent.change(within(dialog).getByTestId('transfer-hash'), {
      target: { value: ` 0x${'4'.repeat(64)} ` },
    });
    fireEvent.change(within(dialog).getByTestId('transfer-address'), {
      target: { value: '0xcustomer000000000000000000000000000000001' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Successfully added Deposit/Withdrawal')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe(endpointPath(endpoints.customers.deposits.record, { id: ID }));
    expect(post?.body).toEqual({
      identifier: `0x${'4'.repeat(64)}`,
      currency: 1,
      to_address: '0xcustomer000000000000000000000000000000001',
    });
  });

  it('renames the customer: Save stays disabled while the id is empty or unchanged', async () => {
    const { calls } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Customer actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const input = await screen.findByTestId('customer-id-input');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '  ' } });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: 'CUST-00043' } });
    expect(save.hasAttribute('disabled')).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('Customer ID edited successfully.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ customer_id: CUSTOMER_ID, new_customer_id: 'CUST-00043' });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/customers/CUST-00043?workspace=demo'),
    );
  });
});
