import { type CaseDetail, type CaseUser, endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { caseDetail } from '../../test/case-fixtures.ts';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { CasePage } from './index.ts';
import { AGENTS } from './test-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };
const ADDRESS = {
  id: 31,
  identifier: '0x79bfc7d7f151de1d38db0a17a16e0ca5f000a101',
  currency: 1,
  customer_id: 'customer-0042',
  type: null,
  risk_level: 5,
  alerts: 2,
  balance: 0.5,
  added_by_name: 'Ada Admin',
  added_at: '2026-03-01T10:00:00Z',
};

function serve(
  detail: CaseDetail,
  profile = PROFILE_FIXTURE,
  { isMandatory = false, members = AGENTS }: { isMandatory?: boolean; members?: CaseUser[] } = {},
) {
  const CASES = endpoints.cases;
  let current = detail;
  const served = stubServer({
    [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: profile }),
    [routeOf(CASES.detail, { id: 7 })]: () => ({ status: 200, body: current }),
    [routeOf(CASES.update, { id: 7 })]: ({ body }) => {
      current = { ...current, status: (body as { status: number }).status, actions: [] };
      return { status: 200, body: current };
    },
    [routeOf(CASES.addresses, { id: 7 })]: () => ({
      status: 200,
      body: { count: 1, next: null, previous: null, results: [ADDRESS] },
    }),
    [routeOf(CASES.transactions, { id: 7 })]: () => ({ status: 200, body: EMPTY_PAGE }),
    [routeOf(endpoints.caseSettings.users)]: () => ({ status: 200, body: members }),
    [routeOf(endpoints.caseSettings.mandatoryApproval)]: () => ({
      status: 200,
      body: { mandatory_approval: isMandatory },
    }),
    [routeOf(endpoints.comments.list, { type: 'case', id: 7 })]: () => ({ status: 200, body: EMPTY_PAGE }),
  });
  return served;
}

