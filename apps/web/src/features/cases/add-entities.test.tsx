import { endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { AddEntitiesModal } from './components/add-entities-modal.tsx';

afterEach(() => vi.unstubAllGlobals());

const CASES = endpoints.cases;
const ADDRESS = '0x79bfc7d7f151de1d38db0a17a16e0ca5f000a101';

function serve({ refuseCustomers = false } = {}) {
  return stubServer({
    [routeOf(endpoints.profile.me)]: () => ({ status: 200, body: PROFILE_FIXTURE }),
    // The server answers how many the case gained: one of the two addresses was already in it.
    [routeOf(CASES.addAddresses, { id: 7 })]: () => ({ status: 201, body: { added: 1 } }),
    [routeOf(CASES.addCustomers, { id: 7 })]: () =>
      refuseCustomers
        ? { status: 400, body: { 'rows.0.customer_id': ['Customer not found.'] } }
        : { status: 201, body: { added: 1 } },
  });
}

function open(onClose = vi.fn()) {
  renderWithProviders(<AddEntitiesModal caseId="7" onClose={onClose} />);
  return onClose;
}

const dialog = () => within(screen.getByTestId('add-entities'));
const tab = (name: RegExp) => fireEvent.click(dialog().getByRole('tab', { name }));

function fillAddress(at: number, text: string) {
  const chains = dialog()
    .getAllByLabelText('Blockchain')
    .filter((el) => el instanceof HTMLInputElement);
  fireEvent.click(chains[at] as HTMLElement);
  // Found by text (the role query over every chain's option is slow in jsdom); the open dropdown is the last.
  const option = [...document.querySelectorAll('[role="option"]')]
    .filter((el) => el.textContent?.endsWith('(ETH)'))
    .at(-1);
  fireEvent.click(option as HTMLElement);
  fireEvent.change(dialog().getAllByTestId('entity-identifier')[at] as HTMLElement, {
    target: { value: text },
  });
}

async function enterTwoAddressesAndACustomer() {
  await screen.findByTestId('add-entities');
  fillAddress(0, ADDRESS);
  fireEvent.click(dialog().getByRole('button', { name: 'Add row' }));
  fillAddress(1, `${ADDRESS.slice(0, -1)}2`);
  tab(/^Customers/);
  fireEvent.change(dialog().getByTestId('entity-identifier'), { target: { value: 'customer-0042' } });
}

describe('Add Entities', () => {
  it('keeps each tab’s rows while moving between tabs, and adds them all, saying what was added', {
    timeout: 120_000,
  }, async () => {
    const { calls } = serve();
    const onClose = open();
    await enterTwoAddressesAndACustomer();
    tab(/^Addresses/);
    // The addresses typed before the Customers tab are still there.
    expect(
      dialog()
        .getAllByTestId('entity-identifier')
        .map((el) => (el as HTMLInputElement).value),
    ).toEqual([ADDRESS, `${ADDRESS.slice(0, -1)}2`]);
    expect(dialog().getByRole('tab', { name: 'Addresses (2)' })).toBeTruthy();
    expect(dialog().getByRole('tab', { name: 'Customers (1)' })).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Add 3' }));
    expect(
      await screen.findByText('Added 1 address and 1 customer to the case; 1 address was already in it.'),
    ).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const posted = calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);
    expect(posted).toEqual([
      [
        endpointPath(CASES.addAddresses, { id: 7 }),
        {
          rows: [
            { identifier: ADDRESS, currency: 1 },
            { identifier: `${ADDRESS.slice(0, -1)}2`, currency: 1 },
          ],
        },
      ],
      [endpointPath(CASES.addCustomers, { id: 7 }), { rows: [{ customer_id: 'customer-0042' }] }],
    ]);
  });

  it('keeps the refused kind’s rows with their error and says what was added before it', {
    timeout: 120_000,
  }, async () => {
    serve({ refuseCustomers: true });
    const onClose = open();
    await enterTwoAddressesAndACustomer();
    tab(/^Addresses/);
    fireEvent.click(dialog().getByRole('button', { name: 'Add 3' }));
    expect(
      await screen.findByText(
        'Added 1 address to the case; 1 address was already in it. The customers were not added.',
      ),
    ).toBeTruthy();
    // The Customers tab opens on its row and its message; the added addresses left the form.
    expect(await dialog().findByText('Customer not found.')).toBeTruthy();
    expect((dialog().getByTestId('entity-identifier') as HTMLInputElement).value).toBe('customer-0042');
    expect(dialog().getByRole('tab', { name: 'Addresses' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
