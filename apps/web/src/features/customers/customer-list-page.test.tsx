import { endpointPath, endpoints, SHELL_MESSAGES, TRUNCATE } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { truncateMiddle } from '../../lib/format.ts';
import { STAGES } from '../../test/alert-fixture.ts';
import { chooseExportFormat, queuedExport } from '../../test/export-format.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { CustomerListPage } from './index.ts';

afterEach(() => vi.unstubAllGlobals());

const row = (id: number, customer_id: string) => ({
  id,
  customer_id,
  risk_level: 5,
  digital_assets: [
    { token: 'ETH', currency: 1, value: 1, value_usd: 3000 },
    { token: 'USDT', currency: 1, value: 50, value_usd: 50 },
  ],
  currencies: [1],
  open_alerts_count: 1,
  earliest_transaction_time: 1_760_000_000,
  latest_transaction_time: 1_760_086_400,
  total_incoming_value_usd: 12345.6,
  total_outgoing_value_usd: 100,
  is_included_in_case: false,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  item_type: 'customer',
});
const LONG_ID = `CUST/${'9'.repeat(40)}`;

function renderList() {
  const server = stubServer({
    [routeOf(endpoints.customers.list)]: () => ({
      status: 200,
      body: { count: 1, next: null, previous: null, results: [row(7, LONG_ID)] },
    }),
    [routeOf(endpoints.customers.create)]: ({ body }) => ({
      status: 201,
      body: {
        ...row(8, (body as { customer_id: string }).customer_id),
        balance_usd: 0,
        deposit_addresses_count: 0,
        withdrawal_addresses_count: 0,
        deposits_count: 0,
        withdrawals_count: 0,
        associated_cases: [],
      },
    }),
    [routeOf(endpoints.alerts.workflowStages)]: () => ({ status: 200, body: STAGES }),
    [routeOf(endpoints.customers.updateOpenAlerts)]: () => ({
      status: 200,
      body: { updated: 2, skipped: [] },
    }),
    [routeOf(endpoints.customers.export)]: queuedExport,
  });
  renderWithRouter(<CustomerListPage />, '/customers?workspace=demo');
  return server;
}

describe('the customer list', () => {
  it('shows the columns, shortens the id to 32 characters and opens the customer by its encoded id', async () => {
    renderList();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
      .slice(1);
    expect(headers).toEqual([
      'Customer ID',
      'Digital Assets',
      'Risk Level',
      'Date Added',
      'Last Transaction',
      'Deposit Amount',
    ]);
    expect(await screen.findByText('$12,345.60')).toBeTruthy();
    expect(within(screen.getByTestId('customer-assets')).getByText('USDT')).toBeTruthy();
    const cell = screen.getByText(truncateMiddle(LONG_ID, TRUNCATE.customerList));
    expect(cell.textContent).not.toBe(LONG_ID);
    fireEvent.click(cell);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/customers/${encodeURIComponent(LONG_ID)}?workspace=demo`,
      ),
    );
  });

  it('adds a customer: the id is required, any length, then its page opens', async () => {
    const { calls } = renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Customer' }));
    const dialog = await screen.findByTestId('customer-id-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Customer ID is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('customer-id-input'), { target: { value: ' C1 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added Successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ customer_id: 'C1' });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/customers/C1?workspace=demo'),
    );
  });

  it('exports only after the confirmation', async () => {
    const { calls } = renderList();
    URL.createObjectURL ??= () => 'blob:customers';
    URL.revokeObjectURL ??= () => {};
    fireEvent.click(await screen.findByTestId('export-customers'));
    const exported = () => calls.filter((c) => c.path === endpointPath(endpoints.customers.export));
    expect(exported()).toHaveLength(0);
    const confirm = await screen.findByRole('dialog', { name: 'Export Customers' });
    expect(
      within(confirm).getByText('Download every customer matching the current filters as a CSV file?'),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(exported()).toHaveLength(1));
    expect(exported()[0]?.query.get('format')).toBe('csv');
    expect(await screen.findByText(SHELL_MESSAGES.downloadQueued)).toBeTruthy();
  });

  it('exports as a spreadsheet when chosen from the arrow, after saying so', async () => {
    const { calls } = renderList();
    await screen.findByTestId('export-customers');
    await chooseExportFormat('Export', 'xlsx');
    const confirm = await screen.findByRole('dialog', { name: 'Export Customers' });
    expect(
      within(confirm).getByText(
        'Download every customer matching the current filters as an Excel spreadsheet (XLSX)?',
      ),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Export' }));
    const exported = () => calls.filter((c) => c.path === endpointPath(endpoints.customers.export));
    await waitFor(() => expect(exported()).toHaveLength(1));
    expect(exported()[0]?.query.get('format')).toBe('xlsx');
  });

  it('updates the open alerts of the ticked customers with a stage and a comment', async () => {
    const { calls } = renderList();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select row' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bulk actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Update Open Alerts' }));
    const dialog = await screen.findByTestId('bulk-dialog');
    expect(within(dialog).getByText('The open alerts of 1 customer')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('stage-select'));
    fireEvent.click(await screen.findByRole('option', { name: 'In Review' }));
    fireEvent.change(within(dialog).getByTestId('bulk-comment'), {
      target: { value: 'Reviewing the customer' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Alerts Updated Successfully')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe(endpointPath(endpoints.customers.updateOpenAlerts));
    expect(put?.query.get('ids')).toBe('7');
    expect(put?.body).toEqual({ workflow_stage: 2, comment: { body: '<p>Reviewing the customer</p>' } });
  });
});
