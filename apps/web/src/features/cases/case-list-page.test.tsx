import { endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { caseRow } from '../../test/case-fixtures.ts';
import { chooseExportFormat, queuedExport } from '../../test/export-format.ts';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { CaseListPage } from './index.ts';
import { AGENTS, COUNTS } from './test-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderList() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/cases?workspace=demo']}>
      <Routes>
        <Route path="/cases" element={<CaseListPage />} />
        <Route path="/cases/:id" element={<div>case page</div>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The profile of an admin of the list's workspace (the fixture's user is an agent, of no workspace). */
const ADMIN_PROFILE = {
  ...PROFILE_FIXTURE,
  memberships: [{ workspace: 'demo', workspace_name: 'Demo', role: 1 }],
};

function serve({
  agents = AGENTS,
  count = 45,
  profile = PROFILE_FIXTURE,
}: {
  agents?: unknown[];
  count?: number;
  profile?: object;
} = {}) {
  const CASES = endpoints.cases;
  return stubServer({
    [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: profile }),
    [routeOf(CASES.list)]: () => ({
      status: 200,
      body: {
        count,
        next: null,
        previous: null,
        results: [caseRow(1), caseRow(2, { assigned_to: null, assigned_to_name: null })],
      },
    }),
    [routeOf(CASES.tabCounts)]: () => ({ status: 200, body: COUNTS }),
    [routeOf(endpoints.caseSettings.users)]: () => ({ status: 200, body: agents }),
    [routeOf(CASES.bulkUpdate)]: () => ({ status: 200, body: { updated: 2, skipped: [] } }),
    [routeOf(CASES.bulkDelete)]: () => ({ status: 204, body: '' }),
    [routeOf(CASES.export)]: queuedExport,
  });
}

type Calls = ReturnType<typeof serve>['calls'];
const callsTo = (calls: Calls, path: string, method = 'GET') =>
  calls.filter((c) => c.path === path && c.method === method);
const lastList = (calls: Calls) => callsTo(calls, endpointPath(endpoints.cases.list)).at(-1)!.query;
const bulkCalls = (calls: Calls) => callsTo(calls, endpointPath(endpoints.cases.bulkUpdate), 'PUT');

async function openAction(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Bulk actions' }));
  fireEvent.click(await screen.findByRole('menuitem', { name }));
}

