import type { InvestigationTreeDto } from '@riskscreen/shared';
import { LIMITS, TIMERS_MS } from '@riskscreen/shared';

/** Constants of spec part 2 §9 (graph). */
export const GRAPH = {
  directEdgeLimit: LIMITS.graphDirectEdgeLimit,
  maxZoom: 2,
  zoomStep: 0.25,
  /**
   * Centre-to-centre distance nodes keep. Read as a distance (not d3's per-node radius, which doubles it): with
   * the minimum zoom of 10 / nodes, a column of half the nodes then fits in about 500 px.
   */
  collisionRadius: 100,
  filterAutoApplyMs: TIMERS_MS.graphFilterAutoApply,
  /**
   * Fit never zooms in past 1: a graph of a few nodes would otherwise fill the canvas at the 2× maximum with
   * huge circles. Zooming in by hand still reaches 2.
   */
  maxFitZoom: 1,
} as const;

/** Smallest zoom: min(10 / node count, 0.5). */
export function minZoom(nodeCount: number): number {
  return Math.min(10 / Math.max(nodeCount, 1), 0.5);
}

/** How long the layout simulation runs at most: max(1000, 50 × nodes) ms. */
export function cooldownMs(nodeCount: number): number {
  return Math.max(1000, 50 * nodeCount);
}

/** Horizontal distance between hop levels: max(10 × nodes, 200). */
export function levelDistance(nodeCount: number): number {
  return Math.max(10 * nodeCount, 200);
}

/** A view of the graph: the graph point shown at the canvas centre and the zoom. */
export type GraphView = { x: number; y: number; k: number };
export type GraphBox = { x: [number, number]; y: [number, number] };

/** Pixels kept free around the fitted nodes: the same on every side, or per side (captions hang below nodes). */
export type FitPadding = number | { x: number; top: number; bottom: number };

/**
 * The view that fits the nodes' bounding box into the canvas less `padding` pixels on each side (and less the
 * `coveredRight` pixels a side panel covers), centred there, zoomed no further in than `GRAPH.maxFitZoom` and no
 * further out than the minimum zoom.
 */
export function fitView(
  box: GraphBox,
  canvas: { width: number; height: number },
  nodeCount: number,
  padding: FitPadding,
  coveredRight = 0,
): GraphView {
  const pad = typeof padding === 'number' ? { x: padding, top: padding, bottom: padding } : padding;
  const visibleWidth = Math.max(canvas.width - coveredRight, 1);
  const boxWidth = Math.max(box.x[1] - box.x[0], 1);
  const boxHeight = Math.max(box.y[1] - box.y[0], 1);
  const room = Math.min(
    Math.max(visibleWidth - 2 * pad.x, 1) / boxWidth,
    Math.max(canvas.height - pad.top - pad.bottom, 1) / boxHeight,
  );
  const k = Math.min(GRAPH.maxFitZoom, Math.max(minZoom(nodeCount), room));
  // The box centre lands in the middle of the uncovered part (left of canvas centre by coveredRight / 2), and
  // midway between the top and bottom paddings.
  return {
    x: (box.x[0] + box.x[1]) / 2 + coveredRight / 2 / k,
    y: (box.y[0] + box.y[1]) / 2 + (pad.bottom - pad.top) / 2 / k,
    k,
  };
}

/**
 * The canvas centre (graph coordinates) that brings a point into the part of the canvas a side panel leaves
 * uncovered (`coveredRight` pixels on the right), or null when it is already visible there with `margin` pixels
 * to spare. The point lands in the middle of the uncovered part; the zoom is kept.
 */
export function revealCentre(
  point: { x: number; y: number },
  view: GraphView,
  canvas: { width: number; height: number },
  coveredRight: number,
  margin: number,
): { x: number; y: number } | null {
  const visibleWidth = Math.max(canvas.width - coveredRight, 0);
  const screenX = (point.x - view.x) * view.k + canvas.width / 2;
  const screenY = (point.y - view.y) * view.k + canvas.height / 2;
  const isVisible =
    screenX >= margin &&
    screenX <= visibleWidth - margin &&
    screenY >= margin &&
    screenY <= canvas.height - margin;
  if (isVisible) return null;
  const targetX = visibleWidth / 2;
  const targetY = screenY >= margin && screenY <= canvas.height - margin ? screenY : canvas.height / 2;
  return {
    x: point.x - (targetX - canvas.width / 2) / view.k,
    y: point.y - (targetY - canvas.height / 2) / view.k,
  };
}

