import type { SearchResultEntity } from '@riskscreen/shared';
import { endpointPath, endpoints } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { previewStore } from '../../components/preview-drawer/preview-store.ts';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { SearchResultsPage } from './components/search-results-page.tsx';
import { searchResultItem } from './test-fixtures.ts';
import { renderSearch } from './test-utils.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  previewStore.close();
});

const group = (results: SearchResultEntity[], count = results.length, liteCount?: number) => ({
  count,
  results,
  ...(liteCount === undefined ? {} : { lite_count: liteCount }),
});
const none = group([]);

function answer(body: Record<string, unknown>) {
  return stubServer({
    [routeOf(endpoints.search.search)]: () => ({
      status: 200,
      body: {
        un_screened_addresses: none,
        un_screened_transactions: none,
        addresses: none,
        transactions: none,
        customers: none,
        cases: none,
        ...body,
      },
    }),
  });
}

const PATH = '/search?q=0xabcdef&search_entity_type=all&workspace=demo';

describe('the search results page', () => {
  it('groups results by coverage with Screened and Unscreened badges', async () => {
    const { calls } = answer({
      un_screened_addresses: group([
        searchResultItem(),
        searchResultItem({ identifier: 'XdashAddress', currency: 23, coverage: 'lite' }),
      ]),
      addresses: group([
        searchResultItem({ identifier: '0xabcdef02', is_screened: true, id: 9, risk_level: 5 }),
      ]),
    });
    renderSearch(<SearchResultsPage />, PATH);
    const full = await screen.findByTestId('group-full');
    expect(full.textContent).toContain('Full Coverage - (2)');
    const lite = screen.getByTestId('group-lite');
    expect(lite.textContent).toContain('Sanction Screening Only - (1)');
    expect(
      within(full)
        .getAllByTestId('search-result-badge')
        .map((b) => b.textContent),
    ).toEqual(['Unscreened', 'Screened']);
    expect(screen.getByText('Showing the most relevant results.')).toBeTruthy();
    const call = calls.find((c) => c.path === endpointPath(endpoints.search.search));
    expect(call?.query.get('q')).toBe('0xabcdef');
    expect(call?.query.get('search_entity_type')).toBe('all');
  });

  it('opens the preview of an unscreened address and the list preview of a screened one', async () => {
    answer({
      un_screened_addresses: group([searchResultItem()]),
      addresses: group([searchResultItem({ identifier: '0xabcdef02', is_screened: true, id: 9 })]),
    });
    renderSearch(<SearchResultsPage />, PATH);
    const cards = await screen.findAllByTestId('search-result');
    fireEvent.click(cards[0] as HTMLElement);
    expect(previewStore.current()).toEqual({
      kind: 'address',
      currency: 1,
      address: '0xabcdef0000000000000000000000000000000001',
      id: null,
    });
    fireEvent.click(cards[1] as HTMLElement);
    expect(previewStore.current()).toMatchObject({ kind: 'address', address: '0xabcdef02', id: 9 });
  });

  it('pages a large group 10 at a time in the list preview modal', async () => {
    const { calls } = answer({
      un_screened_transactions: group(
        [searchResultItem({ item_type: 'transaction', identifier: '0xaaa' })],
        42,
      ),
    });
    renderSearch(<SearchResultsPage />, PATH);
    fireEvent.click(await screen.findByText('View all (42)'));
    await screen.findByTestId('list-preview-pages');
    const paged = calls.filter((c) => c.query.get('limit') === '10');
    expect(paged.at(-1)?.query.get('offset')).toBe('0');
    expect(paged.at(-1)?.query.get('search_entity_type')).toBe('transaction');
    expect(paged.at(-1)?.query.get('coverage')).toBe('full');
  });

  it("counts and lists each coverage group's own items in its View all", async () => {
    // A new EVM address offered on 52 chains: 10 fully covered, 42 screened for sanctions only.
    const shown = [
      ...Array.from({ length: 10 }, (_, i) => searchResultItem({ currency: i })),
      ...Array.from({ length: 15 }, (_, i) => searchResultItem({ currency: 30 + i, coverage: 'lite' })),
    ];
    const { calls } = answer({ un_screened_addresses: group(shown, 52, 42) });
    renderSearch(<SearchResultsPage />, PATH);
    const full = await screen.findByTestId('group-full');
    expect(full.textContent).toContain('Full Coverage - (10)');
    expect(within(full).queryByTestId('view-all')).toBeNull();
    const lite = screen.getByTestId('group-lite');
    fireEvent.click(within(lite).getByText('Sanction Screening Only - (42)'));
    fireEvent.click(await within(lite).findByText('View all (42)'));
    const modal = await screen.findByTestId('list-preview-modal');
    expect(modal.textContent).toContain('Unscreened Addresses · Sanction Screening Only');
    const paged = calls.filter((c) => c.query.get('limit') === '10');
    expect(paged.at(-1)?.query.get('coverage')).toBe('lite');
    expect(paged.at(-1)?.query.get('search_entity_type')).toBe('address');
  });

  it('shows no View all when every item of a coverage group is on the page', async () => {
    // 1BoatSLR…: Bitcoin and Bitcoin Cash, eCash and Bitcoin SV.
    answer({
      un_screened_addresses: group(
        [
          searchResultItem({ currency: 0 }),
          searchResultItem({ currency: 3 }),
          searchResultItem({ currency: 41, coverage: 'lite' }),
          searchResultItem({ currency: 5, coverage: 'lite' }),
        ],
        4,
        2,
      ),
    });
    renderSearch(<SearchResultsPage />, PATH);
    expect((await screen.findByTestId('group-full')).textContent).toContain('Full Coverage - (2)');
    expect(screen.getByTestId('group-lite').textContent).toContain('Sanction Screening Only - (2)');
    expect(screen.queryByTestId('view-all')).toBeNull();
  });

  it('offers Go Home when nothing is found', async () => {
    answer({});
    renderSearch(<SearchResultsPage />, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Go Home' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard?workspace=demo'));
  });

  it('redirects to the dashboard when the URL is not a search', async () => {
    answer({});
    renderSearch(<SearchResultsPage />, '/search?q=abc&search_entity_type=address&workspace=demo');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard?workspace=demo'));
  });
});
