import { type AddressTransactionRow, endpointPath, endpoints } from '@riskscreen/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressTransactionRow } from '../../test/address-fixtures.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { stubServer } from '../../test/stub-server.ts';
import { AddressPreviewTransactions } from './components/address-preview-transactions.tsx';

afterEach(() => vi.unstubAllGlobals());

const BASE = { currency: 1, identifier: '0x1111111111111111111111111111111111111111' };
const row = addressTransactionRow;

function serve(rows: AddressTransactionRow[]) {
  stubServer({
    [`GET ${endpointPath(endpoints.addressPreviews.transactions, BASE)}`]: () => ({
      status: 200,
      body: { count: rows.length, next: null, previous: null, results: rows },
    }),
  });
  renderWithProviders(<AddressPreviewTransactions base={BASE} timeZone="UTC" />);
}

describe("the address preview's Transactions tab", () => {
  it('shows a zero value as 0, with no sign and no colour; direction is the arrow beside the hash', async () => {
    serve([
      row({ value: 0, value_usd: 0, direction: -1, transaction_id: `0x${'cd'.repeat(32)}` }),
      row({ transaction_types: [4], token_symbol: 'USDC', value: 20, direction: 1 }),
      row({ transaction_types: [7, 4], value: 2, direction: -1, transaction_id: `0x${'ef'.repeat(32)}` }),
    ]);
    const rows = await screen.findAllByTestId('table-row');
    const values = screen.getAllByTestId('preview-transaction-value');
    expect(values.map((v) => v.textContent)).toEqual(['0', '20', '2']);
    // No text colour: the value reads the same whichever way it went.
    expect(values.every((v) => !v.getAttribute('style')?.includes('color'))).toBe(true);
    expect(rows.map((r) => within(r).getByTestId('direction-mark').getAttribute('aria-label'))).toEqual([
      'Outgoing',
      'Incoming',
      'Outgoing',
    ]);
    // The address page's names of the transfer groups (Transactions, Internal Transactions, Token Transfers).
    expect(rows.map((r) => r.querySelectorAll('td')[2]?.textContent)).toEqual([
      'Transactions',
      'Token Transfers',
      'Internal Transactions, Token Transfers',
    ]);
  });

  it("leads an empty table with the tables' empty text", async () => {
    serve([]);
    expect((await screen.findByTestId('table-empty')).textContent).toBe(
      'Nothing to see over hereNo transactions found.',
    );
  });
});
