import { entityTypeColour } from '../../lib/entity-colours.ts';
import { truncateMiddle } from '../../lib/format.ts';
import { CAPTION_PX, type LabelPlacement } from './graph-labels.ts';
import type { GraphNode, NodeKind } from './graph-model.ts';

/** Node radius in graph units; a node never draws smaller than MIN_SCREEN_RADIUS pixels when zoomed out. */
const RADIUS: Record<NodeKind, number> = { origin: 30, cluster: 24, address: 20 };
const MIN_SCREEN_RADIUS: Record<NodeKind, number> = { origin: 7, cluster: 5, address: 4 };
/** Labels appear once a node is at least this many pixels wide. */
const LABEL_MIN_SCREEN_RADIUS = 9;
const DIMMED_ALPHA = 0.12;
const TEXT_COLOUR = '#212529';
const RING_COLOUR = '#212529';
/** A white outline behind captions, so links running under a caption (many meet at a megahub) do not cross it. */
const TEXT_HALO = 'rgba(255, 255, 255, 0.92)';
/** How far (px) the outermost ring reaches beyond the circle: the caption starts below it. */
const RING_OUTSET_PX = { megahub: 6, cluster: 3, selected: 8 };
const CAPTION_FONT_PX = 11;
const CAPTION_FONT = 'Inter, system-ui, sans-serif';

export function nodeRadius(kind: NodeKind, globalScale: number): number {
  return Math.max(RADIUS[kind], MIN_SCREEN_RADIUS[kind] / globalScale);
}

/** The node's outermost ring beyond its circle, in pixels. */
export function ringOutsetPx(node: GraphNode, isSelected: boolean): number {
  if (isSelected) return RING_OUTSET_PX.selected;
  if (node.isMegahub) return RING_OUTSET_PX.megahub;
  return node.kind === 'cluster' ? RING_OUTSET_PX.cluster : 0;
}

/** Whether a node is drawn large enough on screen for a caption. */
export function isCaptionLegible(kind: NodeKind, globalScale: number): boolean {
  return nodeRadius(kind, globalScale) * globalScale >= LABEL_MIN_SCREEN_RADIUS;
}

const captionWidths = new Map<string, number>();
let measure: CanvasRenderingContext2D | null | undefined;

/** A caption's width in pixels, measured once per text (an estimate where there is no canvas, as in tests). */
export function captionWidthPx(caption: string): number {
  let width = captionWidths.get(caption);
  if (width !== undefined) return width;
  if (measure === undefined) measure = document.createElement('canvas').getContext?.('2d') ?? null;
  if (measure) {
    measure.font = `${CAPTION_FONT_PX}px ${CAPTION_FONT}`;
    width = measure.measureText(caption).width;
  } else {
    width = caption.length * CAPTION_FONT_PX * 0.6;
  }
  captionWidths.set(caption, width);
  return width;
}

/**
 * A node: circle in its entity type's colour; the origin with a thick ring, a cluster with a double ring, a
 * megahub dashed. Its caption below or above it where graph-labels.ts found room (none: no caption this frame).
 */
