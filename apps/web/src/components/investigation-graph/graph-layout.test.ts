import { describe, expect, it } from 'vitest';
import {
  FIT_ROOM_PX,
  fitWithCaptions,
  layoutSpacing,
  levelGrid,
  levelSlotOffset,
  MAX_NODE_RADIUS,
  rowsThatFit,
} from './graph-layout.ts';
import { GRAPH, type GraphBox, levelDistance, minZoom } from './graph-model.ts';

const CANVAS = { width: 1360, height: 560 };
/** The widest caption: 22 characters of 11 px text. */
const CAPTION_HALF = 70;

/** Start positions of a graph with these level sizes (level → nodes), as graph-canvas.tsx lays them out. */
function layOut(levels: Record<number, number>, height = CANVAS.height) {
  const sizes = Object.values(levels);
  const count = sizes.reduce((a, b) => a + b, 0);
  const base = levelDistance(count);
  const maxRows = rowsThatFit(height, count);
  const spacing = layoutSpacing(new Set(sizes), base, maxRows);
  const points = Object.entries(levels).flatMap(([level, size]) =>
    Array.from({ length: size }, (_, slot) => {
      const { dx, dy } = levelSlotOffset(slot, size, base, maxRows);
      return { x: Number(level) * spacing + dx, y: dy };
    }),
  );
  return { count, points, spacing };
}

/** Every node's circle, ring and caption, on screen, lies inside the canvas with the margin. */
function isInside(points: { x: number; y: number }[], count: number, canvas = CANVAS) {
  const box: GraphBox = {
    x: [Math.min(...points.map((p) => p.x)), Math.max(...points.map((p) => p.x))],
    y: [Math.min(...points.map((p) => p.y)), Math.max(...points.map((p) => p.y))],
  };
  const view = fitWithCaptions(box, canvas, count, CAPTION_HALF);
  const m = FIT_ROOM_PX.margin - 0.5;
  return points.every((p) => {
    const sx = (p.x - view.x) * view.k + canvas.width / 2;
    const sy = (p.y - view.y) * view.k + canvas.height / 2;
    const r = MAX_NODE_RADIUS * view.k + FIT_ROOM_PX.ring;
    return (
      sx - CAPTION_HALF >= m &&
      sx + CAPTION_HALF <= canvas.width - m &&
      sy - r >= m &&
      sy + r + FIT_ROOM_PX.caption <= canvas.height - m
    );
  });
}

describe('the first view of the graph', () => {
  it('keeps every node and caption of a tall transaction graph inside the canvas, at the minimum zoom', () => {
    // A transaction fed by 17 addresses two hops back, as /transactions/140 of the demo: 25 nodes.
    const { count, points } = layOut({ [-3]: 17, [-2]: 5, [-1]: 1, 0: 1, 1: 1 });
    expect(count).toBe(25);
    expect(isInside(points, count)).toBe(true);
  });

  it('wraps a level into more columns on a short canvas, and moves the levels apart to make room', () => {
    // At the minimum zoom of 25 nodes (0.4) a collision distance is 40 px: 12 rows fit in 560 px.
    expect(rowsThatFit(CANVAS.height, 25)).toBe(12);
    expect(levelGrid(17, levelDistance(25), 12)).toEqual({ rows: 12, columns: 2 });
    // On a 300 px canvas 20 nodes (zoom 0.5) fit 5 rows: a level of 19 takes 4 columns, and the levels move
    // from 200 to 500 apart so that its columns stay clear of the next level.
    const short = { width: 1000, height: 300 };
    const rows = rowsThatFit(short.height, 20);
    expect(rows).toBe(5);
    expect(levelGrid(19, levelDistance(20), rows).columns).toBe(4);
    expect(layoutSpacing([19, 1], levelDistance(20), rows)).toBe(500);
    const { points, count } = layOut({ [-1]: 19, 0: 1 }, short.height);
    expect(isInside(points, count, short)).toBe(true);
  });

  it('keeps the layout of the spec where it already fits (a few nodes; 500 nodes)', () => {
    expect(layoutSpacing([3, 1], levelDistance(4), rowsThatFit(CANVAS.height, 4))).toBe(200);
    const big = layOut({ [-2]: 300, [-1]: 60, 0: 1, 1: 100, 2: 39 });
    expect(big.count).toBe(500);
    expect(big.spacing).toBe(levelDistance(500));
    expect(isInside(big.points, big.count)).toBe(true);
    // Every node keeps its own slot, a collision distance from any other.
    const keys = new Set(big.points.map((p) => `${p.x},${p.y}`));
    expect(keys.size).toBe(500);
    expect(minZoom(500) * GRAPH.collisionRadius).toBe(2);
  });
});
