import type { InvestigationTreeDto } from '@riskscreen/shared';
import type { Locator, Page } from 'playwright-core';

/**
 * Browser-side probes for the investigation graph, which draws on a canvas: find a node by its colour, and time
 * animation frames.
 */

/** The centre (page coordinates) of the pixels of a colour on the graph canvas, or null when none shows. */
export async function findColour(
  canvas: Locator,
  rgb: [number, number, number],
): Promise<{ x: number; y: number } | null> {
  const box = await canvas.boundingBox();
  if (!box) return null;
  const centre = await canvas.evaluate((element, [r, g, b]) => {
    const c = element as HTMLCanvasElement;
    const ctx = c.getContext('2d');
    if (!ctx) return null;
    const { data, width, height } = ctx.getImageData(0, 0, c.width, c.height);
    let sx = 0;
    let sy = 0;
    let n = 0;
    for (let y = 0; y < height; y += 2) {
      for (let x = 0; x < width; x += 2) {
        const i = (y * width + x) * 4;
        if (
          Math.abs((data[i] ?? 0) - r) < 6 &&
          Math.abs((data[i + 1] ?? 0) - g) < 6 &&
          Math.abs((data[i + 2] ?? 0) - b) < 6
        ) {
          sx += x;
          sy += y;
          n++;
        }
      }
    }
    // Canvas pixels per CSS pixel (device pixel ratio).
    const ratio = c.width / c.clientWidth;
    return n === 0 ? null : { x: sx / n / ratio, y: sy / n / ratio, n };
  }, rgb);
  return centre ? { x: box.x + centre.x, y: box.y + centre.y } : null;
}

/** requestAnimationFrame deltas (ms) over `ms`, while `during` runs (an interaction, or nothing). */
export async function frameDeltas(page: Page, ms: number, during?: () => Promise<void>): Promise<number[]> {
  const measuring = page.evaluate(
    (duration) =>
      new Promise<number[]>((resolve) => {
        const deltas: number[] = [];
        let last = performance.now();
        const end = last + duration;
        const tick = (t: number) => {
          deltas.push(t - last);
          last = t;
          if (t < end) requestAnimationFrame(tick);
          else resolve(deltas);
        };
        requestAnimationFrame(tick);
      }),
    ms,
  );
  if (during) await during();
  return measuring;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const CATEGORIES = [
  'Unknown',
  'Exchange',
  'Unknown',
  'DeFi',
  'Unknown',
  'Gambling',
  'Unknown',
  'Scam',
  'Service',
];

/**
 * A synthetic neighbourhood of `size` nodes (origin included): per side 10 nodes at hop 1, 100 at hop 2 and the
 * rest at hop 3, every node linked to one parent. Deterministic.
 */
export function syntheticTree(size: number, origin: string): InvestigationTreeDto {
  const nodes: InvestigationTreeDto['nodes'] = [
    {
      id: origin,
      type: 'origin',
      addresses: [origin],
      address_count: 1,
      name: origin,
      tag_type_verbose: 'Unknown',
      tag_subtype_verbose: 'Unknown',
      tag_name_verbose: 'Unknown',
      is_megahub: false,
    },
  ];
  const edges: Record<'-' | '+', InvestigationTreeDto['incoming_edges']> = { '-': [], '+': [] };
  const levels: Record<'-' | '+', string[][]> = { '-': [[origin]], '+': [[origin]] };
  let made = 1;
  const add = (sign: '-' | '+', depth: number) => {
    const parents = levels[sign][depth - 1] ?? [];
    const parent = parents[(levels[sign][depth]?.length ?? 0) % parents.length] ?? origin;
    const address = `0x${made.toString(16).padStart(40, '0')}`;
    const id = `${sign}${address}`;
    const category = CATEGORIES[made % CATEGORIES.length] ?? 'Unknown';
    nodes.push({
      id,
      type: made % 17 === 0 ? 'cluster' : 'address',
      addresses: [address],
      address_count: made % 17 === 0 ? 4 : 1,
      name: category === 'Unknown' ? address : `${category} ${made}`,
      tag_type_verbose: category,
      tag_subtype_verbose: 'Unknown',
      tag_name_verbose: category === 'Unknown' ? 'Unknown' : `${category} ${made}`,
      is_megahub: false,
    });
    const level = levels[sign][depth] ?? [];
    level.push(id);
    levels[sign][depth] = level;
    const value = 1000 + ((made * 7919) % 100_000);
    edges[sign].push({
      id: `${sign}${edges[sign].length + 1}`,
      sender: sign === '-' ? id : parent,
      receiver: sign === '-' ? parent : id,
      value,
      depth,
    });
    made++;
  };
  const perSide = [10, 100];
  for (const sign of ['-', '+'] as const) {
    for (const [i, count] of perSide.entries()) for (let k = 0; k < count; k++) add(sign, i + 1);
  }
  for (let k = 0; made < size; k++) add(k % 2 === 0 ? '-' : '+', 3);
  return { nodes, incoming_edges: edges['-'], outgoing_edges: edges['+'], truncated: false };
}
