import type { InvestigationTreeDto } from '@riskscreen/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { stubServer } from '../../test/stub-server.ts';
import { buildGraph } from './graph-model.ts';
import { GraphSidePanel, PANEL_LOAD_ERROR } from './graph-side-panel.tsx';

const PROFILE = 'GET /profile/api/v1/team-members/me/';
const PATH = '/risk/api/v4/transactions/investigated-transactions/1/';

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

describe('GraphSidePanel', () => {
  it("lists a cluster's transactions to the address with US$ amounts (2 decimals, grouped), and its addresses", async () => {
    const { calls } = stubServer({
      [PROFILE]: () => ({ status: 200, body: PROFILE_FIXTURE }),
      [`POST ${PATH}`]: () => ({
        status: 200,
        body: {
          count: 1,
          offset: 0,
          limit: 20,
          results: [
            { txn_id: '0xabc123', output_value_usd: 1234.56789, fee_usd: 1, block_date_time: 1741180020 },
          ],
        },
      }),
    });
    const fetchSpy = vi.mocked(fetch);
    renderWithProviders(
      <GraphSidePanel
        model={graph}
        selection={{ kind: 'node', id: '-c' }}
        currency={1}
        transactionsPath={PATH}
        onClose={() => {}}
      />,
    );
    const table = await screen.findByTestId('panel-transactions');
    await waitFor(() => expect(within(table).getByText('0xabc123')).toBeTruthy());
    expect(within(table).getByTestId('panel-amount').textContent).toBe('$1,234.57');
    // Mar 5, 2025 13:07 UTC in the profile's Europe/Paris.
    expect(within(table).getByText('Mar 5, 2025 2:07 PM')).toBeTruthy();
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ sender: ['0xc1', '0xc2'], receiver: ['0xorigin'] });
    expect(calls.find((c) => c.method === 'POST')?.query.get('limit')).toBe('20');
    expect(screen.getByRole('tab', { name: 'Addresses' })).toBeTruthy();
  });

  it("says 'Failed to load data.' and closes when the transactions fail", async () => {
    stubServer({
      [PROFILE]: () => ({ status: 200, body: PROFILE_FIXTURE }),
      [`POST ${PATH}`]: () => ({ status: 500, body: { detail: 'boom' } }),
    });
    const onClose = vi.fn();
    renderWithProviders(
      <GraphSidePanel
        model={graph}
        selection={{ kind: 'link', id: '-1' }}
        currency={1}
        transactionsPath={PATH}
        onClose={onClose}
      />,
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(PANEL_LOAD_ERROR)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Addresses' })).toBeNull();
  });
});
