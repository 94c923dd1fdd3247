import { Badge, Center, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { endpoints } from '@riskscreen/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { groupDigits } from '../../lib/format.ts';
import type { GraphNode } from './graph-model.ts';

const PAGE = 50;

/**
 * A cluster's addresses, 50 more each time the list ends: the tree names only the members that carried the drawn
 * flow (marked here), the chain store holds them all. Where the store does not know the cluster (no chain data),
 * the tree's members are all there is.
 */
export function PanelAddresses({ node, currency }: { node: GraphNode; currency: number }) {
  const member = node.addresses[0] ?? node.id.replace(/^[-+]/, '');
  const query = useInfiniteQuery({
    queryKey: ['cluster-addresses', currency, member],
    queryFn: ({ pageParam, signal }) =>
      // The chain store's addresses of the cluster, paged.
      api.call(endpoints.search.clusterAddresses, {
        query: { currency, address: member, offset: pageParam, limit: PAGE },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.next ? pages.length * PAGE : undefined),
    retry: false,
  });
  const stored = query.data?.pages.flatMap((p) => p.results) ?? [];
  const isStored = stored.length > 0;
  const addresses = isStored ? stored : node.addresses;
  const total = isStored ? (query.data?.pages[0]?.count ?? stored.length) : node.addressCount;
  const inFlow = new Set(node.addresses);
  return (
    <ScrollArea
      h="100%"
      scrollbars="y"
      data-testid="panel-addresses"
      onBottomReached={() => query.hasNextPage && !query.isFetchingNextPage && query.fetchNextPage()}
    >
      <Text size="xs" c="dimmed" mb={4} data-testid="panel-address-count">
        {groupDigits(total)} address{total === 1 ? '' : 'es'}
        {!query.isLoading &&
          countNote({ total, shown: addresses.length, isStored, hasMore: query.hasNextPage })}
      </Text>
      <Stack gap={2}>
        {addresses.map((address) => (
          <Group key={address} gap={6} wrap="nowrap" data-testid="panel-address">
            <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {address}
            </Text>
            {isStored && inFlow.has(address) && (
              <Badge
                size="xs"
                variant="light"
                style={{ flex: 'none' }}
                title="Carried the flow drawn in the graph"
              >
                in flow
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
      {(query.isLoading || query.isFetchingNextPage) && (
        <Center py="sm">
          <Loader size="xs" />
        </Center>
      )}
    </ScrollArea>
  );
}

/** What the count line adds: more to scroll to, or (no chain data for the cluster) whose addresses these are. */
function countNote(list: { total: number; shown: number; isStored: boolean; hasMore: boolean }): string {
  if (list.shown >= list.total) return '';
  if (list.isStored) return list.hasMore ? ` · showing ${groupDigits(list.shown)}, scroll for more` : '';
  return ` · showing the ${groupDigits(list.shown)} that carried the flow`;
}
