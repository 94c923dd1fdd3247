import type { InvestigationTreeDto } from '@riskscreen/shared';
import { describe, expect, it } from 'vitest';
import { applyGraphFilter, NO_GRAPH_FILTER, validateGraphFilter } from './graph-filter.ts';
import { levelSlotOffset } from './graph-layout.ts';
import {
  buildGraph,
  canZoom,
  cooldownMs,
  defaultPanelDirection,
  fitView,
  highlightOf,
  levelDistance,
  minZoom,
  revealCentre,
  sideOf,
  stepZoom,
  trackerUrl,
  transferParties,
} from './graph-model.ts';

const node = (
  id: string,
  type: 'origin' | 'cluster' | 'address',
  category = 'Unknown',
  subtype = 'Unknown',
) => ({
  id,
  type,
  addresses: type === 'cluster' ? [`${id}-a`, `${id}-b`] : [id.replace(/^[-+]/, '')],
  address_count: type === 'cluster' ? 7 : 1,
  name: id,
  tag_type_verbose: category,
  tag_subtype_verbose: subtype,
  tag_name_verbose: category === 'Unknown' ? 'Unknown' : `${category} entity`,
  is_megahub: false,
});

// o ← -a ← -b (hop 2, also -b → o directly at hop 1 via another path? no: -b reaches o only through -a)
// o → +x (Exchange) ; o → +y → +z (Darknet, hop 2)
const tree: InvestigationTreeDto = {
  nodes: [
    node('o', 'origin'),
    node('-a', 'address'),
    node('-b', 'cluster', 'Scam', 'Fake Giveaway'),
    node('+x', 'address', 'Exchange', 'Centralized Exchange'),
    node('+y', 'address'),
    node('+z', 'address', 'Darknet', 'Darknet Market'),
  ],
  incoming_edges: [
    { id: '-1', sender: '-a', receiver: 'o', value: 500, depth: 1 },
    { id: '-2', sender: '-b', receiver: '-a', value: 50, depth: 2 },
  ],
  outgoing_edges: [
    { id: '+1', sender: 'o', receiver: '+x', value: 1000, depth: 1 },
    { id: '+2', sender: 'o', receiver: '+y', value: 200, depth: 1 },
    { id: '+3', sender: '+y', receiver: '+z', value: 150, depth: 2 },
  ],
  truncated: false,
};

describe('graph constants of spec §9', () => {
  it('derives zoom limits, cooldown and level distance from the node count', () => {
    expect(minZoom(10)).toBe(0.5);
    expect(minZoom(500)).toBe(0.02);
    expect(cooldownMs(10)).toBe(1000);
    expect(cooldownMs(500)).toBe(25_000);
    expect(levelDistance(6)).toBe(200);
    expect(levelDistance(500)).toBe(5000);
  });

  it('wraps a crowded hop level into columns side by side, within the level distance', () => {
    const spacing = levelDistance(51);
    const offsets = Array.from({ length: 40 }, (_, slot) => levelSlotOffset(slot, 40, spacing));
    const xs = [...new Set(offsets.map((o) => o.dx))].sort((a, b) => a - b);
    expect(xs).toEqual([-100, 0, 100]);
    const ys = offsets.map((o) => o.dy);
    expect(Math.max(...ys) - Math.min(...ys)).toBe(13 * 100);
    // Every node has its own place, at least a collision distance from any other.
    const keys = new Set(offsets.map((o) => `${o.dx},${o.dy}`));
    expect(keys.size).toBe(40);
    // A small level stays one centred column.
    expect([0, 1, 2].map((slot) => levelSlotOffset(slot, 3, spacing))).toEqual([
      { dx: 0, dy: -100 },
      { dx: 0, dy: 0 },
      { dx: 0, dy: 100 },
    ]);
  });

  it('zooms by 0.25 within the limits and disables the buttons there', () => {
    expect(stepZoom(1, 1, 10)).toBe(1.25);
    expect(stepZoom(1.9, 1, 10)).toBe(2);
    expect(stepZoom(0.6, -1, 10)).toBe(0.5);
    expect(canZoom(2, 1, 10)).toBe(false);
    expect(canZoom(1.75, 1, 10)).toBe(true);
    expect(canZoom(0.5, -1, 10)).toBe(false);
    expect(canZoom(0.5, -1, 500)).toBe(true);
  });
});

