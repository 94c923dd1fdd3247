import { type FitPadding, fitView, GRAPH, type GraphBox, type GraphView, minZoom } from './graph-model.ts';

/** Rows a hop level keeps in one column before it wraps into columns side by side. */
const COLUMN_ROWS = 12;
/** How wide (share of the level distance) a level's columns may spread before levels run into each other. */
const LEVEL_WIDTH_SHARE = 0.6;

/**
 * Pixels the first fit keeps around the nodes (graph-canvas.tsx): a margin on every side, room above a node for
 * its selection ring, below it for the ring and its caption. The caption's half width is added at the sides.
 */
export const FIT_ROOM_PX = { margin: 16, ring: 8, caption: 4 + 13 } as const;
/** The largest node radius in graph units (the origin's, graph-drawing.ts). */
export const MAX_NODE_RADIUS = 30;

/**
 * How many rows a column of a hop level may hold so that, at the minimum zoom, it fits the canvas height with its
 * nodes, rings, captions and margins: a taller level wraps into more columns instead of being cut off.
 */
export function rowsThatFit(canvasHeight: number, nodeCount: number): number {
  const k = minZoom(nodeCount);
  const room =
    canvasHeight -
    2 * FIT_ROOM_PX.margin -
    2 * FIT_ROOM_PX.ring -
    FIT_ROOM_PX.caption -
    2 * MAX_NODE_RADIUS * k;
  return Math.max(1, Math.floor(room / (GRAPH.collisionRadius * k)) + 1);
}

/**
 * Rows and columns of a hop level: a level of many nodes (one hop often holds most of a graph) wraps into columns
 * side by side, up to 60% of the level distance wide, instead of one column taller than the canvas can show at
 * the minimum zoom; never more than `maxRows` rows (rowsThatFit), even if that needs more columns.
 */
export function levelGrid(
  levelSize: number,
  spacing: number,
  maxRows = Number.POSITIVE_INFINITY,
): { rows: number; columns: number } {
  const maxColumns = Math.max(1, Math.floor((spacing * LEVEL_WIDTH_SHARE) / GRAPH.collisionRadius));
  const preferred = Math.max(Math.ceil(levelSize / maxColumns), Math.min(levelSize, COLUMN_ROWS));
  const rows = Math.max(1, Math.min(preferred, maxRows));
  return { rows, columns: Math.ceil(levelSize / rows) };
}

/**
 * Where a node starts within its hop level, from the level's centre (see levelGrid). Columns and rows are a
 * collision distance apart.
 */
export function levelSlotOffset(
  slot: number,
  levelSize: number,
  spacing: number,
  maxRows = Number.POSITIVE_INFINITY,
): { dx: number; dy: number } {
  const step = GRAPH.collisionRadius;
  const { rows, columns } = levelGrid(levelSize, spacing, maxRows);
  const column = Math.floor(slot / rows);
  const inColumn = column === columns - 1 ? levelSize - column * rows : rows;
  return { dx: (column - (columns - 1) / 2) * step, dy: ((slot % rows) - (inColumn - 1) / 2) * step };
}

/**
 * The distance between hop levels: the spec's (levelDistance), widened when a level needs more columns than 60%
 * of it holds (a tall level on a short canvas), so that levels never overlap.
 */
export function layoutSpacing(levelSizes: Iterable<number>, spacing: number, maxRows: number): number {
  let widest = 1;
  for (const size of levelSizes) widest = Math.max(widest, levelGrid(size, spacing, maxRows).columns);
  return Math.max(spacing, Math.ceil(((widest - 1) * GRAPH.collisionRadius) / LEVEL_WIDTH_SHARE));
}

/**
 * The view that shows every node whole (circle and rings) with its caption, a margin inside the canvas: the
 * nodes' centres box grows by the largest radius, and the paddings keep room for rings, captions below and the
 * widest caption's half at the sides.
 */
export function fitWithCaptions(
  centres: GraphBox,
  canvas: { width: number; height: number },
  nodeCount: number,
  captionHalfWidth: number,
  coveredRight = 0,
): GraphView {
  const r = MAX_NODE_RADIUS;
  const box: GraphBox = { x: [centres.x[0] - r, centres.x[1] + r], y: [centres.y[0] - r, centres.y[1] + r] };
  const padding: FitPadding = {
    x: FIT_ROOM_PX.margin + captionHalfWidth,
    top: FIT_ROOM_PX.margin + FIT_ROOM_PX.ring,
    bottom: FIT_ROOM_PX.margin + FIT_ROOM_PX.ring + FIT_ROOM_PX.caption,
  };
  return fitView(box, canvas, nodeCount, padding, coveredRight);
}
