import { endpointPath, endpoints, SHELL_MESSAGES } from '@riskscreen/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressListRow } from '../../test/address-fixtures.ts';
import { chooseExportFormat, queuedExport } from '../../test/export-format.ts';
import { RULE } from '../../test/policy-fixtures.ts';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { AddressListPage } from './index.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const address = addressListRow({
  customer_id: 'CUST-1000-very-long-customer-id',
  tag_name_verbose: 'Bluefin Exchange',
  tag_type_verbose: 'Exchange',
});

const tag = (id: number, name: string, type: number, isList: boolean) => ({
  id,
  name,
  description: '',
  risk_level: 2,
  type,
  is_active: true,
  is_in_custom_list: isList,
  added_by: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  address_count: 1,
});
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

function serve(profile = PROFILE_FIXTURE, addresses: unknown[] = [address]) {
  return stubServer({
    [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: profile }),
    [routeOf(endpoints.rules.listAll)]: () => ({
      status: 200,
      body: page([{ ...RULE, rule_name: 'Sanctions exposure' }, RULE]),
    }),
    [routeOf(endpoints.customTags.list)]: () => ({
      status: 200,
      body: page([tag(3, 'Watched', 0, false), tag(4, 'Partners', 0, true), tag(1, 'Whitelist', 1, true)]),
    }),
    [routeOf(endpoints.addresses.list)]: () => ({
      status: 200,
      body: page(addresses),
    }),
    [routeOf(endpoints.addresses.entityNames)]: () => ({
      status: 200,
      body: ['Bluefin Exchange'],
    }),
    [routeOf(endpoints.addresses.export)]: queuedExport,
  });
}

const STAGES = [
  { id: 11, name: 'Open', category: 0, is_system: false },
  { id: 12, name: 'Escalated', category: 1, is_system: false },
  { id: 13, name: 'Inactive', category: 3, is_system: true },
  { id: 14, name: 'Closed – Auto-resolved', category: 2, is_system: true },
].map((s) => ({ ...s, next_stages: [] }));

