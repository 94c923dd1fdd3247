import { endpointPath, endpoints, type InvestigationTreeDto } from '@riskscreen/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { routeOf, stubServer } from '../../test/stub-server.ts';
import { buildGraph } from './graph-model.ts';
import { GraphSidePanel, PANEL_LOAD_ERROR } from './graph-side-panel.tsx';

const PROFILE = `GET ${endpointPath(endpoints.profile.me)}`;
const INVESTIGATED = endpoints.transactions.investigated;
const PATH = endpointPath(INVESTIGATED, { currency: 1 });

const tree: InvestigationTreeDto = {
  nodes: [
    {
      id: 'o',
      type: 'origin',
      addresses: ['0xorigin'],
      address_count: 1,
      name: '0xorigin',
      tag_type_verbose: 'Unknown',
      tag_subtype_verbose: 'Unknown',
      tag_name_verbose: 'Unknown',
      is_megahub: false,
    },
    {
      id: '-c',
      type: 'cluster',
      addresses: ['0xc1', '0xc2'],
      address_count: 12,
      name: 'Northwind Exchange',
      tag_type_verbose: 'Exchange',
      tag_subtype_verbose: 'Centralized Exchange',
      tag_name_verbose: 'Northwind Exchange',
      is_megahub: false,
    },
  ],
  incoming_edges: [{ id: '-1', sender: '-c', receiver: 'o', value: 1234.5, depth: 1 }],
  outgoing_edges: [],
  truncated: false,
};
const graph = buildGraph(tree);

afterEach(() => vi.unstubAllGlobals());

/** The answer of a page of the panel's transactions holding one row. */
const oneTransaction = (row: Record<string, unknown>) => ({
  status: 200,
  body: { count: 1, offset: 0, limit: 20, results: [row] },
});

/** The panel on a selection of the graph (of the investigated address on Ethereum unless a test says otherwise). */
function renderPanel(
  selection: ComponentProps<typeof GraphSidePanel>['selection'],
  options: Partial<ComponentProps<typeof GraphSidePanel>> = {},
) {
  return renderWithProviders(
    <GraphSidePanel
      model={graph}
      selection={selection}
      currency={1}
      investigated={INVESTIGATED}
      onClose={() => {}}
      {...options}
    />,
  );
}

