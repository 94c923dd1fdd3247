/** A simulated node as d3-force sees it. */
export type SimNode = { x?: number; y?: number; vx?: number; vy?: number };

/**
 * Collision force keeping node centres at least `minDistance` apart, like d3's forceCollide but with a uniform
 * grid, so one tick stays linear in the node count at 500 nodes. Written here because the layout needs only this
 * one force beyond those force-graph ships.
 */
export function collideForce(minDistance: number, strength = 0.7) {
  let nodes: SimNode[] = [];
  const cellSize = minDistance;

  // Grid cells keyed by a number (no string building per node and tick).
  const key = (cx: number, cy: number) => cx * 131_071 + cy;
  const grid = new Map<number, number[]>();

  function force(_alpha: number) {
    grid.clear();
    const cx = new Int32Array(nodes.length);
    const cy = new Int32Array(nodes.length);
    nodes.forEach((n, i) => {
      cx[i] = Math.floor(((n.x ?? 0) + (n.vx ?? 0)) / cellSize);
      cy[i] = Math.floor(((n.y ?? 0) + (n.vy ?? 0)) / cellSize);
      const k = key(cx[i] ?? 0, cy[i] ?? 0);
      const bucket = grid.get(k);
      if (bucket) bucket.push(i);
      else grid.set(k, [i]);
    });
    nodes.forEach((a, i) => {
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          const bucket = grid.get(key((cx[i] ?? 0) + dx, (cy[i] ?? 0) + dy));
          if (!bucket) continue;
          for (const j of bucket) {
            if (j <= i) continue;
            const b = nodes[j] as SimNode;
            let x = (a.x ?? 0) + (a.vx ?? 0) - ((b.x ?? 0) + (b.vx ?? 0));
            let y = (a.y ?? 0) + (a.vy ?? 0) - ((b.y ?? 0) + (b.vy ?? 0));
            let distance = Math.hypot(x, y);
            if (distance >= minDistance) continue;
            if (distance === 0) {
              // Coincident nodes: part them along y, deterministically.
              x = 0;
              y = 1;
              distance = 1;
            }
            const push = (((minDistance - distance) / distance) * strength) / 2;
            a.vx = (a.vx ?? 0) + x * push;
            a.vy = (a.vy ?? 0) + y * push;
            b.vx = (b.vx ?? 0) - x * push;
            b.vy = (b.vy ?? 0) - y * push;
          }
        }
      }
    });
  }
  force.initialize = (next: SimNode[]) => {
    nodes = next;
  };
  return force;
}
