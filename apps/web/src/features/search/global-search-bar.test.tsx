import { endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { GlobalSearchBar } from './components/global-search-bar.tsx';
import { renderSearch } from './test-utils.tsx';

afterEach(() => vi.unstubAllGlobals());

const input = () => screen.getByLabelText('Global search');
const location = () => screen.getByTestId('location').textContent;

describe('the header search bar', () => {
  it('hints the minimum length and does not search on Enter until it is reached', async () => {
    stubServer({});
    renderSearch(<GlobalSearchBar />);
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: ' ab\u200Bc ' } });
    expect(await screen.findByText('Please enter at least 5 characters')).toBeTruthy();
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(location()).toBe('/dashboard?workspace=demo');

    fireEvent.change(input(), { target: { value: ' 0xab\u200Bcdef ' } });
    expect(await screen.findByText('Press enter to search')).toBeTruthy();
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(location()).toBe('/search?q=0xabcdef&search_entity_type=all&workspace=demo'));
  });

  it('searches customers from 3 characters, and asks for 5 again when switched back to addresses', async () => {
    stubServer({});
    renderSearch(<GlobalSearchBar />, '/search?q=abc&search_entity_type=customer&workspace=demo');
    await waitFor(() => expect((input() as HTMLInputElement).value).toBe('abc'));
    fireEvent.focus(input());
    expect(await screen.findByText('Press enter to search')).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Search type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Address' }));
    expect(await screen.findByText('Please enter at least 5 characters')).toBeTruthy();
    // Nothing was searched: still the customer search.
    expect(location()).toBe('/search?q=abc&search_entity_type=customer&workspace=demo');
  });

  it('suggests matches while typing and asks the server for two', async () => {
    const { calls } = stubServer({
      [routeOf(endpoints.search.suggest)]: () => ({
        status: 200,
        body: {
          results: [
            {
              identifier: '0xabcdef0000000000000000000000000000000001',
              currency: 1,
              item_type: 'address',
              is_screened: false,
              customer_id: null,
              name: 'Northwind Exchange',
              case_id: null,
              id: null,
              coverage: 'full',
              risk_level: null,
              block_date_time: null,
            },
          ],
        },
      }),
    });
    renderSearch(<GlobalSearchBar />);
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: '0xabcdef' } });
    expect(await screen.findByText('Northwind Exchange')).toBeTruthy();
    const call = calls.find((c) => c.path === endpointPath(endpoints.search.suggest));
    expect(call?.query.get('q')).toBe('0xabcdef');
    expect(call?.query.get('limit')).toBe('2');
  });
});