export function drawNode(
  ctx: CanvasRenderingContext2D,
  node: GraphNode & { x?: number; y?: number },
  globalScale: number,
  state: { isDimmed: boolean; isSelected: boolean; caption: LabelPlacement | undefined },
): void {
  const x = node.x ?? 0;
  const y = node.y ?? 0;
  const r = nodeRadius(node.kind, globalScale);
  const px = 1 / globalScale;
  ctx.globalAlpha = state.isDimmed ? DIMMED_ALPHA : 1;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.fillStyle = entityTypeColour(node.entityType);
  ctx.fill();
  ctx.strokeStyle = RING_COLOUR;
  if (node.kind === 'origin') {
    ctx.lineWidth = 3 * px;
    ctx.stroke();
  } else if (node.kind === 'cluster') {
    ctx.lineWidth = 1.5 * px;
    ctx.beginPath();
    ctx.arc(x, y, r + 3 * px, 0, 2 * Math.PI);
    ctx.stroke();
  }
  if (node.isMegahub) {
    ctx.setLineDash([4 * px, 3 * px]);
    ctx.lineWidth = 1.5 * px;
    ctx.beginPath();
    ctx.arc(x, y, r + 6 * px, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  if (state.isSelected) {
    ctx.strokeStyle = '#fab005';
    ctx.lineWidth = 3 * px;
    ctx.beginPath();
    ctx.arc(x, y, r + 8 * px, 0, 2 * Math.PI);
    ctx.stroke();
  }
  if (state.caption) {
    const outset = ringOutsetPx(node, state.isSelected);
    const isBelow = state.caption === 'below';
    const offset = r + (outset + CAPTION_PX.gap) * px;
    ctx.font = `${CAPTION_FONT_PX * px}px ${CAPTION_FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = isBelow ? 'top' : 'bottom';
    ctx.lineJoin = 'round';
    ctx.lineWidth = 3 * px;
    ctx.strokeStyle = TEXT_HALO;
    const top = isBelow ? y + offset : y - offset;
    const caption = nodeCaption(node);
    ctx.strokeText(caption, x, top);
    ctx.fillStyle = TEXT_COLOUR;
    ctx.fillText(caption, x, top);
  }
  ctx.globalAlpha = 1;
}

/** The hit area of a node: its circle. */
export function paintNodeArea(
  ctx: CanvasRenderingContext2D,
  node: GraphNode & { x?: number; y?: number },
  colour: string,
  globalScale: number,
): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(node.x ?? 0, node.y ?? 0, nodeRadius(node.kind, globalScale) + 2 / globalScale, 0, 2 * Math.PI);
  ctx.fill();
}

/**
 * The party of a mint or a burn: tokens created out of no address (they arrive from it) or destroyed into none
 * (they are sent to it). Named for what happened, as a bare '(no address)' left users guessing.
 */
export function noAddressName(node: Pick<GraphNode, 'side'>): string {
  return node.side === 'incoming' ? 'Minted (no sender)' : 'Burned (no receiver)';
}

/** The caption under a node: the entity name, else the shortened address. */
export function nodeCaption(node: GraphNode): string {
  const name = node.entityName !== 'Unknown' ? node.entityName : node.name.replace(/^[-+]/, '');
  if (!name.trim()) return noAddressName(node);
  return name.length > 22 ? truncateMiddle(name, 16) : name;
}

/** The hover text of a node: entity name or full address, entity type, address count. */
export function nodeTooltip(node: GraphNode): string {
  const own = node.entityName !== 'Unknown' ? node.entityName : node.name.replace(/^[-+]/, '');
  if (!own.trim()) {
    return `${noAddressName(node)} · tokens ${node.side === 'incoming' ? 'created by' : 'destroyed by'} a contract, not moved by an address`;
  }
  const count = `${node.addressCount} address${node.addressCount === 1 ? '' : 'es'}`;
  return `${own} · ${node.entityType} · ${count}${node.isMegahub ? ' · megahub' : ''}`;
}

/** Arrow head at the receiver's edge, in screen-constant size. */
export function drawArrow(
  ctx: CanvasRenderingContext2D,
  from: { x?: number; y?: number },
  to: GraphNode & { x?: number; y?: number },
  colour: string,
  globalScale: number,
): void {
  const dx = (to.x ?? 0) - (from.x ?? 0);
  const dy = (to.y ?? 0) - (from.y ?? 0);
  const length = Math.hypot(dx, dy);
  if (length === 0) return;
  const ux = dx / length;
  const uy = dy / length;
  const back = nodeRadius(to.kind, globalScale) + 2 / globalScale;
  const tipX = (to.x ?? 0) - ux * back;
  const tipY = (to.y ?? 0) - uy * back;
  const size = 7 / globalScale;
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(tipX, tipY);
  ctx.lineTo(tipX - ux * size - uy * size * 0.5, tipY - uy * size + ux * size * 0.5);
  ctx.lineTo(tipX - ux * size + uy * size * 0.5, tipY - uy * size - ux * size * 0.5);
  ctx.closePath();
  ctx.fill();
}

/** Link width in pixels: thicker for larger flows (log scale), 1–4 px. */
export function linkWidthPx(valueUsd: number): number {
  return Math.min(4, 1 + Math.log10(Math.max(1, valueUsd)) / 3);
}

/** HTML-escaped text for force-graph's tooltips, which it inserts as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
