import { endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseExportFormat } from '../../test/export-format.ts';
import { LocationProbe, probedLocation } from '../../test/location-probe.tsx';
import { RULE } from '../../test/policy-fixtures.ts';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { AlertListPage } from './index.ts';
import { alertRow, COUNTS, MEMBERS, STAGES } from './test-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderIn(workspace = 'demo') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/alerts?workspace=${workspace}`]}>
      <LocationProbe />
      <Routes>
        <Route path="/alerts" element={<AlertListPage />} />
        <Route path="/addresses/:id" element={<div>address page</div>} />
        <Route path="/customers/:customerId" element={<div>customer page</div>} />
      </Routes>
    </MemoryRouter>,
  );
}

type Options = {
  rows?: unknown[];
  count?: number;
  counts?: typeof COUNTS;
  bulk?: unknown;
  bulkStatus?: number;
};

function serve(options: Options = {}) {
  const {
    rows = [alertRow(1), alertRow(2, 2)],
    count = 45,
    counts = COUNTS,
    bulk,
    bulkStatus = 200,
  } = options;
  return stubServer({
    [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE_FIXTURE }),
    [routeOf(endpoints.alertList.list)]: () => ({
      status: 200,
      body: { count: rows.length === 0 ? 0 : count, next: null, previous: null, results: rows },
    }),
    [routeOf(endpoints.alertList.tabCounts)]: () => ({ status: 200, body: counts }),
    [routeOf(endpoints.alerts.workflowStages)]: () => ({ status: 200, body: STAGES }),
    [routeOf(endpoints.alertList.membersLite)]: () => ({ status: 200, body: MEMBERS }),
    [routeOf(endpoints.rules.listAll)]: () => ({
      status: 200,
      body: { count: 1, next: null, previous: null, results: [RULE] },
    }),
    [routeOf(endpoints.alertList.export)]: () => ({
      status: 200,
      body: { id: 'a1b2', detail: 'Your request to download file is queued.' },
    }),
    [routeOf(endpoints.alertWorkflow.bulkUpdate)]: () => ({
      status: bulkStatus,
      body: bulk ?? { updated: 2, skipped: [] },
    }),
  });
}

type Calls = ReturnType<typeof serve>['calls'];
const callsTo = (calls: Calls, path: string) => calls.filter((c) => c.path === path);
const lastList = (calls: Calls) => callsTo(calls, endpointPath(endpoints.alertList.list)).at(-1)!.query;
const bulkCalls = (calls: Calls) => callsTo(calls, endpointPath(endpoints.alertWorkflow.bulkUpdate));
const tabNames = () =>
  within(screen.getByTestId('list-tabs'))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

