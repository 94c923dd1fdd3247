import { Center, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { endpoints } from '@riskscreen/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client.ts';
import { DATE_FORMATS, formatDate, formatUsd, groupDigits, truncateMiddle } from '../../lib/format.ts';
import { useProfile } from '../../lib/profile.ts';
import { TableEmptyState } from '../ui/data-table.tsx';

/** Spec part 2 §9: investigated transactions are read 20 at a time. */
const PAGE = 20;
export const PANEL_LOAD_ERROR = 'Failed to load data.';
export const NO_PANEL_TRANSACTIONS = 'No transactions between these nodes.';
/**
 * The table fits the panel (about 400 px) without scrolling sideways: the hash cut to 12 characters (whole on
 * hover), the date over two lines (day, then time), fixed column shares.
 */
const HASH_LENGTH = 12;
const COLUMN_WIDTHS = { hash: '34%', amount: '34%', date: '32%' } as const;

/** The investigated-transactions look-up of the page: a screened object's, or a preview's. */
export type InvestigatedEndpoint =
  | typeof endpoints.transactions.investigated
  | typeof endpoints.transactionPreviews.investigated;

type Props = {
  parties: { sender: string[]; receiver: string[] };
  investigated: InvestigatedEndpoint;
  currency: number;
  onFailure: () => void;
};

/** The transactions behind a node or link (TXN. HASH, Amount, Date), 20 more each time the list ends. */
export function PanelTransactions({ parties, investigated, currency, onFailure }: Props) {
  const profile = useProfile();
  const query = useInfiniteQuery({
    queryKey: ['investigated-transactions', investigated.path, currency, parties],
    queryFn: ({ pageParam, signal }) =>
      api.call(investigated, {
        params: { currency },
        query: { offset: pageParam, limit: PAGE },
        body: parties,
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
  const timeZone = profile.timezone ?? undefined;
  return (
    <Stack gap={4} style={{ flex: 1, minHeight: 0 }}>
      <Text size="xs" c="dimmed" data-testid="panel-count">
        {query.isSuccess ? `${groupDigits(count)} transaction${count === 1 ? '' : 's'}` : ' '}
      </Text>
      <ScrollArea
        style={{ flex: 1 }}
        scrollbars="y"
        onBottomReached={() => query.hasNextPage && !query.isFetchingNextPage && query.fetchNextPage()}
      >
        <Table
          stickyHeader
          layout="fixed"
          verticalSpacing={4}
          horizontalSpacing={8}
          fz="xs"
          data-testid="panel-transactions"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={COLUMN_WIDTHS.hash}>TXN. HASH</Table.Th>
              <Table.Th w={COLUMN_WIDTHS.amount} ta="right">
                Amount (USD)
              </Table.Th>
              <Table.Th w={COLUMN_WIDTHS.date}>Date</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.txn_id}>
                <Table.Td
                  ff="monospace"
                  title={row.txn_id}
                  style={{ whiteSpace: 'nowrap' }}
                  data-testid="panel-hash"
                >
                  {truncateMiddle(row.txn_id, HASH_LENGTH)}
                </Table.Td>
                <Table.Td ta="right" style={{ overflowWrap: 'anywhere' }} data-testid="panel-amount">
                  {formatUsd(row.output_value_usd)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="panel-date">
                  <PanelDate seconds={row.block_date_time} timeZone={timeZone} />
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
          <Center py="sm">
            <TableEmptyState hint={NO_PANEL_TRANSACTIONS} />
          </Center>
        )}
      </ScrollArea>
    </Stack>
  );
}

/** Day over time ('May 18, 2026' / '11:59 PM'), the whole on hover; '-' for an unconfirmed transaction. */
function PanelDate({ seconds, timeZone }: { seconds: number | null; timeZone: string | undefined }) {
  if (seconds === null) return '-';
  return (
    <div title={formatDate(seconds, timeZone)}>
      <div>{formatDate(seconds, timeZone, DATE_FORMATS.date)}</div>
      <Text span fz="xs" c="dimmed">
        {formatDate(seconds, timeZone, DATE_FORMATS.time)}
      </Text>
    </div>
  );
}
