import { describe, expect, it } from 'vitest';
import { graphCountsText } from './graph-counts.ts';
import { nodeCaption, nodeTooltip } from './graph-drawing.ts';
import type { GraphNode } from './graph-model.ts';

describe('the graph counts line', () => {
  it('counts in the singular and the plural', () => {
    expect(graphCountsText({ nodes: 2, links: 1, isTruncated: false, activeFilters: 0 })).toBe(
      '2 nodes · 1 link',
    );
    expect(graphCountsText({ nodes: 500, links: 499, isTruncated: true, activeFilters: 0 })).toBe(
      '500 nodes · 499 links · the neighbourhood was cut at the node limit',
    );
  });

  it('says what to change when the filters leave the origin alone', () => {
    expect(graphCountsText({ nodes: 1, links: 0, isTruncated: false, activeFilters: 2 })).toBe(
      '1 node · 0 links · the filters leave no link: widen the hops, the value range or the entity types',
    );
    // Without filters an address with no flows is simply that.
    expect(graphCountsText({ nodes: 1, links: 0, isTruncated: false, activeFilters: 0 })).toBe(
      '1 node · 0 links',
    );
  });
});

describe('the party of a mint or a burn', () => {
  const node = (side: GraphNode['side']): GraphNode => ({
    id: side === 'incoming' ? '-' : '+',
    kind: 'address',
    side,
    level: side === 'incoming' ? -1 : 1,
    slot: 0,
    levelSize: 1,
    parentId: 'o',
    parentValue: 10,
    name: side === 'incoming' ? '-' : '+',
    entityType: 'Unknown',
    entitySubtype: 'Unknown',
    entityName: 'Unknown',
    addresses: [],
    addressCount: 0,
    isMegahub: false,
  });

  it('is named for what happened, not "(no address)"', () => {
    expect(nodeCaption(node('incoming'))).toBe('Minted (no sender)');
    expect(nodeCaption(node('outgoing'))).toBe('Burned (no receiver)');
    expect(nodeTooltip(node('incoming'))).toBe(
      'Minted (no sender) · tokens created by a contract, not moved by an address',
    );
  });
});
