import { Alert, Box, Button, Center, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useElementSize, useFullscreenElement } from '@mantine/hooks';
import type { InvestigationTreeDto } from '@riskscreen/shared';
import { IconChartDots3 } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { GraphCanvas, type GraphCanvasHandle } from './graph-canvas.tsx';
import { GraphFilterPanel } from './graph-filter-panel.tsx';
import { GraphLegend } from './graph-legend.tsx';
import {
  applyGraphFilter,
  buildGraph,
  canZoom,
  GRAPH,
  type GraphFilter,
  NO_GRAPH_FILTER,
  type Selection,
  stepZoom,
} from './graph-model.ts';
import { GraphSidePanel } from './graph-side-panel.tsx';
import { takeSnapshot } from './graph-snapshot.ts';
import { GraphToolbar } from './graph-toolbar.tsx';

export const TREE_LOAD_ERROR = 'Error while loading the investigation tree';
const CANVAS_HEIGHT = 560;

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
  /** POST path of the investigated-transactions call (address and transaction pages, or the lite preview). */
  transactionsPath: string;
  /** Error text when the tree fails (alert mode uses its own). */
  loadErrorText?: string;
  /** Entity filters known in advance (e.g. from an alert): they apply after 3 s. */
  initialFilter?: Partial<GraphFilter>;
};

/** The Investigation graph card (spec part 2 §2): intro above 50 edges, controls, canvas, legend, side panel. */
export function InvestigationGraph(props: Props) {
  const { tree, isLoading, error } = props;
  const edgeCount = tree ? tree.incoming_edges.length + tree.outgoing_edges.length : 0;
  const [isStarted, setStarted] = useState(false);
  const showIntro = edgeCount > GRAPH.directEdgeLimit && !isStarted;

  let body: ReactNode;
  if (isLoading) body = <Skeleton height={CANVAS_HEIGHT} />;
  else if (error) {
    body = (
      <Alert color="red" variant="light" data-testid="graph-error">
        {treeErrorText(error, props.loadErrorText)}
      </Alert>
    );
  } else if (!tree || tree.nodes.length === 0) {
    body = <Text c="dimmed">No investigation data for this address.</Text>;
  } else if (showIntro) {
    body = (
      <Center mih={320} data-testid="graph-intro">
        <Stack align="center" gap="sm" maw={460} ta="center">
          <IconChartDots3 size={40} stroke={1.4} color="var(--mantine-color-blue-6)" />
          <Title order={4}>Create Investigation graph</Title>
          <Text size="sm" c="dimmed">
            This address has {edgeCount} flows in its neighbourhood. Build the graph to explore them hop by
            hop, filter by value and entity, and open the transactions behind any node or link.
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
  transactionsPath,
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

  const height = fullscreen ? window.innerHeight - 60 : CANVAS_HEIGHT;
  return (
    <Box ref={fullscreenRef} bg="white" p={fullscreen ? 'md' : 0} data-testid="graph-workspace">
      <Group justify="space-between" mb="xs">
        <Text size="xs" c="dimmed" data-testid="graph-counts">
          {count} nodes · {visible.links.length} links
          {tree.truncated ? ' · the neighbourhood was cut at the node limit' : ''}
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
      <Box
        ref={sizeRef}
        pos="relative"
        h={height}
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, overflow: 'hidden' }}
      >
        {width > 0 && (
          <GraphCanvas
            model={visible}
            width={width}
            height={height}
            selection={selection}
            onSelect={setSelection}
            onZoomEnd={setZoom}
            handle={canvasRef}
          />
        )}
        {isLegendShown && <GraphLegend graph={visible} />}
        {isFilterOpen && (
          <GraphFilterPanel
            graph={graph}
            applied={filter}
            initial={initialFilter}
            onApply={applyFilter}
            onClose={() => setFilterOpen(false)}
          />
        )}
        {selection && (
          <GraphSidePanel
            model={visible}
            selection={selection}
            currency={currency}
            transactionsPath={transactionsPath}
            onClose={closePanel}
          />
        )}
      </Box>
    </Box>
  );
}