/** The next zoom in or out by one step, kept within the limits. */
export function stepZoom(current: number, direction: 1 | -1, nodeCount: number): number {
  const next = current + direction * GRAPH.zoomStep;
  return Math.min(GRAPH.maxZoom, Math.max(minZoom(nodeCount), next));
}

/** Whether zoom in (or out) can still move: the buttons are disabled at the limits. */
export function canZoom(current: number, direction: 1 | -1, nodeCount: number): boolean {
  const epsilon = 1e-6;
  return direction === 1 ? current < GRAPH.maxZoom - epsilon : current > minZoom(nodeCount) + epsilon;
}

export type NodeKind = 'origin' | 'cluster' | 'address';
/** Node ids beginning with '-' are on the incoming side, '+' the outgoing side, otherwise the origin. */
export type Side = 'incoming' | 'origin' | 'outgoing';

export function sideOf(id: string): Side {
  if (id.startsWith('-')) return 'incoming';
  return id.startsWith('+') ? 'outgoing' : 'origin';
}

export type GraphNode = {
  id: string;
  kind: NodeKind;
  side: Side;
  /** Hops from the origin: negative on the incoming side, positive on the outgoing side. */
  level: number;
  /** Position within its level (0-based), in the order of the parents, so that links cross little. */
  slot: number;
  levelSize: number;
  /** The node it was reached from (null for the origin) and the value of that link: the slot order. */
  parentId: string | null;
  parentValue: number;
  name: string;
  entityType: string;
  entitySubtype: string;
  entityName: string;
  addresses: string[];
  addressCount: number;
  isMegahub: boolean;
};

export type GraphLink = { id: string; source: string; target: string; valueUsd: number; depth: number };
export type GraphModel = { nodes: GraphNode[]; links: GraphLink[]; maxDepth: number; originId: string };

/** The tree as nodes with hop levels (the nearest hop a node was reached at) and links sender → receiver. */
export function buildGraph(tree: InvestigationTreeDto): GraphModel {
  const level = new Map<string, number>();
  const parent = new Map<string, { id: string; value: number }>();
  const links: GraphLink[] = [];
  let maxDepth = 0;
  for (const [edges, sign] of [
    [tree.incoming_edges, -1],
    [tree.outgoing_edges, 1],
  ] as const) {
    for (const edge of edges) {
      const far = sign < 0 ? edge.sender : edge.receiver;
      const known = level.get(far);
      if (known === undefined || Math.abs(known) > edge.depth) {
        level.set(far, sign * edge.depth);
        parent.set(far, { id: sign < 0 ? edge.receiver : edge.sender, value: edge.value });
      }
      maxDepth = Math.max(maxDepth, edge.depth);
      links.push({
        id: edge.id,
        source: edge.sender,
        target: edge.receiver,
        valueUsd: edge.value,
        depth: edge.depth,
      });
    }
  }
  const nodes: GraphNode[] = tree.nodes.map((node) => ({
    id: node.id,
    kind: node.type,
    side: node.type === 'origin' ? 'origin' : sideOf(node.id),
    level: node.type === 'origin' ? 0 : (level.get(node.id) ?? 0),
    slot: 0,
    levelSize: 1,
    parentId: parent.get(node.id)?.id ?? null,
    parentValue: parent.get(node.id)?.value ?? 0,
    name: node.name,
    entityType: node.tag_type_verbose || 'Unknown',
    entitySubtype: node.tag_subtype_verbose || 'Unknown',
    entityName: node.tag_name_verbose || 'Unknown',
    addresses: node.addresses,
    addressCount: node.address_count,
    isMegahub: node.is_megahub,
  }));
  const originId = nodes.find((n) => n.kind === 'origin')?.id ?? nodes[0]?.id ?? '';
  assignSlots(nodes);
  const ids = new Set(nodes.map((n) => n.id));
  return { nodes, links: links.filter((l) => ids.has(l.source) && ids.has(l.target)), maxDepth, originId };
}