/** The stages and the update call, added to serve()'s routes: the sent query ids and body are recorded. */
function stubServerExtra(_calls: ReturnType<typeof serve>['calls'], sent: unknown[]) {
  const fetchStub = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === endpointPath(endpoints.alerts.workflowStages)) {
      return new Response(JSON.stringify(STAGES), { headers: { 'content-type': 'application/json' } });
    }
    if (url.pathname === endpointPath(endpoints.addresses.updateOpenAlerts)) {
      sent.push({ ids: url.searchParams.get('ids'), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify({ updated: 1, skipped: [] }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    return fetchStub(input, init);
  });
}

function renderIn(workspace: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/addresses?workspace=${workspace}`]}>
      <Routes>
        <Route path="/addresses" element={<AddressListPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const lastList = (calls: ReturnType<typeof serve>['calls']) =>
  calls.filter((c) => c.path === endpointPath(endpoints.addresses.list)).at(-1)!.query;

describe('address list', () => {
  it('saves filters per workspace and opens with them again', async () => {
    const { calls } = serve();
    const first = renderIn('demo');
    await screen.findByTestId('address-identifier');
    fireEvent.change(screen.getByLabelText('Screened from'), { target: { value: '2026-01-05' } });
    await waitFor(() => expect(lastList(calls).get('start_date')).toBe('2026-01-05'));
    expect(JSON.parse(localStorage.getItem('rs.address-list-filters.demo') ?? '{}').start_date).toBe(
      '2026-01-05',
    );
    first.unmount();

    // A reload of the same workspace asks with the saved filter at once.
    const again = renderIn('demo');
    await screen.findByTestId('address-identifier');
    expect(lastList(calls).get('start_date')).toBe('2026-01-05');
    expect((screen.getByLabelText('Screened from') as HTMLInputElement).value).toBe('2026-01-05');
    again.unmount();

    // Another workspace has its own (none).
    renderIn('research');
    await screen.findByTestId('address-identifier');
    expect(lastList(calls).get('start_date')).toBeNull();
  });

  it('shows the columns with the customer id shortened to 16 and clears saved filters on Reset all', async () => {
    localStorage.setItem('rs.address-list-filters.demo', JSON.stringify({ risk_level: [4], currency: [1] }));
    const { calls } = serve();
    renderIn('demo');
    await screen.findByTestId('address-identifier');
    expect(lastList(calls).get('risk_level')).toBe('4');
    // The customer id leads on to what the workspace screened for that customer.
    const customer = screen.getByRole('link', { name: 'CUST-100…tomer-id' });
    expect(customer.getAttribute('href')).toBe(
      '/search?q=CUST-1000-very-long-customer-id&search_entity_type=all&workspace=demo',
    );
    expect(screen.getByText('Bluefin Exchange', { selector: 'td' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset all' }));
    await waitFor(() => expect(lastList(calls).get('risk_level')).toBeNull());
    expect(localStorage.getItem('rs.address-list-filters.demo')).toBeNull();
  });

  it('filters by the rule (address rules, limit 100) and custom tags or lists, saved with the rest', async () => {
    const { calls } = serve();
    renderIn('demo');
    await screen.findByTestId('address-identifier');
    const rules = calls.find((c) => c.path === endpointPath(endpoints.rules.listAll))!.query;
    expect([rules.get('rule_type'), rules.get('limit')]).toEqual(['1', '100']);
    // Every tag and list, custom lists and system lists too.
    const tags = calls.find((c) => c.path === endpointPath(endpoints.customTags.list))!.query;
    expect([tags.has('is_in_custom_list'), tags.has('is_active')]).toEqual([false, false]);

    fireEvent.click(screen.getByRole('combobox', { name: 'Rule' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Direct exposure to darknet markets',
      'Sanctions exposure',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Sanctions exposure' }));
    await waitFor(() => expect(lastList(calls).get('rule_name')).toBe('Sanctions exposure'));

    fireEvent.click(screen.getByRole('combobox', { name: 'Custom Tags' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Watched',
      'Partners',
      'Whitelist',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Partners' }));
    await waitFor(() => expect(lastList(calls).get('custom_tags')).toBe('4'));
    expect(lastList(calls).get('rule_name')).toBe('Sanctions exposure');
    expect(JSON.parse(localStorage.getItem('rs.address-list-filters.demo') ?? '{}')).toMatchObject({
      rule_name: 'Sanctions exposure',
      custom_tags: [4],
    });
  });

  it('says a reversed date range is wrong under the field, and asks nothing for it', async () => {
    const { calls } = serve();
    renderIn('demo');
    await screen.findByTestId('address-identifier');
    fireEvent.change(screen.getByLabelText('Added to'), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(lastList(calls).get('created_end_date')).toBe('2026-01-01'));
    const asked = () => calls.filter((c) => c.path === endpointPath(endpoints.addresses.list)).length;
    const before = asked();
    fireEvent.change(screen.getByLabelText('Added from'), { target: { value: '2026-02-01' } });
    expect(await screen.findByText('The end date cannot precede the start date.')).toBeTruthy();
    expect(asked()).toBe(before);
    expect(JSON.parse(localStorage.getItem('rs.address-list-filters.demo') ?? '{}')).toMatchObject({
      created_start_date: null,
      created_end_date: '2026-01-01',
    });
  });

  it("shows the tables' empty text, with what is missing below it", async () => {
    serve(PROFILE_FIXTURE, []);
    renderIn('demo');
    expect((await screen.findByTestId('table-empty')).textContent).toBe(
      'Nothing to see over hereNo addresses found.',
    );
  });

  it('hides the custom tags filter without custom tags', async () => {
    const { calls } = serve({ ...PROFILE_FIXTURE, is_custom_tags_enabled: false });
    renderIn('demo');
    await screen.findByTestId('address-identifier');
    expect(screen.getByRole('combobox', { name: 'Rule' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Custom Tags' })).toBeNull();
    expect(calls.some((c) => c.path === endpointPath(endpoints.customTags.list))).toBe(false);
  });

  it('moves the open alerts of the ticked addresses to a stage, with the comment', async () => {
    const { calls } = serve();
    const sent: unknown[] = [];
    stubServerExtra(calls, sent);
    renderIn('demo');
    await screen.findByTestId('address-identifier');
    fireEvent.click(screen.getByLabelText('Select row'));
    fireEvent.click(screen.getByRole('button', { name: 'Bulk actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Update Open Alerts' }));
    const dialog = await screen.findByTestId('bulk-dialog');
    expect(dialog.textContent).toContain('The open alerts of 1 address');
    // The system's own stages are never offered.
    fireEvent.click(screen.getByTestId('stage-select'));
    expect(screen.queryByRole('option', { name: 'Inactive' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Closed – Auto-resolved' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Escalated' }));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('bulk-comment'), { target: { value: 'Customer file reviewed' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      ids: '9',
      body: { workflow_stage: 12, comment: { body: '<p>Customer file reviewed</p>' } },
    });
    await screen.findByText('Alerts Updated Successfully');
  });

  it('downloads the ticked addresses as CSV, or as a spreadsheet from the arrow', async () => {
    const { calls } = serve();
    renderIn('demo');
    await screen.findByTestId('address-identifier');
    fireEvent.click(screen.getByLabelText('Select row'));
    const exports = () => calls.filter((c) => c.path === endpointPath(endpoints.addresses.export));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(exports()).toHaveLength(1));
    await chooseExportFormat('Download', 'xlsx');
    await waitFor(() => expect(exports()).toHaveLength(2));
    expect(exports().map((c) => [c.query.get('format'), c.query.get('ids')])).toEqual([
      ['csv', '9'],
      ['xlsx', '9'],
    ]);
    expect((await screen.findAllByText(SHELL_MESSAGES.downloadQueued)).length).toBeGreaterThan(0);
  });
});
