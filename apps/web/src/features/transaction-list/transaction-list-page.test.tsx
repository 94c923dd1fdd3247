import { endpointPath, endpoints, SHELL_MESSAGES } from '@riskscreen/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { truncateMiddle } from '../../lib/format.ts';
import { chooseExportFormat, queuedExport } from '../../test/export-format.ts';
import { LocationProbe, probedLocation } from '../../test/location-probe.tsx';
import { RULE } from '../../test/policy-fixtures.ts';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { TransactionListPage } from './index.ts';

afterEach(() => vi.unstubAllGlobals());

const row = (id: number, risk: number) => ({
  id,
  identifier: `${String(id).repeat(8)}aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa`.slice(0, 64),
  currency: 1,
  currency_short: 'ETH',
  currency_verbose: 'Ethereum',
  is_screened: true,
  risk_level: risk,
  customer_id: null,
  type: null,
  address: null,
  originator: `0x${'a1'.repeat(20)}`,
  beneficiary: `0x${'b2'.repeat(20)}`,
  block_date_time: 1_760_000_000,
  value: 1.5,
  value_usd: 4500,
  value_token_symbol: 'ETH',
  last_screened_time: '2026-01-02T10:00:00.000Z',
  created_at: '2026-01-02T10:00:00.000Z',
  item_type: 'transaction',
});

function renderAt(url: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <LocationProbe />
      <Routes>
        <Route path="/transactions" element={<TransactionListPage />} />
        <Route path="/transactions/:id" element={<div>transaction page</div>} />
      </Routes>
    </MemoryRouter>,
  );
}

function serve(rows = [row(1, 4), row(2, 4)]) {
  return stubServer({
    [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE_FIXTURE }),
    [routeOf(endpoints.transactions.export)]: queuedExport,
    [routeOf(endpoints.transactions.list)]: () => ({
      status: 200,
      body: {
        count: 45,
        next: `${endpointPath(endpoints.transactions.list)}?offset=20`,
        previous: null,
        results: rows,
      },
    }),
    [routeOf(endpoints.rules.listAll)]: () => ({
      status: 200,
      body: {
        count: 3,
        next: null,
        previous: null,
        results: ['Large withdrawal', 'Darknet inflow', 'Large withdrawal'].map((rule_name) => ({
          ...RULE,
          rule_name,
          rule_type: 0,
          policy_type: 0,
        })),
      },
    }),
  });
}

const listCalls = (calls: ReturnType<typeof serve>['calls']) =>
  calls.filter((c) => c.path === endpointPath(endpoints.transactions.list));