describe('fit and reveal', () => {
  const canvas = { width: 1000, height: 560 };

  it('fits a small graph without zooming in past 1, centred on its nodes', () => {
    // Four nodes 400 × 100 units apart would fit at 2.1×; fit stops at 1.
    expect(fitView({ x: [-200, 200], y: [-50, 50] }, canvas, 4, 80)).toEqual({ x: 0, y: 0, k: 1 });
  });

  it('zooms out to fit a wide graph, but not below the minimum zoom', () => {
    expect(fitView({ x: [0, 1680], y: [0, 100] }, canvas, 20, 80).k).toBeCloseTo(0.5);
    const wide = fitView({ x: [-5000, 5000], y: [-25_000, 25_000] }, canvas, 500, 80);
    expect(wide.k).toBe(minZoom(500));
    expect(wide).toMatchObject({ x: 0, y: 0 });
  });

  it('fits into the part left of an open side panel', () => {
    const view = fitView({ x: [-200, 200], y: [-50, 50] }, canvas, 4, 80, 420);
    // 580 px left uncovered: 420 of them for a 400-unit box → 1.05, capped at 1; the box centre at x 290.
    expect(view.k).toBe(1);
    expect((0 - view.x) * view.k + canvas.width / 2).toBe(290);
  });

  it('pans a node hidden under the side panel into the middle of the uncovered part', () => {
    const view = { x: 0, y: 0, k: 1 };
    // Screen x of graph x 400 is 900: under a 420 px panel. It moves to (1000 - 420) / 2 = 290.
    const centre = revealCentre({ x: 400, y: 10 }, view, canvas, 420, 40);
    expect(centre).toEqual({ x: 610, y: 0 });
    const screenX = (400 - (centre?.x ?? 0)) * view.k + canvas.width / 2;
    expect(screenX).toBe(290);
    // Same at another zoom: the pan is in graph units.
    const zoomed = revealCentre({ x: 400, y: 10 }, { x: 0, y: 0, k: 0.5 }, canvas, 420, 40);
    expect((400 - (zoomed?.x ?? 0)) * 0.5 + canvas.width / 2).toBe(290);
  });

  it('leaves the view alone when the node is already clear of the panel', () => {
    expect(revealCentre({ x: -300, y: 0 }, { x: 0, y: 0, k: 1 }, canvas, 420, 40)).toBeNull();
    // Out of view vertically: brought back to the middle height.
    const centre = revealCentre({ x: -300, y: 400 }, { x: 0, y: 0, k: 1 }, canvas, 420, 40);
    expect(centre?.y).toBe(400);
  });
});

describe('buildGraph', () => {
  it('places incoming nodes at negative hop levels and outgoing ones at positive levels', () => {
    const graph = buildGraph(tree);
    const level = Object.fromEntries(graph.nodes.map((n) => [n.id, n.level]));
    expect(level).toEqual({ o: 0, '-a': -1, '-b': -2, '+x': 1, '+y': 1, '+z': 2 });
    expect(graph.maxDepth).toBe(2);
    expect(graph.originId).toBe('o');
    expect(graph.links).toHaveLength(5);
    expect([sideOf('-a'), sideOf('+x'), sideOf('o')]).toEqual(['incoming', 'outgoing', 'origin']);
  });

  it('orders each level by parent, larger flows first, and re-slots what a filter keeps', () => {
    const graph = buildGraph(tree);
    const slots = Object.fromEntries(graph.nodes.map((n) => [n.id, `${n.slot}/${n.levelSize}`]));
    expect(slots).toMatchObject({ '+x': '0/2', '+y': '1/2', '+z': '0/1', '-a': '0/1' });
    const filtered = applyGraphFilter(graph, { ...NO_GRAPH_FILTER, types: ['Unknown', 'Darknet'] });
    expect(filtered.nodes.find((n) => n.id === '+y')).toMatchObject({ slot: 0, levelSize: 1 });
    expect(graph.nodes.find((n) => n.id === '+y')?.slot).toBe(1);
  });
});

