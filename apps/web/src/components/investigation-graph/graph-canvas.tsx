import { type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import ForceGraph2D, { type ForceGraphMethods, type LinkObject, type NodeObject } from 'react-force-graph-2d';
import { formatUsd } from '../../lib/format.ts';
import {
  captionWidthPx,
  drawArrow,
  drawNode,
  escapeHtml,
  isCaptionLegible,
  linkWidthPx,
  nodeCaption,
  nodeRadius,
  nodeTooltip,
  paintNodeArea,
  ringOutsetPx,
} from './graph-drawing.ts';
import { collideForce } from './graph-forces.ts';
import { type LabelPlacement, labelPriority, placeLabels } from './graph-labels.ts';
import { fitWithCaptions, layoutSpacing, levelSlotOffset, rowsThatFit } from './graph-layout.ts';
import {
  cooldownMs,
  GRAPH,
  type GraphLink,
  type GraphModel,
  type GraphNode,
  highlightOf,
  levelDistance,
  minZoom,
  revealCentre,
  type Selection,
} from './graph-model.ts';

type SimNode = NodeObject<GraphNode>;
type SimLink = LinkObject<GraphNode, GraphLink>;

/** What the toolbar asks of the canvas. */
export type GraphCanvasHandle = {
  zoomTo: (k: number) => void;
  zoomToFit: () => void;
  canvas: () => HTMLCanvasElement | null;
};

type Props = {
  model: GraphModel;
  width: number;
  height: number;
  selection: Selection | null;
  onSelect: (selection: Selection | null) => void;
  /** Called when a zoom gesture or animation ends (not on every frame). */
  onZoomEnd: (k: number) => void;
  /** Pixels on the right covered by the side panel: a selection under it is panned into the rest. */
  coveredRight: number;
  handle: Ref<GraphCanvasHandle>;
};

const LINK_COLOUR = 'rgba(73, 80, 87, 0.55)';
const LINK_HIGHLIGHT = '#e8590c';
const LINK_DIMMED = 'rgba(73, 80, 87, 0.08)';
const FIT_MS = 400;
const PAN_MS = 400;
/** A selected node closer than this to the panel or an edge is panned into view. */
const REVEAL_MARGIN_PX = 48;
/** Layout converges well before the cooldown cap; stopping then frees the main thread. */
const ALPHA_MIN = 0.002;
const WARMUP_TICKS = 30;
/** Weak links: the slotted start is already untangled, links only nudge nodes towards their neighbours. */
const LINK_STRENGTH = 0.05;

/**
 * The investigation graph on a canvas (force-graph). Hop levels are fixed columns (incoming to the left of the
 * origin, outgoing to the right, level distance of spec §9); the simulation only spreads nodes vertically and
 * stops at convergence or after the cooldown. Nothing here sets React state per frame.
 */
export function GraphCanvas(props: Props) {
  const { model, width, height, selection, onSelect, onZoomEnd, coveredRight, handle } = props;
  const graphRef = useRef<ForceGraphMethods<SimNode, SimLink> | undefined>(undefined);
  const boxRef = useRef<HTMLDivElement>(null);
  const hasFitted = useRef(false);
  const nodeCount = model.nodes.length;
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const captions = useRef(new Map<string, LabelPlacement>());

  // force-graph mutates what it is given (positions, link ends as objects): each model gets fresh objects.
  const data = useMemo(() => {
    const n = model.nodes.length;
    const base = levelDistance(n);
    // No column taller than the canvas shows at the minimum zoom: a tall level wraps into more columns, and the
    // levels move apart when they need the room.
    const maxRows = rowsThatFit(height, n);
    const captionWidths = new Map(model.nodes.map((node) => [node.id, captionWidthPx(nodeCaption(node))]));
    const spacing = layoutSpacing(new Set(model.nodes.map((node) => node.levelSize)), base, maxRows);
    return {
      spacing,
      // Columns per hop level (a crowded level wraps into several); within a column, slots spaced by the
      // collision radius, so the layout starts untangled and the simulation only refines it.
      nodes: model.nodes.map((node): SimNode => {
        const { dx, dy } = levelSlotOffset(node.slot, node.levelSize, base, maxRows);
        return { ...node, fx: node.level * spacing + dx, y: dy };
      }),
      links: model.links.map((l): SimLink => ({ ...l })),
      captionWidths,
      // Captions hang below their nodes: the widest one sets the room the fit keeps at the sides.
      captionHalfWidth: Math.max(0, ...captionWidths.values()) / 2,
    };
  }, [model, height]);

  // Fit to the nodes with their circles, rings and captions inside the canvas and a margin, never zoomed in past
  // GRAPH.maxFitZoom (force-graph's zoomToFit would go up to the maximum). With the side panel open, fit into
  // the part of the canvas left of it.
  const fit = useCallback(
    (ms: number) => {
      const graph = graphRef.current;
      const centres = graph?.getGraphBbox();
      if (!graph || !centres) return;
      const canvas = { width, height };
      const view = fitWithCaptions(centres, canvas, data.nodes.length, data.captionHalfWidth, coveredRight);
      graph.centerAt(view.x, view.y, ms);
      graph.zoom(view.k, ms);
    },
    [data, width, height, coveredRight],
  );
  const fitRef = useRef(fit);
  fitRef.current = fit;

  useEffect(() => {
    const graph = graphRef.current;
    if (!graph || data.nodes.length === 0) return;
    graph.d3Force('collide', collideForce(GRAPH.collisionRadius));
    graph.d3Force('center', null);
    // No many-body charge: hop columns are fixed and slots start apart, so collision alone keeps nodes apart, and
    // each tick stays linear in the node count.
    graph.d3Force('charge', null);
    // Links as long as a level step: a link pulls only when nodes drift apart vertically, so collision can spread
    // a column.
    graph.d3Force('link')?.distance?.(data.spacing).strength?.(LINK_STRENGTH);
    hasFitted.current = false;
    boxRef.current?.setAttribute('data-layout', 'running');
    graph.d3ReheatSimulation();
    // A first fit right away (the warm-up ticks have spread the nodes); a smooth one follows when it settles.
    const timer = setTimeout(() => fitRef.current(0), 50);
    return () => clearTimeout(timer);
  }, [data]);

  // The canvas changed size (filter column opened or closed, fullscreen): fit again once the first fit is done.
  const sizeKey = `${width}x${height}`;
  const fittedSize = useRef(sizeKey);
  useEffect(() => {
    if (fittedSize.current === sizeKey) return;
    fittedSize.current = sizeKey;
    if (hasFitted.current) fitRef.current(FIT_MS);
  }, [sizeKey]);

  // The side panel covers the right of the canvas: bring the selected node (or link) into the part left of it.
  useEffect(() => {
    const graph = graphRef.current;
    if (!graph || !selection || coveredRight <= 0) return;
    const point = selectionPoint(data, selection);
    if (!point) return;
    const centre = graph.centerAt();
    const view = { x: centre.x, y: centre.y, k: graph.zoom() };
    const next = revealCentre(point, view, { width, height }, coveredRight, REVEAL_MARGIN_PX);
    if (next) graph.centerAt(next.x, next.y, PAN_MS);
  }, [data, selection, coveredRight, width, height]);

  useImperativeHandle(
    handle,
    () => ({
      zoomTo: (k) => graphRef.current?.zoom(k, 250),
      zoomToFit: () => fitRef.current(FIT_MS),
      canvas: () => boxRef.current?.querySelector('canvas') ?? null,
    }),
    [],
  );

  const lit = useMemo(() => highlightOf(model, selection), [model, selection]);
  const selectedNodeId = selection?.kind === 'node' ? selection.id : null;

  // Before each frame: which captions fit without overlapping (graph-labels.ts); a hovered node always shows its.
  const placeCaptions = useCallback(
    (_ctx: CanvasRenderingContext2D, scale: number) => {
      captions.current = placeLabels(
        data.nodes.map((node) => {
          const state = { isHovered: node.id === hoveredId, isSelected: node.id === selectedNodeId };
          return {
            id: node.id,
            x: (node.x ?? 0) * scale,
            y: (node.y ?? 0) * scale,
            radius: nodeRadius(node.kind, scale) * scale + ringOutsetPx(node, state.isSelected),
            width: data.captionWidths.get(node.id) ?? 0,
            priority: labelPriority(node, state),
            isShown: state.isHovered || isCaptionLegible(node.kind, scale),
            isForced: state.isHovered,
          };
        }),
      );
      // How many captions this frame shows: browser tests read it, as the canvas cannot be read for text.
      boxRef.current?.setAttribute('data-captions', String(captions.current.size));
    },
    [data, hoveredId, selectedNodeId],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new hover re-places the captions, and only a new function makes force-graph draw a frame for it
  const nodeCanvasObject = useCallback(
    (node: SimNode, ctx: CanvasRenderingContext2D, scale: number) =>
      drawNode(ctx, node, scale, {
        isDimmed: lit !== null && !lit.nodes.has(node.id),
        isSelected: node.id === selectedNodeId,
        caption: captions.current.get(node.id),
      }),
    [lit, selectedNodeId, hoveredId],
  );
  const linkColour = useCallback(
    (link: SimLink) => {
      if (!lit) return LINK_COLOUR;
      return lit.links.has(link.id) ? LINK_HIGHLIGHT : LINK_DIMMED;
    },
    [lit],
  );
  const linkArrow = useCallback(
    (link: SimLink, ctx: CanvasRenderingContext2D, scale: number) => {
      const source = link.source as SimNode | undefined;
      const target = link.target as SimNode | undefined;
      if (typeof source !== 'object' || typeof target !== 'object' || !source || !target) return;
      drawArrow(ctx, source, target, linkColour(link), scale);
    },
    [linkColour],
  );

  return (
    <div ref={boxRef} data-testid="graph-canvas" data-node-count={nodeCount}>
      <ForceGraph2D<GraphNode, GraphLink>
        ref={graphRef}
        graphData={data}
        width={width}
        height={height}
        backgroundColor="#ffffff"
        minZoom={minZoom(nodeCount)}
        maxZoom={GRAPH.maxZoom}
        cooldownTime={cooldownMs(nodeCount)}
        d3AlphaMin={ALPHA_MIN}
        warmupTicks={WARMUP_TICKS}
        onRenderFramePre={placeCaptions}
        nodeCanvasObject={nodeCanvasObject}
        nodeCanvasObjectMode={() => 'replace'}
        nodePointerAreaPaint={(node, colour, ctx, scale) => paintNodeArea(ctx, node, colour, scale)}
        nodeLabel={(node) => escapeHtml(nodeTooltip(node))}
        linkColor={linkColour}
        linkWidth={(link) => linkWidthPx(link.valueUsd)}
        linkLabel={(link) => escapeHtml(`${formatUsd(link.valueUsd)} · hop ${link.depth}`)}
        linkCanvasObjectMode={() => 'after'}
        linkCanvasObject={linkArrow}
        onNodeHover={(node) => setHoveredId(node ? String(node.id) : null)}
        onNodeClick={(node) => onSelect({ kind: 'node', id: String(node.id) })}
        onLinkClick={(link) => onSelect({ kind: 'link', id: link.id })}
        onBackgroundClick={() => onSelect(null)}
        onZoomEnd={({ k }) => onZoomEnd(k)}
        onEngineStop={() => {
          // A DOM attribute, not React state: tells tests (and styles) that the layout has settled.
          boxRef.current?.setAttribute('data-layout', 'settled');
          if (hasFitted.current) return;
          hasFitted.current = true;
          fitRef.current(FIT_MS);
        }}
      />
    </div>
  );
}

/** Where a selection sits in graph coordinates: the node, or the middle of the link. */
function selectionPoint(
  data: { nodes: SimNode[]; links: SimLink[] },
  selection: Selection,
): { x: number; y: number } | null {
  if (selection.kind === 'node') {
    const node = data.nodes.find((n) => n.id === selection.id);
    return node && node.x !== undefined && node.y !== undefined ? { x: node.x, y: node.y } : null;
  }
  const link = data.links.find((l) => l.id === selection.id);
  // force-graph replaced the ids of link ends with the node objects once the simulation started.
  const source = link?.source as SimNode | string | undefined;
  const target = link?.target as SimNode | string | undefined;
  if (typeof source !== 'object' || typeof target !== 'object' || !source || !target) return null;
  return { x: ((source.x ?? 0) + (target.x ?? 0)) / 2, y: ((source.y ?? 0) + (target.y ?? 0)) / 2 };
}
