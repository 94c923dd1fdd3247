import {
  Badge,
  Button,
  Center,
  CloseButton,
  Group,
  Loader,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Table,
  Tabs,
  Text,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { investigatedTransactionsPage } from '@riskscreen/shared';
import { IconExternalLink } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { formatDate, formatUsd, groupDigits, truncateMiddle } from '../../lib/format.ts';
import { LINKS } from '../../lib/links.ts';
import { useProfile } from '../../lib/profile.ts';
import { NO_ADDRESS } from './graph-drawing.ts';
import {
  defaultPanelDirection,
  type GraphModel,
  type GraphNode,
  type PanelDirection,
  type Selection,
  trackerUrl,
  transferParties,
} from './graph-model.ts';

/** Spec part 2 §9: investigated transactions are read 20 at a time. */
const PAGE = 20;
export const PANEL_LOAD_ERROR = 'Failed to load data.';

type Props = {
  model: GraphModel;
  selection: Selection;
  currency: number;
  /** POST path of the investigated-transactions call for this page. */
  transactionsPath: string;
  /** Width in pixels; the panel lies over the right of the canvas, which pans the selection clear of it. */
  width?: number;
  onClose: () => void;
};

/** The side panel of a clicked node or link: its transactions (To/From), a cluster's addresses, the tracker link. */
export function GraphSidePanel({
  model,
  selection,
  currency,
  transactionsPath,
  width = 420,
  onClose,
}: Props) {
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
          <TransactionsTable
            key={`${selection.kind}:${selection.id}:${direction}`}
            parties={transferParties(model, selection, direction)}
            path={transactionsPath}
            onFailure={onClose}
          />
        </Tabs.Panel>
        {node?.kind === 'cluster' && (
          <Tabs.Panel value="addresses" pt="xs" style={{ flex: 1, minHeight: 0 }}>
            <AddressList node={node} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Paper>
  );
}

function nodeTitle(node: GraphNode): string {
  if (node.entityName !== 'Unknown') return node.entityName;
  const name = node.name.replace(/^[-+]/, '');
  return name.trim() ? truncateMiddle(name, 24) : NO_ADDRESS;
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

function TransactionsTable({
  parties,
  path,
  onFailure,
}: {
  parties: { sender: string[]; receiver: string[] };
  path: string;
  onFailure: () => void;
}) {
  const profile = useProfile();
  const query = useInfiniteQuery({
    queryKey: ['investigated-transactions', path, parties],
    queryFn: ({ pageParam, signal }) =>
      api.post(path, {
        query: { offset: pageParam, limit: PAGE },
        body: parties,
        schema: investigatedTransactionsPage,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.results.length < last.count ? last.offset + PAGE : undefined,
    enabled: parties.sender.length > 0 && parties.receiver.length > 0,
  });
  useEffect(() => {
    if (!query.isError) return;
    notifications.show({ color: 'red', message: PANEL_LOAD_ERROR });
    onFailure();
  }, [query.isError, onFailure]);

  const rows = query.data?.pages.flatMap((p) => p.results) ?? [];
  const count = query.data?.pages[0]?.count ?? 0;
  return (
    <Stack gap={4} style={{ flex: 1, minHeight: 0 }}>
      <Text size="xs" c="dimmed" data-testid="panel-count">
        {query.isSuccess ? `${groupDigits(count)} transaction${count === 1 ? '' : 's'}` : ' '}
      </Text>
      <ScrollArea
        style={{ flex: 1 }}
        onBottomReached={() => query.hasNextPage && !query.isFetchingNextPage && query.fetchNextPage()}
      >
        <Table stickyHeader verticalSpacing={4} fz="xs" data-testid="panel-transactions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>TXN. HASH</Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                Amount (USD)
              </Table.Th>
              <Table.Th>Date</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.txn_id}>
                <Table.Td ff="monospace" title={row.txn_id} style={{ whiteSpace: 'nowrap' }}>
                  {truncateMiddle(row.txn_id, 16)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="panel-amount">
                  {formatUsd(row.output_value_usd)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(row.block_date_time, profile.timezone)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {(query.isLoading || query.isFetchingNextPage) && (
          <Center py="sm">
            <Loader size="xs" />
          </Center>
        )}
        {query.isSuccess && rows.length === 0 && (
          <Text size="xs" c="dimmed" ta="center" py="sm">
            No transactions found.
          </Text>
        )}
      </ScrollArea>
    </Stack>
  );
}

function AddressList({ node }: { node: GraphNode }) {
  return (
    <ScrollArea h="100%" data-testid="panel-addresses">
      <Text size="xs" c="dimmed" mb={4}>
        {groupDigits(node.addressCount)} address{node.addressCount === 1 ? '' : 'es'}
        {node.addressCount > node.addresses.length ? ` (showing ${node.addresses.length})` : ''}
      </Text>
      <Stack gap={2}>
        {node.addresses.map((address) => (
          <Text key={address} size="xs" ff="monospace">
            {address}
          </Text>
        ))}
      </Stack>
    </ScrollArea>
  );
}
