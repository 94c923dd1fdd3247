import { type AddressDetail, type AddressTransactionRow, endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { previewStore } from '../../components/preview-drawer/preview-store.ts';
import { addressTransactionRow } from '../../test/address-fixtures.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { counterpartyAddresses } from './components/address-transaction-filters.tsx';
import { AddressTransactions } from './components/address-transactions.tsx';

afterEach(() => vi.unstubAllGlobals());

const SCREENED = { id: 9 };
// Only what the table reads of the address.
const ADDRESS = { id: 9, currency: 0 } as unknown as AddressDetail;
const row = addressTransactionRow;

function serve(rows: AddressTransactionRow[]) {
  const server = stubServer({
    [routeOf(endpoints.addresses.transactions, SCREENED)]: () => ({
      status: 200,
      body: { count: rows.length, next: null, previous: null, results: rows },
    }),
    [routeOf(endpoints.addresses.counterparties.incoming, SCREENED)]: () => ({ status: 200, body: [] }),
    [routeOf(endpoints.addresses.counterparties.outgoing, SCREENED)]: () => ({ status: 200, body: [] }),
  });
  renderWithProviders(<AddressTransactions address={ADDRESS} timeZone="UTC" />);
  return server;
}
const listCalls = (calls: ReturnType<typeof serve>['calls']) =>
  calls.filter((c) => c.path === endpointPath(endpoints.addresses.transactions, SCREENED));

describe("the address page's Transactions tab", () => {
  it('names transfer types and shows direction as the address preview does', async () => {
    serve([
      row({ value: 0, direction: -1, transaction_id: `0x${'cd'.repeat(32)}` }),
      row({ transaction_types: [4], token_symbol: 'USDC', value: 20, direction: 1 }),
      row({ transaction_types: [7, 4], value: 2, direction: -1, transaction_id: `0x${'ef'.repeat(32)}` }),
    ]);
    const table = await screen.findByTestId('address-transactions');
    const rows = await waitFor(() => {
      const found = within(table).getAllByTestId('direction-mark');
      expect(found).toHaveLength(3);
      return found.map((mark) => mark.closest('tr') as HTMLElement);
    });
    expect(rows.map((r) => within(r).getByTestId('direction-mark').getAttribute('aria-label'))).toEqual([
      'Outgoing',
      'Incoming',
      'Outgoing',
    ]);
    expect(rows.map((r) => r.querySelectorAll('td')[2]?.textContent)).toEqual([
      'Transactions',
      'Token Transfers',
      'Internal Transactions, Token Transfers',
    ]);
    expect(rows.map((r) => r.querySelectorAll('td')[3]?.textContent)).toEqual(['0', '20', '2']);
  });

  it('says a reversed date range is wrong under the field, and asks nothing for it', async () => {
    const { calls } = serve([row({})]);
    await screen.findAllByTestId('direction-mark');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('start_date')).toBe('2026-03-01'));
    const before = listCalls(calls).length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-01' } });
    expect(await screen.findByText('The end date cannot precede the start date.')).toBeTruthy();
    expect(listCalls(calls)).toHaveLength(before);
    expect(screen.queryByText('Error in loading Transactions')).toBeNull();
  });

  it("leads an empty table with the tables' empty text", async () => {
    serve([]);
    expect((await screen.findByTestId('table-empty')).textContent).toBe(
      'Nothing to see over hereNo transactions found.',
    );
  });

  it("opens a row's transaction in the preview drawer from its hash", async () => {
    serve([row({})]);
    const hash = `0x${'ab'.repeat(32)}`;
    fireEvent.click(await screen.findByRole('button', { name: `Preview transaction ${hash}` }));
    expect(previewStore.current()).toEqual({ kind: 'transaction', currency: 0, hash });
    previewStore.close();
  });

  it('keeps counterparties that are addresses of the chain (canonical form) and refuses the rest', () => {
    const segwit = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
    expect(counterpartyAddresses(0, ['not-an-address', ` ${segwit} `, segwit.toUpperCase(), ''])).toEqual({
      valid: [segwit],
      refused: ['not-an-address'],
    });
    // The same text is an address of one chain and not of another.
    expect(counterpartyAddresses(1, [segwit]).refused).toEqual([segwit]);
  });
});