function renderCase() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/cases/7?workspace=demo']}>
      <Routes>
        <Route path="/cases/:id" element={<CasePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const actionNames = () =>
  within(screen.getByTestId('case-status-actions'))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('case page', () => {
  it('shows the header, the facts and the entities, whose links carry the case', async () => {
    serve(caseDetail());
    renderCase();
    // The case's own page shows its whole name; lists cut it at 20 characters.
    expect((await screen.findByTestId('case-title')).textContent).toBe('Investigation of wallet cluster 7');
    const header = within(screen.getByTestId('case-header'));
    for (const label of [
      'Case ID',
      'Status',
      'Assigned To',
      'Risk Level',
      'Created',
      'Last Updated',
      'Alerts',
    ]) {
      expect(header.getByText(label)).toBeTruthy();
    }
    expect(header.getByTestId('case-id').textContent).toBe('CASE-000007');
    const link = await screen.findByTestId('case-address');
    expect(link.getAttribute('href')).toBe(
      '/addresses/31?caseId=7&entityId=31&refCase=CASE-000007&workspace=demo',
    );
    expect(
      within(screen.getByTestId('case-entities'))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Addresses (1)', 'Customers (0)', 'Transactions (0)']);
  });

  it('offers an open case Close and Escalate', async () => {
    serve(caseDetail());
    renderCase();
    await screen.findByTestId('case-status-actions');
    expect(actionNames()).toEqual(['Close', 'Escalate']);
  });

  it('says Close goes to Pending Approval under mandatory approval, and to Closed for an approver', async () => {
    serve(caseDetail(), PROFILE_FIXTURE, { isMandatory: true });
    const first = renderCase();
    await screen.findByTestId('case-status-actions');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = within(await screen.findByTestId('bulk-dialog'));
    expect(await dialog.findByText('Open → Pending Approval')).toBeTruthy();
    expect(dialog.getByTestId('close-needs-approval').textContent).toMatch(
      /until an approver accepts or rejects/,
    );
    first.unmount();
    vi.unstubAllGlobals();

    const approver = { ...AGENTS[0]!, user_id: PROFILE_FIXTURE.id, case_role: 1 };
    serve(caseDetail(), PROFILE_FIXTURE, { isMandatory: true, members: [approver] });
    renderCase();
    await screen.findByTestId('case-status-actions');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const own = within(await screen.findByTestId('bulk-dialog'));
    expect(await own.findByText('Open → Closed')).toBeTruthy();
    expect(own.queryByTestId('close-needs-approval')).toBeNull();
  });

  it('offers a pending case to an agent as Open or Escalate', async () => {
    serve(
      caseDetail({
        status: 4,
        actions: [
          { action: 'open', status: 1 },
          { action: 'escalate', status: 3 },
        ],
      }),
    );
    renderCase();
    await screen.findByTestId('case-status-actions');
    expect(actionNames()).toEqual(['Open', 'Escalate']);
  });

  it('lets an approver reject a pending case, with a comment, sending the status they saw', async () => {
    const { calls } = serve(
      caseDetail({
        status: 4,
        approver_id: 1,
        approver_name: 'Ada Admin',
        actions: [
          { action: 'accept', status: 2 },
          { action: 'reject', status: 1 },
        ],
      }),
    );
    renderCase();
    await screen.findByTestId('case-status-actions');
    expect(actionNames()).toEqual(['Accept', 'Reject']);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByTestId('bulk-dialog'));
    expect(dialog.getByText('Pending Approval → Open')).toBeTruthy();
    const confirm = dialog.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.blur(dialog.getByTestId('bulk-comment'));
    expect(dialog.getByText('Enter a comment')).toBeTruthy();
    fireEvent.change(dialog.getByTestId('bulk-comment'), { target: { value: 'Needs more work' } });
    fireEvent.click(confirm);
    expect(await screen.findByText('Case status has been updated.')).toBeTruthy();
    const update = calls.find(
      (c) => c.method === 'PUT' && c.path === endpointPath(endpoints.cases.update, { id: 7 }),
    );
    expect(update!.body).toEqual({
      status: 1,
      expected_status: 4,
      comment: { body: '<p>Needs more work</p>' },
    });
    await waitFor(() => expect(screen.queryByTestId('case-status-actions')).toBeNull());
  });

  it('shows who approved a closed case and when, and that its alerts are still open', async () => {
    serve(
      caseDetail({
        status: 2,
        approved_by: 1,
        approved_by_name: 'Ada Admin',
        approved_at: '2026-03-02T09:30:00Z',
        closed_at: '2026-03-02T09:30:00Z',
        open_alerts_count: 3,
        actions: [{ action: 'reopen', status: 1 }],
      }),
    );
    renderCase();
    expect((await screen.findByTestId('case-approved-by')).textContent).toMatch(/^Ada Admin · /);
    expect(screen.getByTestId('case-alerts').textContent).toBe('3 still open');
    expect(screen.getByTestId('case-alerts-note').textContent).toContain('Closing a case leaves the alerts');
  });

  it('says in the Close dialog that the open alerts stay open', async () => {
    serve(caseDetail({ status: 1, open_alerts_count: 2, actions: [{ action: 'close', status: 2 }] }));
    renderCase();
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    const dialog = within(await screen.findByTestId('bulk-dialog'));
    expect(dialog.getByTestId('close-leaves-alerts').textContent).toMatch(
      /^2 open alerts of its entities stay open\. Closing a case leaves/,
    );
  });

  it('hides the Customers tables and the Customers tab of Add Entities without customer access', async () => {
    serve(caseDetail(), { ...PROFILE_FIXTURE, can_access_customers: false });
    renderCase();
    await screen.findByTestId('case-address');
    expect(
      within(screen.getByTestId('case-entities'))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Addresses (1)', 'Transactions (0)']);
    fireEvent.click(screen.getByRole('button', { name: 'Add Entities' }));
    const modal = within(await screen.findByTestId('add-entities'));
    expect(modal.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Addresses', 'Transactions']);
  });
});