async function openDialog(action: 'Assign' | 'Update Status') {
  fireEvent.click(screen.getByRole('button', { name: 'Bulk actions' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
  return within(await screen.findByTestId('bulk-dialog'));
}

describe('alert list', () => {
  it('shows the columns, and the tabs with alerts (the selected one whatever its count)', async () => {
    const { calls } = serve();
    renderIn();
    await screen.findAllByTestId('alert-id');
    await waitFor(() => expect(tabNames()).toEqual(['Open30', 'In Progress15', 'Unassigned45', 'All45']));
    expect(lastList(calls).get('tab')).toBe('all');
    const first = screen.getAllByTestId('table-row')[0]!;
    expect(within(first).getByText('0x79bfc7…f000a101')).toBeTruthy();
    expect(within(first).getByText('ETH')).toBeTruthy();
    expect(within(first).getByText('Address')).toBeTruthy();
    expect(within(first).getByText('Source of Funds')).toBeTruthy();
    expect(within(first).getByText('High')).toBeTruthy();
    expect(within(first).getByTestId('alert-status').textContent).toBe('Open');

    fireEvent.click(screen.getByRole('tab', { name: /^Open/ }));
    await waitFor(() => expect(lastList(calls).get('tab')).toBe('open'));
  });

  it('hides the status tabs under a saved stage filter and the assignment tabs under an assignee filter', async () => {
    const counts = { ...COUNTS, assigned_to_me: 4, closed: 2 };
    localStorage.setItem('rs.alert-list-filters.demo', JSON.stringify({ status: [2] }));
    const { calls } = serve({ counts });
    const first = renderIn();
    await screen.findAllByTestId('alert-id');
    await waitFor(() => expect(tabNames()).toEqual(['Assigned to me4', 'Unassigned45', 'All45']));
    expect(lastList(calls).get('workflow_stage')).toBe('2');
    first.unmount();

    localStorage.setItem(
      'rs.alert-list-filters.demo',
      JSON.stringify({ assigned_to: 8, assigned_to_name: 'Grace Hopper' }),
    );
    renderIn();
    await screen.findAllByTestId('alert-id');
    await waitFor(() => expect(tabNames()).toEqual(['Open30', 'In Progress15', 'Closed2', 'All45']));
    expect(screen.getByText('Assignee: Grace Hopper')).toBeTruthy();
  });

  it('keeps the panel filters per workspace, not the search or the tab', async () => {
    const { calls } = serve();
    const first = renderIn('demo');
    await screen.findAllByTestId('alert-id');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.change(await screen.findByLabelText('Opened from'), { target: { value: '2026-01-05' } });
    await waitFor(() => expect(lastList(calls).get('start_time')).toBe('2026-01-05'));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    fireEvent.click(screen.getByRole('tab', { name: /^Open/ }));
    await waitFor(() => expect(lastList(calls).get('tab')).toBe('open'));
    expect(JSON.parse(localStorage.getItem('rs.alert-list-filters.demo') ?? '{}')).toEqual({
      level: [],
      status: [],
      assigned_to: null,
      assigned_to_name: null,
      start_time: '2026-01-05',
      end_time: null,
      rule_id: null,
      rule_name: null,
      policy_category: [],
      policy_type: [],
    });
    first.unmount();

    const again = renderIn('demo');
    await screen.findAllByTestId('alert-id');
    expect(lastList(calls).get('start_time')).toBe('2026-01-05');
    expect(lastList(calls).get('tab')).toBe('all');
    expect(screen.getByText('Opened: 2026-01-05 – …')).toBeTruthy();
    // Its chip takes the filter off.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Opened: 2026-01-05 – …' }));
    await waitFor(() => expect(lastList(calls).get('start_time')).toBeNull());
    expect(localStorage.getItem('rs.alert-list-filters.demo')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.change(await screen.findByLabelText('Opened to'), { target: { value: '2026-02-01' } });
    await waitFor(() => expect(lastList(calls).get('end_time')).toBe('2026-02-01'));
    again.unmount();

    // Another workspace has its own (none).
    renderIn('research');
    await screen.findAllByTestId('alert-id');
    expect(lastList(calls).get('end_time')).toBeNull();
  });

  it('searches from 3 characters, once typing pauses', async () => {
    const { calls } = serve();
    renderIn();
    await screen.findAllByTestId('alert-id');
    const box = screen.getByLabelText('Search alerts');
    fireEvent.change(box, { target: { value: 'ab' } });
    expect(await screen.findByText('Enter at least 3 characters')).toBeTruthy();
    expect(lastList(calls).get('q')).toBeNull();
    fireEvent.change(box, { target: { value: 'abc' } });
    await waitFor(() => expect(lastList(calls).get('q')).toBe('abc'));
    expect(callsTo(calls, endpointPath(endpoints.alertList.tabCounts)).at(-1)!.query.get('q')).toBe('abc');
    // The box keeps what is typed (and its focus) when the search applies.
    expect(screen.getByLabelText('Search alerts')).toBe(box);
  });

  it("says 'No alerts available' when none match", async () => {
    serve({ rows: [] });
    renderIn();
    expect((await screen.findByTestId('table-empty')).textContent).toBe(
      'Nothing to see over hereNo alerts available',
    );
  });

  it('opens the alert on its entity page', async () => {
    serve();
    renderIn();
    fireEvent.click((await screen.findAllByTestId('alert-id'))[1]!);
    await screen.findByText('address page');
    expect(probedLocation.current).toBe('/addresses/902?alert=2&workspace=demo');
  });

  it("opens a customer's own alert on the customer page, addressed by its customer id", async () => {
    const own = alertRow(3, 1, {
      entity_type: 'customer',
      // The customers row; the page is not addressed by it.
      object_id: 41,
      content_object_fields: {
        identifier: 'CUST/7 A',
        customer_id: 'CUST/7 A',
        currency: null,
        deposit_address: null,
        type: null,
      },
    });
    serve({ rows: [own] });
    renderIn();
    fireEvent.click(await screen.findByTestId('alert-id'));
    await screen.findByText('customer page');
    expect(probedLocation.current).toBe('/customers/CUST%2F7%20A?alert=3&workspace=demo');
  });

  it('offers select-all only up to 100 matching alerts, and then sends the filters and tab, not ids', async () => {
    const { calls } = serve();
    renderIn();
    await screen.findAllByTestId('alert-id');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select all 45 matching results' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('All 45 matching results selected');
    expect(screen.queryByRole('button', { name: /Select all/ })).toBeNull();

    const dialog = await openDialog('Update Status');
    expect(dialog.getByText('All 45 matching alerts')).toBeTruthy();
    fireEvent.click(dialog.getByRole('combobox', { name: 'Status' }));
    // Every stage a person may choose: never Inactive or the auto-resolved stage.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(
      STAGES.filter((s) => !s.is_system).map((s) => s.name),
    );
    fireEvent.click(screen.getByRole('option', { name: 'In Review' }));
    fireEvent.change(dialog.getByTestId('bulk-comment'), { target: { value: 'Looked at them all' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(bulkCalls(calls)).toHaveLength(1));
    const [call] = bulkCalls(calls);
    expect(call!.query.has('ids')).toBe(false);
    expect(call!.query.get('tab')).toBe('all');
    expect(call!.body).toEqual({ updated_status: 2, comment: { body: '<p>Looked at them all</p>' } });
  });

  it('downloads the ticked alerts as CSV or a spreadsheet, and all matching ones with the flag, not ids', async () => {
    const { calls } = serve();
    renderIn();
    await screen.findAllByTestId('alert-id');
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    const exports = () => callsTo(calls, endpointPath(endpoints.alertList.export));
    await waitFor(() => expect(exports()).toHaveLength(1));
    await chooseExportFormat('Download', 'xlsx');
    await waitFor(() => expect(exports()).toHaveLength(2));
    expect(
      exports().map((c) => [c.query.get('format'), c.query.get('ids'), c.query.get('all_matching')]),
    ).toEqual([
      ['csv', '1', null],
      ['xlsx', '1', null],
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select all 45 matching results' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(exports()).toHaveLength(3));
    const all = exports()[2]!.query;
    expect([all.get('all_matching'), all.get('tab'), all.has('ids')]).toEqual(['true', 'all', false]);
    expect((await screen.findAllByText(/queued/i)).length).toBeGreaterThan(0);
  });

  it('does not offer select-all over 100 matching alerts', async () => {
    serve({ count: 150, counts: { ...COUNTS, all: 150 } });
    renderIn();
    await screen.findAllByTestId('alert-id');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select page' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('2 selected');
    expect(screen.queryByRole('button', { name: /Select all/ })).toBeNull();
  });

  it('Update Status: stages every ticked alert can reach, a comment required, then a toast and a refresh', async () => {
    const { calls } = serve({ bulk: { updated: 1, skipped: [{ id: 2, reason: 'Moved meanwhile' }] } });
    renderIn();
    await screen.findAllByTestId('alert-id');
    for (const box of screen.getAllByRole('checkbox', { name: 'Select row' })) fireEvent.click(box);
    const dialog = await openDialog('Update Status');
    expect(dialog.getByText('2 selected alerts')).toBeTruthy();
    const confirm = dialog.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);

    // Open (1) and In Review (2) both lead to Escalated and the closed stages only.
    fireEvent.click(dialog.getByRole('combobox', { name: 'Status' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Escalated',
      'Closed – True Positive',
      'Closed – False Positive',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Escalated' }));
    expect(confirm.disabled).toBe(true);

    const comment = dialog.getByTestId('bulk-comment');
    fireEvent.change(comment, { target: { value: 'x' } });
    fireEvent.change(comment, { target: { value: '   ' } });
    expect(dialog.getByText('Enter a comment')).toBeTruthy();
    expect(confirm.disabled).toBe(true);
    fireEvent.change(comment, { target: { value: 'Escalating <both>' } });
    expect(dialog.queryByText('Enter a comment')).toBeNull();
    expect(confirm.disabled).toBe(false);

    const listsBefore = callsTo(calls, endpointPath(endpoints.alertList.list)).length;
    const countsBefore = callsTo(calls, endpointPath(endpoints.alertList.tabCounts)).length;
    fireEvent.click(confirm);
    expect(await screen.findByText('Alerts Updated Successfully')).toBeTruthy();
    expect(screen.getByText('1 alert not updated: Moved meanwhile (1)')).toBeTruthy();
    const [call] = bulkCalls(calls);
    expect(call!.query.get('ids')).toBe('1,2');
    expect(call!.body).toEqual({ updated_status: 3, comment: { body: '<p>Escalating &lt;both&gt;</p>' } });
    await waitFor(() => expect(screen.queryByTestId('bulk-dialog')).toBeNull());
    await waitFor(() =>
      expect(callsTo(calls, endpointPath(endpoints.alertList.list)).length).toBeGreaterThan(listsBefore),
    );
    expect(callsTo(calls, endpointPath(endpoints.alertList.tabCounts)).length).toBeGreaterThan(countsBefore);
    expect(screen.queryByTestId('selected-count')).toBeNull();
  });

  it('Assign: a member (searched on the server) and a comment are required; Cancel changes nothing', async () => {
    const { calls } = serve();
    renderIn();
    await screen.findAllByTestId('alert-id');
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0]!);

    let dialog = await openDialog('Assign');
    fireEvent.change(dialog.getByTestId('bulk-comment'), { target: { value: 'Yours' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('bulk-dialog')).toBeNull());
    expect(bulkCalls(calls)).toHaveLength(0);

    dialog = await openDialog('Assign');
    const confirm = dialog.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    const picker = dialog.getByRole('combobox', { name: 'Assignee' });
    // The picker takes typing only when focused (anything else is autofill to it).
    picker.focus();
    fireEvent.change(picker, { target: { value: 'gra' } });
    await waitFor(() =>
      expect(callsTo(calls, endpointPath(endpoints.alertList.membersLite)).at(-1)!.query.get('q')).toBe(
        'gra',
      ),
    );
    expect(callsTo(calls, endpointPath(endpoints.alertList.membersLite)).at(-1)!.query.get('is_active')).toBe(
      'true',
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Grace Hopper' }));
    expect(confirm.disabled).toBe(true);
    fireEvent.blur(dialog.getByTestId('bulk-comment'));
    expect(dialog.getByText('Enter a comment')).toBeTruthy();
    fireEvent.change(dialog.getByTestId('bulk-comment'), { target: { value: 'Yours now' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(bulkCalls(calls)).toHaveLength(1));
    expect(bulkCalls(calls)[0]!.body).toEqual({
      updated_assigned_to: 8,
      comment: { body: '<p>Yours now</p>' },
    });
    expect(await screen.findByText('Alerts Updated Successfully')).toBeTruthy();
  });

  it("shows the server's comment error under the comment and keeps the dialog open", async () => {
    serve({ bulkStatus: 400, bulk: { comment: ['Enter a comment'] } });
    renderIn();
    await screen.findAllByTestId('alert-id');
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0]!);
    const dialog = await openDialog('Update Status');
    fireEvent.click(dialog.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'In Review' }));
    fireEvent.change(dialog.getByTestId('bulk-comment'), { target: { value: '<p></p>' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText('Enter a comment')).toBeTruthy();
    expect(screen.getByTestId('bulk-dialog')).toBeTruthy();
  });
});
