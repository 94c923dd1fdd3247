import { GRAPH } from './graph-model.ts';

/** Rows a hop level keeps in one column before it wraps into columns side by side. */
const COLUMN_ROWS = 12;

/**
 * Where a node starts within its hop level, from the level's centre: a level of many nodes (one hop often holds
 * most of a graph) wraps into columns side by side, up to 60% of the level distance wide, instead of one column
 * taller than any canvas can show at the minimum zoom. Columns and rows are a collision distance apart.
 */
export function levelSlotOffset(
  slot: number,
  levelSize: number,
  spacing: number,
): { dx: number; dy: number } {
  const step = GRAPH.collisionRadius;
  const maxColumns = Math.max(1, Math.floor((spacing * 0.6) / step));
  const rows = Math.max(Math.ceil(levelSize / maxColumns), Math.min(levelSize, COLUMN_ROWS));
  const columns = Math.ceil(levelSize / rows);
  const column = Math.floor(slot / rows);
  const inColumn = column === columns - 1 ? levelSize - column * rows : rows;
  return { dx: (column - (columns - 1) / 2) * step, dy: ((slot % rows) - (inColumn - 1) / 2) * step };
}
