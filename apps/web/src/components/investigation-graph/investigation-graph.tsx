import { Alert, Box, Button, Center, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useElementSize, useFullscreenElement } from '@mantine/hooks';
import type { InvestigationTreeDto } from '@riskscreen/shared';
import { IconChartDots3 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { profileQuery } from '../../lib/profile.ts';
import { GraphCanvas, type GraphCanvasHandle } from './graph-canvas.tsx';
import { graphCountsText } from './graph-counts.ts';
import { applyGraphFilter, type GraphFilter, NO_GRAPH_FILTER } from './graph-filter.ts';
import { GraphFilterPanel } from './graph-filter-panel.tsx';
import { GraphLegend } from './graph-legend.tsx';
import { buildGraph, canZoom, GRAPH, type Selection, stepZoom } from './graph-model.ts';
import type { InvestigatedEndpoint } from './graph-panel-transactions.tsx';
import { GraphSidePanel } from './graph-side-panel.tsx';
import { takeSnapshot } from './graph-snapshot.ts';
import { GraphToolbar } from './graph-toolbar.tsx';

export const TREE_LOAD_ERROR = 'Error while loading the investigation tree';
const CANVAS_HEIGHT = 560;
/** The filter column beside the canvas, and the side panel over its right (at most 60 % of the canvas). */
const FILTER_WIDTH = 300;
const PANEL_WIDTH = 420;
const PANEL_MAX_SHARE = 0.6;
/** The side panel's distance from the canvas edges (graph-side-panel.tsx). */
const PANEL_INSET_PX = 8;
/** What the fullscreen view keeps for the toolbar row and the legend strip below the canvas. */
const FULLSCREEN_CHROME_PX = { withLegend: 120, withoutLegend: 72 };

/** What the graph is of: it words the intro and the empty state. */
export type GraphEntity = 'address' | 'transaction';

/** The intro above 50 edges and the empty state, worded for the entity. */
export function graphTexts(entity: GraphEntity, edgeCount: number): { intro: string; empty: string } {
  return {
    intro: `This ${entity} has ${edgeCount} flows in its neighbourhood. Build the graph to explore them hop by hop, filter by value and entity, and open the transactions behind any node or link.`,
    empty: `No investigation data for this ${entity}.`,
  };
}

/** A 400 with an error field shows it; anything else the generic text (spec part 2 §8). */
export function treeErrorText(error: unknown, fallback = TREE_LOAD_ERROR): string {
  if (error instanceof ApiError && error.status === 400) return errorText(error.body) || fallback;
  return fallback;
}

type Props = {
  tree: InvestigationTreeDto | undefined;
  isLoading?: boolean;
  error?: unknown;
  /** The screened identifier: names the snapshot. */
  identifier: string;
  currency: number;
  /** The investigated-transactions call (address and transaction pages, or the lite preview). */
  investigated: InvestigatedEndpoint;
  /** Error text when the tree fails (alert mode uses its own). */
  loadErrorText?: string;
  /** Entity filters known in advance (e.g. from an alert): they apply after 3 s. */
  initialFilter?: Partial<GraphFilter>;
  /** The address or transaction the graph is of (default address). */
  entity?: GraphEntity;
};

/** The Investigation graph card (spec part 2 §2): intro above 50 edges, controls, canvas, legend, side panel. */
export function InvestigationGraph(props: Props) {
  // Investigation Mode is a plan feature (can_investigate, spec part 1 §6): without it the card says so.
  const profile = useQuery({ ...profileQuery, enabled: false }).data;
  if (profile && !profile.can_investigate) return <InvestigationNotInPlan />;
  return <InvestigationCard {...props} />;
}

export const INVESTIGATION_NOT_IN_PLAN =
  'Investigation Mode is not part of your plan. Please contact the support team to enable it.';

function InvestigationNotInPlan() {
  return (
    <Paper withBorder p="md" radius="md" data-testid="investigation-not-in-plan">
      <Stack gap="xs">
        <Title order={4}>Investigation Mode</Title>
        <Alert color="gray" icon={<IconChartDots3 size={18} />}>
          {INVESTIGATION_NOT_IN_PLAN}
        </Alert>
      </Stack>
    </Paper>
  );
}

function InvestigationCard(props: Props) {
  const { tree, isLoading, error } = props;
  const edgeCount = tree ? tree.incoming_edges.length + tree.outgoing_edges.length : 0;
  const [isStarted, setStarted] = useState(false);
  const showIntro = edgeCount > GRAPH.directEdgeLimit && !isStarted;
  const texts = graphTexts(props.entity ?? 'address', edgeCount);

  let body: ReactNode;
  if (isLoading) body = <Skeleton height={CANVAS_HEIGHT} />;
  else if (error) {
    body = (
      <Alert color="red" variant="light" data-testid="graph-error">
        {treeErrorText(error, props.loadErrorText)}
      </Alert>
    );
  } else if (!tree || tree.nodes.length === 0) {
    body = (
      <Text c="dimmed" data-testid="graph-empty">
        {texts.empty}
      </Text>
    );
  } else if (showIntro) {
    body = (
      <Center mih={320} data-testid="graph-intro">
        <Stack align="center" gap="sm" maw={460} ta="center">
          <IconChartDots3 size={40} stroke={1.4} color="var(--mantine-color-blue-6)" />
          <Title order={4}>Create Investigation graph</Title>
          <Text size="sm" c="dimmed" data-testid="graph-intro-text">
            {texts.intro}
          </Text>
          <Button onClick={() => setStarted(true)}>Get Started</Button>
        </Stack>
      </Center>
    );
  } else {
    body = <GraphWorkspace {...props} tree={tree} />;
  }

  return (
    <Paper withBorder p="md" radius="md" data-testid="investigation-graph">
      <Stack gap="sm">
        <Title order={4}>Investigation Mode</Title>
        {body}
      </Stack>
    </Paper>
  );
}

function GraphWorkspace({
  tree,
  identifier,
  currency,
  investigated,
  initialFilter,
}: Props & { tree: InvestigationTreeDto }) {
  const graph = useMemo(() => buildGraph(tree), [tree]);
  const [filter, setFilter] = useState<GraphFilter>(NO_GRAPH_FILTER);
  const [isFilterOpen, setFilterOpen] = useState(initialFilter !== undefined);
  const [isLegendShown, setLegendShown] = useState(true);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [zoom, setZoom] = useState(1);
  const canvasRef = useRef<GraphCanvasHandle>(null);
  const { ref: sizeRef, width } = useElementSize();
  const { ref: fullscreenRef, toggle: toggleFullscreen, fullscreen } = useFullscreenElement<HTMLDivElement>();
  const visible = useMemo(() => applyGraphFilter(graph, filter), [graph, filter]);
  const count = visible.nodes.length;
  const activeFilters =
    (filter.hops !== null ? 1 : 0) +
    (filter.minUsd !== null ? 1 : 0) +
    (filter.maxUsd !== null ? 1 : 0) +
    filter.types.length +
    filter.subtypes.length;

  const applyFilter = useCallback((next: GraphFilter) => {
    setSelection(null);
    setFilter(next);
  }, []);
  const closePanel = useCallback(() => setSelection(null), []);
  const zoomBy = (direction: 1 | -1) => {
    const next = stepZoom(zoom, direction, count);
    setZoom(next);
    canvasRef.current?.zoomTo(next);
  };

  const chrome = isLegendShown ? FULLSCREEN_CHROME_PX.withLegend : FULLSCREEN_CHROME_PX.withoutLegend;
  const height = fullscreen ? window.innerHeight - chrome : CANVAS_HEIGHT;
  const panelWidth = selection ? Math.min(PANEL_WIDTH, Math.round(width * PANEL_MAX_SHARE)) : 0;
  return (
    <Box ref={fullscreenRef} bg="white" p={fullscreen ? 'md' : 0} data-testid="graph-workspace">
      <Group justify="space-between" mb="xs">
        <Text size="xs" c="dimmed" data-testid="graph-counts">
          {graphCountsText({
            nodes: count,
            links: visible.links.length,
            isTruncated: tree.truncated,
            activeFilters,
          })}
        </Text>
        <GraphToolbar
          canZoomIn={canZoom(zoom, 1, count)}
          canZoomOut={canZoom(zoom, -1, count)}
          isFullscreen={fullscreen}
          isLegendShown={isLegendShown}
          activeFilters={activeFilters}
          onFit={() => canvasRef.current?.zoomToFit()}
          onToggleLegend={() => setLegendShown((shown) => !shown)}
          onToggleFullscreen={() => void toggleFullscreen()}
          onZoomIn={() => zoomBy(1)}
          onZoomOut={() => zoomBy(-1)}
          onSnapshot={() => void takeSnapshot(canvasRef.current?.canvas() ?? null, identifier)}
          onFilter={() => setFilterOpen((open) => !open)}
        />
      </Group>
      {/* Nothing covers the canvas but the side panel: the filter is a column beside it, the legend a strip below. */}
      <Group gap="xs" align="stretch" wrap="nowrap">
        {isFilterOpen && (
          <GraphFilterPanel
            graph={graph}
            applied={filter}
            initial={initialFilter}
            width={FILTER_WIDTH}
            onApply={applyFilter}
            onClose={() => setFilterOpen(false)}
          />
        )}
        <Box
          ref={sizeRef}
          pos="relative"
          h={height}
          style={{
            flex: 1,
            minWidth: 0,
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 4,
            overflow: 'hidden',
          }}
        >
          {width > 0 && (
            <GraphCanvas
              model={visible}
              width={width}
              height={height}
              selection={selection}
              onSelect={setSelection}
              onZoomEnd={setZoom}
              coveredRight={panelWidth > 0 ? panelWidth + PANEL_INSET_PX : 0}
              handle={canvasRef}
            />
          )}
          {selection && (
            <GraphSidePanel
              model={visible}
              selection={selection}
              currency={currency}
              investigated={investigated}
              width={panelWidth}
              onClose={closePanel}
            />
          )}
        </Box>
      </Group>
      {isLegendShown && <GraphLegend graph={visible} />}
    </Box>
  );
}
