import { describe, expect, it } from 'vitest';
import { resolveAttribution } from './attribution.ts';
import { buildFlowGraph } from './flow-graph.ts';
import { buildInvestigationTree } from './investigation-tree.ts';
import { edge, label } from './test-helpers.ts';
import type { AddressLabel, FlowEdge, FlowGraphOptions } from './types.ts';

function tree(
  edges: FlowEdge[],
  labels: Record<string, AddressLabel[]>,
  options: Parameters<typeof buildInvestigationTree>[2],
  graphOptions: FlowGraphOptions = {},
  origin = ['O'],
) {
  const attribution = resolveAttribution(
    buildFlowGraph(edges, graphOptions),
    new Map(Object.entries(labels)),
  );
  return buildInvestigationTree(attribution, origin, options);
}

describe('investigation tree', () => {
  it('draws incoming nodes as -id and outgoing as +id with sender, receiver, value and depth', () => {
    const t = tree(
      [edge('X', 'O', 100), edge('S', 'X', 300), edge('O', 'Y', 50), edge('O', 'Y', 25), edge('E', 'O', 10)],
      { S: [label('garantex', 'Sanctions')], E: [label('kraken', 'Exchange')] },
      { maxDepth: 2 },
    );
    expect(t.nodes.map((n) => [n.id, n.type, n.name, n.tag_type_verbose])).toEqual([
      ['O', 'origin', 'O', 'Unknown'],
      ['-X', 'address', 'X', 'Unknown'],
      ['-E', 'address', 'kraken', 'Exchange'],
      ['-S', 'address', 'garantex', 'Sanctions'],
      ['+Y', 'address', 'Y', 'Unknown'],
    ]);
    expect(t.incoming_edges).toEqual([
      { id: '-1', sender: '-X', receiver: 'O', value: 100, depth: 1 },
      { id: '-2', sender: '-E', receiver: 'O', value: 10, depth: 1 },
      { id: '-3', sender: '-S', receiver: '-X', value: 300, depth: 2 },
    ]);
    expect(t.outgoing_edges).toEqual([{ id: '+1', sender: 'O', receiver: '+Y', value: 75, depth: 1 }]);
    expect(t.truncated).toBe(false);
  });

  it('keeps the top K counterparties per node and never expands attributed nodes or megahubs', () => {
    const edges = [
      edge('M', 'O', 1000),
      edge('E', 'O', 900),
      edge('A', 'O', 5),
      edge('B', 'O', 4),
      edge('C', 'O', 3),
    ];
    for (let i = 0; i < 50; i++) edges.push(edge(`m${i}`, 'M', 10), edge(`e${i}`, 'E', 10));
    const t = tree(
      edges,
      { E: [label('kraken', 'Exchange')] },
      { maxDepth: 3, topK: 3 },
      { megahubDegree: 20 },
    );
    expect(t.incoming_edges.map((e) => e.sender)).toEqual(['-M', '-E', '-A']);
    expect(t.nodes.find((n) => n.id === '-M')?.is_megahub).toBe(true);
  });

  it('draws every attributed counterparty past the top K: the graph shows what the summary lists', () => {
    const edges = [edge('A', 'O', 500), edge('B', 'O', 400), edge('C', 'O', 300), edge('P', 'O', 60)];
    edges.push(edge('Q', 'O', 50), edge('R', 'X', 5), edge('X', 'O', 70));
    const t = tree(
      edges,
      { P: [label('police', 'Law Enforcement')], R: [label('scam', 'Scam')] },
      { maxDepth: 2, topK: 3 },
    );
    // The three largest, then the Law Enforcement payer although smaller; Q stays out. X is not among the top
    // three, so its attributed sender R is not reached at all (the cut applies to unattributed expansion).
    expect(t.incoming_edges.filter((e) => e.depth === 1).map((e) => e.sender)).toEqual([
      '-A',
      '-B',
      '-C',
      '-P',
    ]);
    expect(t.nodes.some((n) => n.id === '-Q')).toBe(false);
    expect(t.truncated).toBe(false);
  });

  it('groups addresses of one cluster into one node', () => {
    const t = tree(
      [edge('c1', 'O', 60), edge('c2', 'O', 40), edge('Z', 'c2', 5), edge('O2', 'O', 7)],
      {},
      {
        maxDepth: 2,
        clusterOf: new Map([
          ['c1', 'K'],
          ['c2', 'K'],
          ['O', 'OC'],
          ['O2', 'OC'],
        ]),
      },
    );
    expect(t.nodes.map((n) => [n.id, n.type, n.addresses])).toEqual([
      ['OC', 'origin', ['O']],
      ['-K', 'cluster', ['c1', 'c2']],
      ['-Z', 'address', ['Z']],
    ]);
    expect(t.incoming_edges).toEqual([
      { id: '-1', sender: '-K', receiver: 'OC', value: 100, depth: 1 },
      { id: '-2', sender: '-Z', receiver: '-K', value: 5, depth: 2 },
    ]);
  });

  it('keeps cluster members per graph and lookup: the same answer twice, and another lookup is read afresh', () => {
    const attribution = resolveAttribution(
      buildFlowGraph([edge('c1', 'O', 60), edge('c2', 'O', 40)]),
      new Map(),
    );
    const together = new Map([
      ['c1', 'K'],
      ['c2', 'K'],
    ]);
    const shape = (t: ReturnType<typeof buildInvestigationTree>) =>
      t.nodes.map((n) => [n.id, n.type, n.addresses]);
    const first = shape(buildInvestigationTree(attribution, ['O'], { maxDepth: 1, clusterOf: together }));
    expect(first).toEqual([
      ['O', 'origin', ['O']],
      ['-K', 'cluster', ['c1', 'c2']],
    ]);
    expect(shape(buildInvestigationTree(attribution, ['O'], { maxDepth: 1, clusterOf: together }))).toEqual(
      first,
    );
    const apart = new Map([['c1', 'K']]);
    expect(shape(buildInvestigationTree(attribution, ['O'], { maxDepth: 1, clusterOf: apart }))).toEqual([
      ['O', 'origin', ['O']],
      ['-K', 'cluster', ['c1']],
      ['-c2', 'address', ['c2']],
    ]);
  });

  it('stops at maxNodes and says so', () => {
    const edges = Array.from({ length: 20 }, (_, i) => edge(`a${i}`, 'O', 100 - i));
    const t = tree(edges, {}, { maxDepth: 1, topK: 20, maxNodes: 5 });
    expect(t.nodes).toHaveLength(5);
    expect(t.incoming_edges).toHaveLength(4);
    expect(t.truncated).toBe(true);
  });

  it('leaves out pairs made only of transfers under minEdgeUsd', () => {
    const t = tree([edge('A', 'O', 1), edge('B', 'O', 100)], {}, { maxDepth: 1 }, { minEdgeUsd: 10 });
    expect(t.incoming_edges.map((e) => e.sender)).toEqual(['-B']);
  });
});
