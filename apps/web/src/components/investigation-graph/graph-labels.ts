/**
 * Which node captions to draw, and where, so that no two overlap (nor cover another node): every frame, captions
 * are placed greedily, most important first, below their node, else above it; a caption with no free place is
 * left out until its node is hovered (the hover tooltip names it as well). Boxes are kept in a uniform grid, so
 * a frame of 500 nodes stays linear in the node count.
 *
 * Everything is in screen pixels relative to the graph origin (graph units × zoom), so the result does not
 * depend on where the view is panned.
 */
export type LabelPlacement = 'below' | 'above';

export type LabelCandidate = {
  id: string;
  /** Node centre, in pixels. */
  x: number;
  y: number;
  /** Node radius plus its outermost ring, in pixels. */
  radius: number;
  /** Caption width in pixels. */
  width: number;
  /** Higher first (see labelPriority). */
  priority: number;
  /** Whether the caption may be drawn at all at this zoom (large enough on screen, or forced by hover). */
  isShown: boolean;
  /** The hovered node: its caption shows below it whatever is in the way (the others give way to it). */
  isForced?: boolean;
};

/** Caption line height and its gap from the ring, in pixels (11 px text, graph-drawing.ts). */
export const CAPTION_PX = { height: 13, gap: 4 } as const;
const CELL_PX = 64;

type Box = { left: number; top: number; right: number; bottom: number };

class BoxGrid {
  private readonly cells = new Map<number, Box[]>();

  private *keys(box: Box): Generator<number> {
    for (let cx = Math.floor(box.left / CELL_PX); cx <= Math.floor(box.right / CELL_PX); cx++) {
      for (let cy = Math.floor(box.top / CELL_PX); cy <= Math.floor(box.bottom / CELL_PX); cy++) {
        yield cx * 1_000_003 + cy;
      }
    }
  }

  isFree(box: Box): boolean {
    for (const key of this.keys(box)) {
      for (const other of this.cells.get(key) ?? []) {
        if (
          box.left < other.right &&
          box.right > other.left &&
          box.top < other.bottom &&
          box.bottom > other.top
        ) {
          return false;
        }
      }
    }
    return true;
  }

  add(box: Box): void {
    for (const key of this.keys(box)) {
      const cell = this.cells.get(key);
      if (cell) cell.push(box);
      else this.cells.set(key, [box]);
    }
  }
}

function captionBox(c: LabelCandidate, placement: LabelPlacement): Box {
  const left = c.x - c.width / 2;
  const top =
    placement === 'below'
      ? c.y + c.radius + CAPTION_PX.gap
      : c.y - c.radius - CAPTION_PX.gap - CAPTION_PX.height;
  return { left, top, right: left + c.width, bottom: top + CAPTION_PX.height };
}

/** Where each shown caption goes; a node missing from the result draws none. */
export function placeLabels(candidates: readonly LabelCandidate[]): Map<string, LabelPlacement> {
  const grid = new BoxGrid();
  // Nodes are obstacles too: a caption never covers another node's circle.
  for (const c of candidates) {
    grid.add({ left: c.x - c.radius, top: c.y - c.radius, right: c.x + c.radius, bottom: c.y + c.radius });
  }
  const placed = new Map<string, LabelPlacement>();
  const order = candidates.filter((c) => c.isShown).sort((a, b) => b.priority - a.priority);
  for (const c of order) {
    if (c.isForced) {
      grid.add(captionBox(c, 'below'));
      placed.set(c.id, 'below');
      continue;
    }
    for (const placement of ['below', 'above'] as const) {
      // The caption starts beyond its own node's ring: only other nodes and captions can be in the way.
      const box = captionBox(c, placement);
      if (!grid.isFree(box)) continue;
      grid.add(box);
      placed.set(c.id, placement);
      break;
    }
  }
  return placed;
}

/**
 * The order captions claim their place: the hovered node, the selected one, the origin, then named entities
 * before bare addresses, nearer hops before farther ones, larger flows first.
 */
export function labelPriority(
  node: { kind: string; entityName: string; level: number; parentValue: number },
  state: { isHovered: boolean; isSelected: boolean },
): number {
  if (state.isHovered) return 5e12;
  if (state.isSelected) return 4e12;
  if (node.kind === 'origin') return 3e12;
  const named = node.entityName !== 'Unknown' ? 1e12 : 0;
  return named + (100 - Math.min(Math.abs(node.level), 99)) * 1e9 + Math.min(node.parentValue, 9e8);
}
