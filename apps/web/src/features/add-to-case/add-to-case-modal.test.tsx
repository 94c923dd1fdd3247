import { endpointPath, endpoints } from '@riskscreen/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { caseDetail } from '../../test/case-fixtures.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { AddToCaseModal } from './index.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The created case as the server answers it. */
const CREATED = caseDetail({
  id: 40,
  case_id: 'CASE-000040',
  name: 'Payout ring',
  risk_level: 5,
  assigned_to: null,
  assigned_to_name: null,
  open_alerts_count: 1,
  updated_at: '2026-03-01T10:00:00Z',
  actions: [],
});
const FOUND = [{ id: 12, case_id: 'CASE-000012', name: 'Darknet market payouts', status: 1 }];

function serve(createStatus = 201) {
  const CASES = endpoints.cases;
  return stubServer({
    [routeOf(CASES.search)]: () => ({ status: 200, body: FOUND }),
    [routeOf(CASES.create)]: () =>
      createStatus === 201
        ? { status: 201, body: CREATED }
        : { status: createStatus, body: { name: ['Ensure this field has no more than 200 characters.'] } },
    [routeOf(CASES.addAddresses, { id: 12 })]: () => ({ status: 200, body: { added: 1 } }),
  });
}

function renderModal(onClose = vi.fn()) {
  renderWithProviders(
    <MemoryRouter initialEntries={['/addresses/31?workspace=demo']}>
      <Routes>
        <Route
          path="/addresses/:id"
          element={
            <AddToCaseModal title="Add Address to Case" entities={{ addresses: [31] }} onClose={onClose} />
          }
        />
        <Route path="/cases/:id" element={<div>case page</div>} />
      </Routes>
    </MemoryRouter>,
  );
  return within(screen.getByTestId('add-to-case'));
}

type Calls = ReturnType<typeof serve>['calls'];
const searches = (calls: Calls) => calls.filter((c) => c.path === endpointPath(endpoints.cases.search));

describe('Add to Case', () => {
  it('needs a name for a new case, then creates it with the entity and opens it', async () => {
    const { calls } = serve();
    const modal = renderModal();
    fireEvent.click(modal.getByTestId('add-to-case-submit'));
    expect(await modal.findByText('Case Name is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(modal.getByLabelText(/Case Name/), { target: { value: '  Payout ring  ' } });
    expect(modal.queryByText('Case Name is required')).toBeNull();
    fireEvent.click(modal.getByTestId('add-to-case-submit'));
    expect(await screen.findByText('case page')).toBeTruthy();
    const create = calls.find((c) => c.method === 'POST')!;
    expect(create.body).toEqual({ name: 'Payout ring', addresses: [31], transactions: [], customers: [] });
    expect(screen.getByText('Case Created Successfully')).toBeTruthy();
  });

  it("shows the server's name error on the field and as a toast", async () => {
    serve(400);
    const modal = renderModal();
    fireEvent.change(modal.getByLabelText(/Case Name/), { target: { value: 'x'.repeat(10) } });
    fireEvent.click(modal.getByTestId('add-to-case-submit'));
    // On the field and as a toast.
    await waitFor(() =>
      expect(screen.getAllByText('Ensure this field has no more than 200 characters.')).toHaveLength(2),
    );
    expect(modal.getByText('Ensure this field has no more than 200 characters.')).toBeTruthy();
  });

  it('searches existing cases from 3 characters, 500 ms after the last key, and needs a pick', async () => {
    const { calls } = serve();
    const modal = renderModal();
    fireEvent.click(modal.getByText('Existing Case'));
    fireEvent.click(modal.getByTestId('add-to-case-submit'));
    expect(await modal.findByText('Please select a case')).toBeTruthy();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const picker = modal.getByRole('combobox', { name: 'Case' });
    picker.focus();
    fireEvent.change(picker, { target: { value: 'da' } });
    expect(await screen.findByText('Enter min 3 characters to search...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(searches(calls)).toHaveLength(0);

    fireEvent.change(picker, { target: { value: 'dar' } });
    fireEvent.change(picker, { target: { value: 'dark' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(searches(calls)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(searches(calls)).toHaveLength(1));
    expect(searches(calls)[0]!.query.get('q')).toBe('dark');
    vi.useRealTimers();

    fireEvent.click(await screen.findByRole('option', { name: 'CASE-000012 · Darknet market payou…' }));
    fireEvent.click(modal.getByTestId('add-to-case-submit'));
    expect(await screen.findByText('Added Addresses to Case')).toBeTruthy();
    const add = calls.find((c) => c.method === 'POST')!;
    expect(add.path).toBe(endpointPath(endpoints.cases.addAddresses, { id: 12 }));
    expect(add.body).toEqual({ ids: [31] });
  });
});
