import { describe, expect, it } from 'vitest';
import { CAPTION_PX, type LabelCandidate, labelPriority, placeLabels } from './graph-labels.ts';

const node = (id: string, x: number, y: number, over: Partial<LabelCandidate> = {}): LabelCandidate => ({
  id,
  x,
  y,
  radius: 10,
  width: 110,
  priority: 1,
  isShown: true,
  ...over,
});

describe('node captions', () => {
  it('puts captions below their nodes when nothing is in the way', () => {
    const placed = placeLabels([node('a', 0, 0), node('b', 300, 0), node('c', 0, 200)]);
    expect([...placed.entries()]).toEqual([
      ['a', 'below'],
      ['b', 'below'],
      ['c', 'below'],
    ]);
  });

  it("moves a neighbour's caption above its node rather than over the origin's (exchange beside the origin)", () => {
    // 100 px apart at the same height: 110 px captions below both would overlap.
    const origin = node('origin', 100, 0, { radius: 18, priority: 3 });
    const exchange = node('exchange', 0, 0, { priority: 2 });
    const placed = placeLabels([exchange, origin]);
    expect(placed.get('origin')).toBe('below');
    expect(placed.get('exchange')).toBe('above');
  });

  it('leaves a caption out when it fits neither below nor above, and shows it for the hovered node', () => {
    // A crowded column 20 px apart: every other caption finds room at best.
    const column = Array.from({ length: 6 }, (_, i) =>
      node(`n${i}`, 0, i * 20, { radius: 4, priority: 6 - i }),
    );
    const placed = placeLabels(column);
    expect(placed.size).toBeLessThan(6);
    const boxes = [...placed].map(([id, where]) => {
      const c = column.find((n) => n.id === id) as LabelCandidate;
      const top = where === 'below' ? c.y + c.radius + CAPTION_PX.gap : c.y - c.radius - CAPTION_PX.gap - 13;
      return { top, bottom: top + CAPTION_PX.height };
    });
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) expect(a.bottom <= b.top || b.bottom <= a.top).toBe(true);
    }
    const hovered = labelPriority(
      { kind: 'address', entityName: 'Unknown', level: 2, parentValue: 1 },
      { isHovered: true, isSelected: false },
    );
    const withHover = placeLabels(
      column.map((c) => (c.id === 'n3' ? { ...c, priority: hovered, isForced: true } : c)),
    );
    expect(withHover.get('n3')).toBe('below');
  });

  it('draws no caption for a node too small on screen, unless it is hovered', () => {
    expect(placeLabels([node('a', 0, 0, { isShown: false })]).size).toBe(0);
  });

  it('ranks the hovered, the selected, the origin, then named entities, nearer hops and larger flows', () => {
    const rank = (kind: string, entityName: string, level: number, parentValue: number) =>
      labelPriority({ kind, entityName, level, parentValue }, { isHovered: false, isSelected: false });
    const ranks = [
      labelPriority(
        { kind: 'address', entityName: 'Unknown', level: 3, parentValue: 0 },
        { isHovered: true, isSelected: false },
      ),
      labelPriority(
        { kind: 'address', entityName: 'Unknown', level: 3, parentValue: 0 },
        { isHovered: false, isSelected: true },
      ),
      rank('origin', 'Unknown', 0, 0),
      rank('address', 'Northwind', 3, 5),
      rank('address', 'Unknown', 1, 5),
      rank('address', 'Unknown', 2, 5_000),
      rank('address', 'Unknown', 2, 50),
    ];
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
  });

  it('places the captions of a large graph without one covering another or another node', () => {
    // 500 nodes on a grid 40 × 30 px: a 110 px caption fits beside a few neighbours at most.
    const many = Array.from({ length: 500 }, (_, i) =>
      node(`n${i}`, (i % 25) * 40, Math.floor(i / 25) * 30, { priority: i }),
    );
    const placed = placeLabels(many);
    expect(placed.size).toBeGreaterThan(0);
    expect(placed.size).toBeLessThan(500);
    // The highest priority always has room: nothing was placed before it.
    expect(placed.get('n499')).toBe('below');
    const boxes = [...placed].map(([id, where]) => {
      const c = many.find((n) => n.id === id) as LabelCandidate;
      const top =
        where === 'below'
          ? c.y + c.radius + CAPTION_PX.gap
          : c.y - c.radius - CAPTION_PX.gap - CAPTION_PX.height;
      return { left: c.x - c.width / 2, right: c.x + c.width / 2, top, bottom: top + CAPTION_PX.height };
    });
    const apart = (
      a: (typeof boxes)[number],
      b: { left: number; right: number; top: number; bottom: number },
    ) => a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) expect(apart(a, b)).toBe(true);
      for (const n of many) {
        const circle = {
          left: n.x - n.radius,
          right: n.x + n.radius,
          top: n.y - n.radius,
          bottom: n.y + n.radius,
        };
        expect(apart(a, circle)).toBe(true);
      }
    }
  });
});
