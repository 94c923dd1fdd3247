import { Center, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { PAGE_SIZE, type TransferRowDto } from '@riskscreen/shared';
import { useState } from 'react';
import { TableEmptyState } from '../../../components/ui/data-table.tsx';
import { PartyIdentifier } from '../../../components/ui/party-identifier.tsx';
import { PlainTable } from '../../../components/ui/plain-table.tsx';
import { formatCrypto, formatUsd } from '../../../lib/format.ts';
import { type TransferListName, useTransferList } from '../api.ts';
import { TRANSFERS_EMPTY, TRANSFERS_ERROR } from '../messages.ts';

type Props = { transactionId: string; list: TransferListName };

/** Internal transactions or token transfers of the transaction, 100 a page (spec part 2 §9). */
export function TransferTable({ transactionId, list }: Props) {
  const [page, setPage] = useState(1);
  const query = useTransferList(transactionId, list, page);
  const rows = query.data?.results ?? [];
  const pages = Math.ceil((query.data?.count ?? 0) / PAGE_SIZE.transfers);
  return (
    <Stack gap="xs" data-testid={`transfers-${list}`}>
      <PlainTable
        minWidth={800}
        verticalSpacing="xs"
        headers={[
          'From',
          'To',
          'Token',
          { label: 'Value', isNumeric: true },
          { label: 'Value USD', isNumeric: true },
        ]}
      >
        {rows.map((row) => (
          <Table.Tr key={row.position} data-testid="transfer-row">
            <Table.Td>
              <Side address={row.from_address} name={row.from_tag_name_verbose} />
            </Table.Td>
            <Table.Td>
              <Side address={row.to_address} name={row.to_tag_name_verbose} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" title={row.token_address || undefined}>
                {row.token_symbol}
              </Text>
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatCrypto(row.value)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatUsd(row.value_usd)}
            </Table.Td>
          </Table.Tr>
        ))}
      </PlainTable>
      {query.isLoading && <Center py="md">Loading…</Center>}
      {query.isError && (
        <Center py="md">
          <Text c="red">{TRANSFERS_ERROR}</Text>
        </Center>
      )}
      {query.isSuccess && rows.length === 0 && (
        <Center py="md">
          <TableEmptyState hint={TRANSFERS_EMPTY} />
        </Center>
      )}
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination size="sm" value={page} total={pages} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}

function Side({ address, name }: { address: TransferRowDto['from_address']; name: string | null }) {
  return (
    <Stack gap={0}>
      <PartyIdentifier value={address} />
      {name && (
        <Text size="xs" c="dimmed">
          {name}
        </Text>
      )}
    </Stack>
  );
}