describe('transaction list', () => {
  it('sends the filters of the query string to the server and shows them', async () => {
    const { calls } = serve();
    renderAt('/transactions?workspace=demo&risk_level=4,5&currency=1&page=2');
    await screen.findAllByTestId('tx-identifier');
    const query = listCalls(calls).at(-1)!.query;
    expect(query.get('risk_level')).toBe('4,5');
    expect(query.get('currency')).toBe('1');
    expect(query.get('offset')).toBe('20');
    expect(query.get('limit')).toBe('20');
    const pills = screen.getByTestId('transaction-filters').querySelectorAll('.mantine-Pill-label');
    expect([...pills].map((p) => p.textContent)).toEqual(['High', 'Critical', 'Ethereum (ETH)']);
  });

  it('filters by the chains of a link that names them currencies (spec §5)', async () => {
    const { calls } = serve();
    renderAt('/transactions?workspace=demo&currencies=10');
    await screen.findAllByTestId('tx-identifier');
    expect(listCalls(calls).at(-1)!.query.get('currency')).toBe('10');
    const pills = screen.getByTestId('transaction-filters').querySelectorAll('.mantine-Pill-label');
    expect(pills).toHaveLength(1);
  });

  it('says a reversed date range is wrong under the field, and sends nothing for it', async () => {
    const { calls } = serve();
    renderAt('/transactions?workspace=demo&transaction_start_date=2026-03-01');
    await screen.findAllByTestId('tx-identifier');
    const before = listCalls(calls).length;
    fireEvent.change(screen.getByLabelText('Transaction to'), { target: { value: '2026-02-01' } });
    expect(await screen.findByText('The end date cannot precede the start date.')).toBeTruthy();
    expect(probedLocation.current).toBe('/transactions?workspace=demo&transaction_start_date=2026-03-01');
    expect(listCalls(calls)).toHaveLength(before);
    // Put right, it applies.
    fireEvent.change(screen.getByLabelText('Transaction to'), { target: { value: '2026-04-01' } });
    await waitFor(() =>
      expect(listCalls(calls).at(-1)!.query.get('transaction_end_date')).toBe('2026-04-01'),
    );
    expect(screen.queryByText('The end date cannot precede the start date.')).toBeNull();
  });

  it('writes a changed filter into the query string, keeping the workspace, and Reset all clears it', async () => {
    const { calls } = serve();
    renderAt('/transactions?workspace=demo&risk_level=4&page=3');
    await screen.findAllByTestId('tx-identifier');
    fireEvent.change(screen.getByLabelText('Added from'), { target: { value: '2026-01-01' } });
    await waitFor(() =>
      expect(probedLocation.current).toBe(
        '/transactions?workspace=demo&risk_level=4&created_start_date=2026-01-01',
      ),
    );
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('created_start_date')).toBe('2026-01-01'));

    fireEvent.click(screen.getByRole('button', { name: 'Reset all' }));
    await waitFor(() => expect(probedLocation.current).toBe('/transactions?workspace=demo'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('risk_level')).toBeNull());
  });

  it('selects rows, the page, then all matching results; a filter change clears the selection', async () => {
    serve();
    renderAt('/transactions?workspace=demo');
    await screen.findAllByTestId('tx-identifier');
    const boxes = screen.getAllByRole('checkbox', { name: 'Select row' });
    fireEvent.click(boxes[0]!);
    expect(screen.getByTestId('selected-count').textContent).toBe('1 selected');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select page' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('2 selected');
    fireEvent.click(screen.getByRole('button', { name: 'Select all 45 matching results' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('All 45 matching results selected');
    fireEvent.change(screen.getByLabelText('Added to'), { target: { value: '2026-02-01' } });
    await waitFor(() => expect(screen.queryByTestId('selected-count')).toBeNull());
  });

  it('names who sent and who received on every row', async () => {
    serve();
    renderAt('/transactions?workspace=demo');
    await screen.findAllByTestId('tx-identifier');
    // The parties keep 10 characters, both ends, so twelve columns fit a 1024 px window.
    const originators = screen.getAllByText(truncateMiddle(`0x${'a1'.repeat(20)}`, 10));
    const beneficiaries = screen.getAllByText(truncateMiddle(`0x${'b2'.repeat(20)}`, 10));
    expect(originators).toHaveLength(2);
    expect(beneficiaries).toHaveLength(2);
  });

  it('opens the transaction page on a row click, but not on a select box click', async () => {
    serve();
    renderAt('/transactions?workspace=demo');
    await screen.findAllByTestId('tx-identifier');
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0]!);
    expect(probedLocation.current).toBe('/transactions?workspace=demo');
    fireEvent.click(screen.getAllByTestId('tx-identifier')[1]!);
    await screen.findByText('transaction page');
    expect(probedLocation.current).toBe('/transactions/2?workspace=demo');
  });

  it('filters by the rule (transaction rules, limit 100) and the last screened range, in the query string', async () => {
    const { calls } = serve();
    renderAt('/transactions?workspace=demo&rule_name=Darknet%20inflow&updated_end_date=2026-02-01');
    await screen.findAllByTestId('tx-identifier');
    const query = listCalls(calls).at(-1)!.query;
    expect(query.get('rule_name')).toBe('Darknet inflow');
    expect(query.get('updated_end_date')).toBe('2026-02-01');
    expect((screen.getByLabelText('Screened to') as HTMLInputElement).value).toBe('2026-02-01');
    const rules = calls.find((c) => c.path === endpointPath(endpoints.rules.listAll))!.query;
    expect([rules.get('rule_type'), rules.get('limit')]).toEqual(['0', '100']);

    fireEvent.click(screen.getByRole('combobox', { name: 'Rule' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Darknet inflow', 'Large withdrawal']);
    fireEvent.click(screen.getByRole('option', { name: 'Large withdrawal' }));
    // The parameter keeps its place in the query string.
    await waitFor(() =>
      expect(probedLocation.current).toBe(
        '/transactions?workspace=demo&rule_name=Large+withdrawal&updated_end_date=2026-02-01',
      ),
    );
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('rule_name')).toBe('Large withdrawal'));

    fireEvent.change(screen.getByLabelText('Screened from'), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('updated_start_date')).toBe('2026-01-01'));
    expect(listCalls(calls).at(-1)!.query.get('rule_name')).toBe('Large withdrawal');
  });

  it('downloads all matching transactions as a spreadsheet from the arrow, with the filters', async () => {
    const { calls } = serve();
    renderAt('/transactions?workspace=demo&risk_level=4');
    await screen.findAllByTestId('tx-identifier');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select all 45 matching results' }));
    await chooseExportFormat('Download', 'xlsx');
    const exports = () => calls.filter((c) => c.path === endpointPath(endpoints.transactions.export));
    await waitFor(() => expect(exports()).toHaveLength(1));
    const query = exports()[0]!.query;
    expect([query.get('format'), query.get('risk_level'), query.has('ids')]).toEqual(['xlsx', '4', false]);
    expect((await screen.findAllByText(SHELL_MESSAGES.downloadQueued)).length).toBeGreaterThan(0);
  });
});
