import { describe, expect, it } from 'vitest';
import { collideForce, type SimNode } from './graph-forces.ts';

/** Run a force for some ticks the way d3 does: velocities added to positions, then damped. */
function simulate(nodes: SimNode[], force: ReturnType<typeof collideForce>, ticks: number): void {
  force.initialize(nodes);
  for (let t = 0; t < ticks; t++) {
    force(1);
    for (const n of nodes) {
      n.x = (n.x ?? 0) + (n.vx ?? 0);
      n.y = (n.y ?? 0) + (n.vy ?? 0);
      n.vx = (n.vx ?? 0) * 0.6;
      n.vy = (n.vy ?? 0) * 0.6;
    }
  }
}

describe('collideForce', () => {
  it('pushes overlapping nodes to the minimum distance and leaves distant ones alone', () => {
    const nodes: SimNode[] = [
      { x: 0, y: 0 },
      { x: 0, y: 10 },
      { x: 0, y: 10 },
      { x: 1000, y: 0 },
    ];
    simulate(nodes, collideForce(100), 200);
    const gap = (a: SimNode, b: SimNode) => Math.hypot((a.x ?? 0) - (b.x ?? 0), (a.y ?? 0) - (b.y ?? 0));
    const [a, b, c, far] = nodes as [SimNode, SimNode, SimNode, SimNode];
    for (const [p, q] of [
      [a, b],
      [a, c],
      [b, c],
    ] as const) {
      expect(gap(p, q)).toBeGreaterThan(95);
    }
    expect(far).toMatchObject({ x: 1000, y: 0 });
  });
});