describe('filters', () => {
  const graph = buildGraph(tree);
  const ids = (filter: Partial<typeof NO_GRAPH_FILTER>) =>
    applyGraphFilter(graph, { ...NO_GRAPH_FILTER, ...filter })
      .nodes.map((n) => n.id)
      .sort();

  it('validates hops, minimum and maximum as spec §5 says', () => {
    expect(validateGraphFilter(NO_GRAPH_FILTER, 2)).toEqual({});
    expect(validateGraphFilter({ ...NO_GRAPH_FILTER, hops: 0 }, 2).hops).toBe('Hops must be between 1 and 2');
    expect(validateGraphFilter({ ...NO_GRAPH_FILTER, hops: 3 }, 2).hops).toBeDefined();
    expect(validateGraphFilter({ ...NO_GRAPH_FILTER, minUsd: 0 }, 2).minUsd).toBe(
      'Minimum USD must be greater than 0',
    );
    expect(validateGraphFilter({ ...NO_GRAPH_FILTER, minUsd: 100, maxUsd: 100 }, 2).maxUsd).toBe(
      'Maximum USD must be greater than minimum USD',
    );
    expect(validateGraphFilter({ ...NO_GRAPH_FILTER, minUsd: 100, maxUsd: 101 }, 2)).toEqual({});
  });

  it('keeps links within hops and value bounds, and only what still reaches the origin', () => {
    expect(ids({ hops: 1 })).toEqual(['+x', '+y', '-a', 'o']);
    // +y's link (200) goes, so +z (150) is cut off from the origin even though its own link is in range.
    expect(ids({ minUsd: 100, maxUsd: 190 })).toEqual(['o']);
    expect(ids({ minUsd: 150 })).toEqual(['+x', '+y', '+z', '-a', 'o']);
  });

  it('keeps nodes of the chosen entity types and subtypes (the origin always)', () => {
    expect(ids({ types: ['Exchange'] })).toEqual(['+x', 'o']);
    expect(ids({ types: ['Unknown', 'Darknet'] })).toEqual(['+y', '+z', '-a', 'o']);
    expect(ids({ subtypes: ['Fake Giveaway', 'Unknown'] })).toEqual(['+y', '-a', '-b', 'o']);
  });
});

describe('selection', () => {
  const graph = buildGraph(tree);

  it('lights a node with its links and neighbours, or a link with its ends', () => {
    const lit = highlightOf(graph, { kind: 'node', id: '+y' });
    expect([...(lit?.nodes ?? [])].sort()).toEqual(['+y', '+z', 'o']);
    expect([...(lit?.links ?? [])].sort()).toEqual(['+2', '+3']);
    expect(highlightOf(graph, { kind: 'link', id: '-2' })?.nodes).toEqual(new Set(['-b', '-a']));
    expect(highlightOf(graph, null)).toBeNull();
  });

  it('asks for transfers between the selection and its neighbours, both ways', () => {
    expect(transferParties(graph, { kind: 'node', id: '-b' }, 'from')).toEqual({
      sender: ['-b-a', '-b-b'],
      receiver: ['a'],
    });
    expect(transferParties(graph, { kind: 'link', id: '+1' }, 'to')).toEqual({
      sender: ['x'],
      receiver: ['o'],
    });
    expect(defaultPanelDirection(graph, { kind: 'node', id: '+x' })).toBe('to');
    expect(defaultPanelDirection(graph, { kind: 'node', id: '-a' })).toBe('from');
  });

  it('builds the tracker link with the node fields, or none without a tracker', () => {
    const target = graph.nodes.find((n) => n.id === '+x');
    if (!target) throw new Error('missing node');
    const url = new URL(trackerUrl('https://tracker.example/investigate', target, 1) ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      identifier: 'x',
      identifier_type: 'address',
      entity_name: 'Exchange entity',
      entity_type: 'Exchange',
      entity_subtype: 'Centralized Exchange',
      currency: '1',
    });
    expect(trackerUrl('', target, 1)).toBeNull();
  });
});