/** Slots level by level away from the origin: children follow their parent's slot, larger flows first. */
export function assignSlots(nodes: GraphNode[]): void {
  const byLevel = new Map<number, GraphNode[]>();
  for (const node of nodes) byLevel.set(node.level, [...(byLevel.get(node.level) ?? []), node]);
  const slotOf = new Map<string, number>();
  const levels = [...byLevel.keys()].sort((a, b) => Math.abs(a) - Math.abs(b));
  for (const l of levels) {
    const members = byLevel.get(l) ?? [];
    const key = (n: GraphNode) => slotOf.get(n.parentId ?? '') ?? 0;
    members.sort((a, b) => key(a) - key(b) || b.parentValue - a.parentValue);
    members.forEach((node, i) => {
      node.slot = i;
      node.levelSize = members.length;
      slotOf.set(node.id, i);
    });
  }
}

/** What a click selected, and what stays lit: the object, its ends or neighbours, and the links between. */
export type Selection = { kind: 'node'; id: string } | { kind: 'link'; id: string };

export function highlightOf(
  graph: GraphModel,
  selection: Selection | null,
): { nodes: Set<string>; links: Set<string> } | null {
  if (!selection) return null;
  const nodes = new Set<string>();
  const links = new Set<string>();
  if (selection.kind === 'node') {
    nodes.add(selection.id);
    for (const l of graph.links) {
      if (l.source === selection.id || l.target === selection.id) {
        links.add(l.id);
        nodes.add(l.source);
        nodes.add(l.target);
      }
    }
  } else {
    const link = graph.links.find((l) => l.id === selection.id);
    if (link) {
      links.add(link.id);
      nodes.add(link.source);
      nodes.add(link.target);
    }
  }
  return { nodes, links };
}

/** Transfer direction in the side panel: value leaving the selection (From) or reaching it (To). */
export type PanelDirection = 'from' | 'to';
export const MAX_PARTY_ADDRESSES = 1000;

/**
 * Sender and receiver lists of the investigated-transactions call: for a link its two ends; for a node the
 * node and every node linked to it.
 */
export function transferParties(
  graph: GraphModel,
  selection: Selection,
  direction: PanelDirection,
): { sender: string[]; receiver: string[] } {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const addressesOf = (ids: Iterable<string>) => {
    const out = new Set<string>();
    for (const id of ids) for (const a of byId.get(id)?.addresses ?? []) out.add(a);
    return [...out].slice(0, MAX_PARTY_ADDRESSES);
  };
  let near: string[];
  let far: string[];
  if (selection.kind === 'link') {
    const link = graph.links.find((l) => l.id === selection.id);
    near = link ? [link.source] : [];
    far = link ? [link.target] : [];
  } else {
    near = [selection.id];
    far = graph.links.flatMap((l) =>
      l.source === selection.id ? [l.target] : l.target === selection.id ? [l.source] : [],
    );
  }
  const [from, to] = [addressesOf(near), addressesOf(far)];
  // For a node, 'from' is value the node sent; for a link, value along the link (sender → receiver).
  return direction === 'from' ? { sender: from, receiver: to } : { sender: to, receiver: from };
}

/** The default panel direction: value flows towards the origin on the incoming side. */
export function defaultPanelDirection(graph: GraphModel, selection: Selection): PanelDirection {
  if (selection.kind === 'link') return 'from';
  const node = graph.nodes.find((n) => n.id === selection.id);
  return node?.side === 'outgoing' ? 'to' : 'from';
}

/** The external tracker's URL for a node (spec part 2 §2), or null when no tracker is configured. */
export function trackerUrl(base: string, node: GraphNode, currency: number): string | null {
  if (!base) return null;
  const url = new URL(base, window.location.origin);
  const params: Record<string, string> = {
    identifier: node.addresses[0] ?? node.id.replace(/^[-+]/, ''),
    identifier_type: 'address',
    entity_name: node.entityName,
    entity_type: node.entityType,
    entity_subtype: node.entitySubtype,
    currency: String(currency),
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
