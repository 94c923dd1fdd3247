import {
  Badge,
  Button,
  CloseButton,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatUsd, truncateMiddle } from '../../lib/format.ts';
import { LINKS } from '../../lib/links.ts';
import { noAddressName } from './graph-drawing.ts';
import {
  defaultPanelDirection,
  type GraphModel,
  type GraphNode,
  type PanelDirection,
  type Selection,
  trackerUrl,
  transferParties,
} from './graph-model.ts';
import { PanelAddresses } from './graph-panel-addresses.tsx';
import { type InvestigatedEndpoint, PanelTransactions } from './graph-panel-transactions.tsx';

export { PANEL_LOAD_ERROR } from './graph-panel-transactions.tsx';

type Props = {
  model: GraphModel;
  selection: Selection;
  currency: number;
  /** The investigated-transactions call of this page. */
  investigated: InvestigatedEndpoint;
  /** Width in pixels; the panel lies over the right of the canvas, which pans the selection clear of it. */
  width?: number;
  onClose: () => void;
};

/** The side panel of a clicked node or link: its transactions (To/From), a cluster's addresses, the tracker link. */
export function GraphSidePanel({ model, selection, currency, investigated, width = 420, onClose }: Props) {
  const [direction, setDirection] = useState<PanelDirection>(() => defaultPanelDirection(model, selection));
  useEffect(() => setDirection(defaultPanelDirection(model, selection)), [model, selection]);
  const node = selection.kind === 'node' ? model.nodes.find((n) => n.id === selection.id) : undefined;
  const link = selection.kind === 'link' ? model.links.find((l) => l.id === selection.id) : undefined;
  const title = node
    ? nodeTitle(node)
    : link
      ? `Flow of ${formatUsd(link.valueUsd)} (hop ${link.depth})`
      : '';

  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      pos="absolute"
      top={8}
      right={8}
      bottom={8}
      w={width}
      style={{ zIndex: 3, display: 'flex', flexDirection: 'column' }}
      data-testid="graph-side-panel"
    >
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {title}
          </Text>
          {node && (
            <Group gap={4}>
              <Badge size="xs" variant="light">
                {node.kind === 'origin' ? 'Origin' : node.kind === 'cluster' ? 'Cluster' : 'Address'}
              </Badge>
              <Badge size="xs" variant="outline" color="gray">
                {node.entityType}
              </Badge>
              {node.entitySubtype !== 'Unknown' && (
                <Badge size="xs" variant="outline" color="gray">
                  {node.entitySubtype}
                </Badge>
              )}
            </Group>
          )}
        </Stack>
        <CloseButton aria-label="Close panel" onClick={onClose} />
      </Group>
      {node && <TrackerButton node={node} currency={currency} />}
      <Tabs
        defaultValue="transactions"
        keepMounted={false}
        style={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <Tabs.List>
          <Tabs.Tab value="transactions">Transactions</Tabs.Tab>
          {node?.kind === 'cluster' && <Tabs.Tab value="addresses">Addresses</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel
          value="transactions"
          pt="xs"
          style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
        >
          <SegmentedControl
            size="xs"
            mb="xs"
            value={direction}
            onChange={(value) => setDirection(value as PanelDirection)}
            data={[
              { value: 'to', label: 'To' },
              { value: 'from', label: 'From' },
            ]}
          />
          <PanelTransactions
            key={`${selection.kind}:${selection.id}:${direction}`}
            parties={transferParties(model, selection, direction)}
            investigated={investigated}
            currency={currency}
            onFailure={onClose}
          />
        </Tabs.Panel>
        {node?.kind === 'cluster' && (
          <Tabs.Panel value="addresses" pt="xs" style={{ flex: 1, minHeight: 0 }}>
            <PanelAddresses node={node} currency={currency} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Paper>
  );
}

function nodeTitle(node: GraphNode): string {
  if (node.entityName !== 'Unknown') return node.entityName;
  const name = node.name.replace(/^[-+]/, '');
  return name.trim() ? truncateMiddle(name, 24) : noAddressName(node);
}

function TrackerButton({ node, currency }: { node: GraphNode; currency: number }) {
  const url = trackerUrl(LINKS.tracker, node, currency);
  const button = (
    <Button
      component="a"
      href={url ?? undefined}
      target="_blank"
      rel="noopener noreferrer"
      size="compact-xs"
      variant="light"
      mb="xs"
      disabled={!url}
      rightSection={<IconExternalLink size={12} />}
      data-testid="tracker-link"
    >
      Investigate on Tracker
    </Button>
  );
  return url ? (
    button
  ) : (
    <Tooltip label="No tracker is configured for this installation (VITE_TRACKER_URL)" withArrow>
      <span style={{ alignSelf: 'flex-start' }}>{button}</span>
    </Tooltip>
  );
}