describe('GraphSidePanel', () => {
  it("lists a cluster's transactions to the address with US$ amounts (2 decimals, grouped), and its addresses", async () => {
    const { calls } = stubServer({
      [PROFILE]: () => ({ status: 200, body: PROFILE_FIXTURE }),
      [`POST ${PATH}`]: () =>
        oneTransaction({
          txn_id: '0xabc123',
          output_value_usd: 1234.56789,
          fee_usd: 1,
          block_date_time: 1741180020,
        }),
    });
    const fetchSpy = vi.mocked(fetch);
    renderPanel({ kind: 'node', id: '-c' });
    const table = await screen.findByTestId('panel-transactions');
    await waitFor(() => expect(within(table).getByText('0xabc123')).toBeTruthy());
    expect(within(table).getByTestId('panel-amount').textContent).toBe('$1,234.57');
    // Mar 5, 2025 13:07 UTC in the profile's Europe/Paris: day over time, so the column stays narrow.
    const date = within(table).getByTestId('panel-date');
    expect(date.textContent).toBe('Mar 5, 2025' + '2:07 PM');
    expect(date.firstElementChild?.getAttribute('title')).toBe('Mar 5, 2025 2:07 PM');
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ sender: ['0xc1', '0xc2'], receiver: ['0xorigin'] });
    expect(calls.find((c) => c.method === 'POST')?.query.get('limit')).toBe('20');
    // The chain store does not know this cluster (404 here): the tree's members, said to be those of the flow.
    fireEvent.click(screen.getByRole('tab', { name: 'Addresses' }));
    const count = await screen.findByTestId('panel-address-count');
    await waitFor(() => expect(count.textContent).toBe('12 addresses · showing the 2 that carried the flow'));
  });

  it('fits its table in the panel: a short hash, fixed column shares, no sideways scrolling', async () => {
    const hash = `0x${'ab'.repeat(32)}`;
    stubServer({
      [PROFILE]: () => ({ status: 200, body: PROFILE_FIXTURE }),
      [`POST ${PATH}`]: () =>
        oneTransaction({
          txn_id: hash,
          output_value_usd: 12_345_678.9,
          fee_usd: 1,
          block_date_time: 1779148740,
        }),
    });
    renderPanel({ kind: 'link', id: '-1' }, { width: 400 });
    const table = await screen.findByTestId('panel-transactions');
    const cell = await within(table).findByTestId('panel-hash');
    expect(cell.textContent).toBe('0xabab…ababab');
    expect(cell.getAttribute('title')).toBe(hash);
    expect(table.style.getPropertyValue('--table-layout')).toBe('fixed');
    expect([...table.querySelectorAll('th')].map((th) => th.style.width)).toEqual(['34%', '34%', '32%']);
    // May 18, 2026 23:59 UTC is May 19 01:59 in Europe/Paris: the AM/PM part is on its own line, never cut.
    expect(within(table).getByTestId('panel-date').textContent).toBe('May 19, 2026' + '1:59 AM');
    expect(document.querySelector('.mantine-ScrollArea-scrollbar[data-orientation="horizontal"]')).toBeNull();
  });

  it("pages through all of a cluster's addresses, marking those that carried the flow", async () => {
    const member = (i: number) => `0xc${String(i).padStart(3, '0')}`;
    const { calls } = stubServer({
      [PROFILE]: () => ({ status: 200, body: PROFILE_FIXTURE }),
      [`POST ${PATH}`]: () => ({ status: 200, body: { count: 0, offset: 0, limit: 20, results: [] } }),
      [routeOf(endpoints.search.clusterAddresses)]: ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        const results = Array.from({ length: 50 }, (_, i) => member(offset + i + 1));
        return {
          status: 200,
          body: {
            count: 320,
            next: offset + 50 < 320 ? `?offset=${offset + 50}` : null,
            previous: null,
            results,
          },
        };
      },
    });
    const cluster = buildGraph({
      ...tree,
      nodes: tree.nodes.map((n) => (n.id === '-c' ? { ...n, addresses: ['0xc001'], address_count: 320 } : n)),
    });
    renderPanel({ kind: 'node', id: '-c' }, { model: cluster, currency: 0 });
    fireEvent.click(await screen.findByRole('tab', { name: 'Addresses' }));
    const list = await screen.findByTestId('panel-addresses');
    await waitFor(() => expect(within(list).getAllByTestId('panel-address')).toHaveLength(50));
    expect(within(list).getByTestId('panel-address-count').textContent).toBe(
      '320 addresses · showing 50, scroll for more',
    );
    const first = calls.find((c) => c.path === endpointPath(endpoints.search.clusterAddresses))?.query;
    expect([first?.get('currency'), first?.get('address'), first?.get('limit')]).toEqual([
      '0',
      '0xc001',
      '50',
    ]);
    expect(within(list).getAllByText('in flow')).toHaveLength(1);
    // Scrolling to the end reads the next 50.
    const viewport = list.querySelector('.mantine-ScrollArea-viewport') as HTMLElement;
    fireEvent.scroll(viewport);
    await waitFor(() => expect(within(list).getAllByTestId('panel-address')).toHaveLength(100));
  });

  it("says 'Failed to load data.' and closes when the transactions fail", async () => {
    stubServer({
      [PROFILE]: () => ({ status: 200, body: PROFILE_FIXTURE }),
      [`POST ${PATH}`]: () => ({ status: 500, body: { detail: 'boom' } }),
    });
    const onClose = vi.fn();
    renderPanel({ kind: 'link', id: '-1' }, { onClose });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(PANEL_LOAD_ERROR)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Addresses' })).toBeNull();
  });
});
