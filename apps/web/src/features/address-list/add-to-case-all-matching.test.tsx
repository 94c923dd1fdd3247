import { endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressListRow } from '../../test/address-fixtures.ts';
import { caseDetail } from '../../test/case-fixtures.ts';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { AddressListPage } from './index.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const address = addressListRow();
const page = (results: unknown[], count = results.length) => ({ count, next: null, previous: null, results });
const CASE = caseDetail({
  id: 40,
  case_id: 'CASE-000040',
  name: 'Every high-risk address',
  assigned_to: null,
  assigned_to_name: null,
  open_alerts_count: 0,
  updated_at: '2026-03-01T10:00:00Z',
  created_by_name: 'Ann Agent',
  addresses_count: 45,
  actions: [],
});

function serve() {
  return stubServer({
    [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE_FIXTURE }),
    [routeOf(endpoints.rules.listAll)]: () => ({ status: 200, body: page([]) }),
    [routeOf(endpoints.customTags.list)]: () => ({ status: 200, body: page([]) }),
    // One row shown of 45 matching: ticking it offers "Select all 45 matching results".
    [routeOf(endpoints.addresses.list)]: () => ({ status: 200, body: page([address], 45) }),
    [routeOf(endpoints.addresses.entityNames)]: () => ({ status: 200, body: [] }),
    [routeOf(endpoints.cases.create)]: () => ({ status: 201, body: CASE }),
    [routeOf(endpoints.cases.search)]: () => ({
      status: 200,
      body: [{ id: 12, case_id: 'CASE-000012', name: 'Darknet market payouts', status: 1 }],
    }),
    [routeOf(endpoints.cases.addAddresses, { id: 12 })]: () => ({ status: 200, body: { added: 45 } }),
  });
}

function render() {
  localStorage.setItem('rs.address-list-filters.demo', JSON.stringify({ risk_level: [4, 5], q: '0x79' }));
  renderWithProviders(
    <MemoryRouter initialEntries={['/addresses?workspace=demo']}>
      <Routes>
        <Route path="/addresses" element={<AddressListPage />} />
        <Route path="/cases/:id" element={<div>case page</div>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function openAddToCaseForAllMatching() {
  await screen.findByTestId('address-identifier');
  fireEvent.click(screen.getByLabelText('Select row'));
  fireEvent.click(await screen.findByRole('button', { name: 'Select all 45 matching results' }));
  expect(screen.getByTestId('selected-count').textContent).toBe('All 45 matching results selected');
  fireEvent.click(screen.getByRole('button', { name: 'Bulk actions' }));
  const item = await screen.findByRole('menuitem', { name: 'Add to Case' });
  expect(item).toHaveProperty('disabled', false);
  fireEvent.click(item);
  return within(await screen.findByTestId('add-to-case'));
}

const FILTERS = { q: '0x79', risk_level: '4,5' };

describe('Add to Case from all matching addresses', () => {
  it('creates the case from the list’s filters instead of ids, and opens it', async () => {
    const { calls } = serve();
    render();
    const modal = await openAddToCaseForAllMatching();
    fireEvent.change(modal.getByLabelText(/Case Name/), { target: { value: 'Every high-risk address' } });
    fireEvent.click(modal.getByTestId('add-to-case-submit'));
    expect(await screen.findByText('case page')).toBeTruthy();
    const create = calls.find((c) => c.method === 'POST' && c.path === endpointPath(endpoints.cases.create));
    expect(create?.body).toEqual({
      name: 'Every high-risk address',
      addresses: [],
      transactions: [],
      customers: [],
      matching: { entity: 'addresses', filters: FILTERS },
    });
  });

  it('adds them to an existing case through the addresses call, with the filters', async () => {
    const { calls } = serve();
    render();
    const modal = await openAddToCaseForAllMatching();
    fireEvent.click(modal.getByText('Existing Case'));
    const picker = modal.getByRole('combobox', { name: 'Case' });
    picker.focus();
    fireEvent.change(picker, { target: { value: 'dark' } });
    // The search is asked 500 ms after the last key (the default wait: a loaded machine takes seconds to render).
    fireEvent.click(await screen.findByRole('option', { name: /CASE-000012/ }));
    fireEvent.click(modal.getByTestId('add-to-case-submit'));
    await screen.findByText('Added Addresses to Case');
    const added = calls.filter((c) => c.path === endpointPath(endpoints.cases.addAddresses, { id: 12 }));
    expect(added.map((c) => c.body)).toEqual([{ matching: { entity: 'addresses', filters: FILTERS } }]);
    // The selection is cleared once they are in the case.
    await waitFor(() => expect(screen.queryByTestId('selected-count')).toBeNull());
  });
});