describe('case list', () => {
  it('shows the four tabs with counts and the columns; a row opens the case', async () => {
    const { calls } = serve();
    renderList();
    await screen.findAllByTestId('case-id');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('list-tabs'))
          .getAllByRole('tab')
          .map((t) => t.textContent),
      ).toEqual(['Assigned to Me4', 'Unassigned6', 'Closed2', 'All Cases45']),
    );
    expect(lastList(calls).get('tab')).toBe('all');
    const first = screen.getAllByTestId('table-row')[0]!;
    expect(within(first).getByText('CASE-000001')).toBeTruthy();
    // Case names are cut to 20 characters.
    expect(within(first).getByTestId('case-name').textContent).toBe('Investigation of wal…');
    expect(within(first).getByText('High')).toBeTruthy();
    expect(within(first).getByText('Grace Hopper')).toBeTruthy();
    expect(within(first).getByText('Open')).toBeTruthy();
    expect(within(screen.getAllByTestId('table-row')[1]!).getByText('Unassigned')).toBeTruthy();
    fireEvent.click(within(first).getByTestId('case-name'));
    await screen.findByText('case page');
  });

  it('sends the ticked ids, or with all matching selected the filters and the tab instead', async () => {
    localStorage.setItem('rs.case-list-filters.demo', JSON.stringify({ risk_level: [5, 4] }));
    const { calls } = serve();
    renderList();
    await screen.findAllByTestId('case-id');
    fireEvent.click(screen.getByRole('tab', { name: /^Unassigned/ }));
    await waitFor(() => expect(lastList(calls).get('tab')).toBe('unassigned'));
    expect(lastList(calls).get('risk_level')).toBe('5,4');

    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0]!);
    await openAction('Change Status');
    let dialog = within(await screen.findByTestId('bulk-dialog'));
    expect(dialog.getByText('1 selected case')).toBeTruthy();
    fireEvent.click(dialog.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    const confirm = dialog.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    // A status alone is not enough: the comment is required too.
    expect(confirm.disabled).toBe(true);
    fireEvent.change(dialog.getByTestId('bulk-comment'), { target: { value: 'Done' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(bulkCalls(calls)).toHaveLength(1));
    expect(bulkCalls(calls)[0]!.query.get('ids')).toBe('1');
    expect(bulkCalls(calls)[0]!.query.get('risk_level')).toBeNull();
    expect(bulkCalls(calls)[0]!.body).toEqual({ status: 2, comment: { body: '<p>Done</p>' } });
    expect(await screen.findByText('Cases Updated Successfully')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select all 45 matching results' }));
    await openAction('Change Status');
    dialog = within(await screen.findByTestId('bulk-dialog'));
    expect(dialog.getByText('All 45 matching cases')).toBeTruthy();
    fireEvent.click(dialog.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Escalated' }));
    fireEvent.change(dialog.getByTestId('bulk-comment'), { target: { value: 'All of them' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(bulkCalls(calls)).toHaveLength(2));
    const all = bulkCalls(calls)[1]!.query;
    expect(all.has('ids')).toBe(false);
    expect(all.get('all_matching')).toBe('true');
    expect(all.get('tab')).toBe('unassigned');
    expect(all.get('risk_level')).toBe('5,4');
  });

  it('clears the selection when the tab changes', async () => {
    serve();
    renderList();
    await screen.findAllByTestId('case-id');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select page' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('2 selected');
    fireEvent.click(screen.getByRole('tab', { name: /^Closed/ }));
    await waitFor(() => expect(screen.queryByTestId('selected-count')).toBeNull());
  });

  it('keeps the panel filters per workspace in local storage', async () => {
    const { calls } = serve();
    renderList();
    await screen.findAllByTestId('case-id');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.change(await screen.findByLabelText('Created from'), { target: { value: '2026-01-05' } });
    await waitFor(() => expect(lastList(calls).get('start_date')).toBe('2026-01-05'));
    expect(JSON.parse(localStorage.getItem('rs.case-list-filters.demo') ?? '{}').start_date).toBe(
      '2026-01-05',
    );
  });

  it('Assign Agent says where to add agents when there are none', async () => {
    const { calls } = serve({ agents: [] });
    renderList();
    await screen.findAllByTestId('case-id');
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0]!);
    await openAction('Assign Agent');
    expect((await screen.findByTestId('empty-agents')).textContent).toBe(
      'Case agents list is empty. Go to Settings -> Case Preference -> Case Agents, to add agents',
    );
    expect((screen.getByRole('button', { name: 'Assign' }) as HTMLButtonElement).disabled).toBe(true);
    expect(bulkCalls(calls)).toHaveLength(0);
  });

  it('Assign Agent sends the chosen agent for the ticked cases', async () => {
    const { calls } = serve();
    renderList();
    await screen.findAllByTestId('case-id');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select page' }));
    await openAction('Assign Agent');
    const dialog = within(await screen.findByTestId('assign-agent-dialog'));
    fireEvent.click(dialog.getByRole('combobox', { name: 'Agent' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Alan Turing' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(bulkCalls(calls)).toHaveLength(1));
    expect(bulkCalls(calls)[0]!.query.get('ids')).toBe('1,2');
    expect(bulkCalls(calls)[0]!.body).toEqual({ assigned_to: 9 });
    expect(await screen.findByText('Cases Updated Successfully')).toBeTruthy();
  });

  it('offers Delete to admins only', async () => {
    serve();
    renderList();
    await screen.findAllByTestId('case-id');
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Bulk actions' }));
    await screen.findByRole('menuitem', { name: 'Change Status' });
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });

  it('Delete asks first, then says so', async () => {
    const { calls } = serve({ profile: ADMIN_PROFILE });
    renderList();
    await screen.findAllByTestId('case-id');
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[1]!);
    await openAction('Delete');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Cases Deleted Successfully')).toBeTruthy();
    const [call] = callsTo(calls, endpointPath(endpoints.cases.bulkDelete), 'DELETE');
    expect(call!.query.get('ids')).toBe('2');
  });

  it('downloads the ticked cases as CSV, or as a spreadsheet from the arrow', async () => {
    const { calls } = serve();
    renderList();
    await screen.findAllByTestId('case-id');
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    const exports = () => callsTo(calls, endpointPath(endpoints.cases.export));
    await waitFor(() => expect(exports()).toHaveLength(1));
    await chooseExportFormat('Download', 'xlsx');
    await waitFor(() => expect(exports()).toHaveLength(2));
    expect(exports().map((c) => [c.query.get('format'), c.query.get('ids')])).toEqual([
      ['csv', '1'],
      ['xlsx', '1'],
    ]);
  });
});
