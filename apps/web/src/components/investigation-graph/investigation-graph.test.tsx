import { endpoints, type InvestigationTreeDto } from '@riskscreen/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROFILE_FIXTURE } from '../../test/profile-fixture.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { InvestigationGraph } from './investigation-graph.tsx';

const INVESTIGATED = endpoints.transactions.investigated;
const EMPTY: InvestigationTreeDto = { nodes: [], incoming_edges: [], outgoing_edges: [], truncated: false };

/** An origin with 51 incoming neighbours: above the 50 edges shown directly. */
function wideTree(): InvestigationTreeDto {
  const node = (id: string, type: 'origin' | 'address') => ({
    id,
    type,
    addresses: [id],
    address_count: 1,
    name: id,
    tag_type_verbose: 'Unknown',
    tag_subtype_verbose: 'Unknown',
    tag_name_verbose: 'Unknown',
    is_megahub: false,
  });
  const ids = Array.from({ length: 51 }, (_, i) => `-a${i}`);
  return {
    nodes: [node('o', 'origin'), ...ids.map((id) => node(id, 'address'))],
    incoming_edges: ids.map((id, i) => ({ id: `-${i}`, sender: id, receiver: 'o', value: 10, depth: 1 })),
    outgoing_edges: [],
    truncated: false,
  };
}

describe('InvestigationGraph and the plan', () => {
  it('says Investigation Mode is not in the plan when the profile cannot investigate, and draws nothing', () => {
    renderWithRouter(
      <InvestigationGraph tree={wideTree()} identifier="0xabc" currency={1} investigated={INVESTIGATED} />,
      '/addresses/1?workspace=demo',
      { ...PROFILE_FIXTURE, can_investigate: false },
    );
    expect(screen.getByTestId('investigation-not-in-plan').textContent).toContain(
      'Investigation Mode is not part of your plan.',
    );
    expect(screen.queryByRole('button', { name: 'Get Started' })).toBeNull();
  });

  it('shows the graph to a profile that can investigate', () => {
    renderWithRouter(
      <InvestigationGraph tree={EMPTY} identifier="0xabc" currency={1} investigated={INVESTIGATED} />,
      '/addresses/1?workspace=demo',
    );
    expect(screen.queryByTestId('investigation-not-in-plan')).toBeNull();
    expect(screen.getByTestId('graph-empty')).toBeTruthy();
  });
});

describe('InvestigationGraph texts', () => {
  it('words the empty state for the entity it belongs to', () => {
    const { unmount } = renderWithProviders(
      <InvestigationGraph
        tree={EMPTY}
        identifier="0xabc"
        currency={1}
        investigated={INVESTIGATED}
        entity="transaction"
      />,
    );
    expect(screen.getByTestId('graph-empty').textContent).toBe('No investigation data for this transaction.');
    unmount();
    renderWithProviders(
      <InvestigationGraph tree={EMPTY} identifier="0xabc" currency={1} investigated={INVESTIGATED} />,
    );
    expect(screen.getByTestId('graph-empty').textContent).toBe('No investigation data for this address.');
  });

  it('words the intro above 50 edges for the entity', () => {
    renderWithProviders(
      <InvestigationGraph
        tree={wideTree()}
        identifier="0xabc"
        currency={1}
        investigated={INVESTIGATED}
        entity="transaction"
      />,
    );
    expect(screen.getByText('Create Investigation graph')).toBeTruthy();
    expect(screen.getByTestId('graph-intro-text').textContent).toMatch(
      /^This transaction has 51 flows in its/,
    );
  });
});
