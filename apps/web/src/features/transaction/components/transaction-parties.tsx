import {
  Badge,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { PAGE_SIZE, type TransactionDetail, type TransferEntry } from '@riskscreen/shared';
import { useMemo, useState } from 'react';
import { usePreview } from '../../../components/preview-drawer/index.ts';
import { TokenOnlyNote } from '../../../components/screening/index.ts';
import { PartyIdentifier } from '../../../components/ui/party-identifier.tsx';
import { PlainTable } from '../../../components/ui/plain-table.tsx';
import { formatCrypto, formatUsd, groupDigits } from '../../../lib/format.ts';
import { type LegListName, useTransactionLegs } from '../api.ts';
import { TRANSFERS_ERROR, UNKNOWN_ENTITY } from '../messages.ts';

type Party = TransactionDetail['from_addresses'][number];
type Exposure = Party['exposure_type'];
type Props = { transaction: TransactionDetail };

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The Transaction tab: senders and receivers of the native transfer (UTXO inputs and outputs, or the call's value
 * on account chains), each with its attribution and exposure type. Internal transactions and token transfers have
 * their own tabs, so a router that only forwards tokens is not listed here on both sides.
 */
export function TransactionParties({ transaction }: Props) {
  const id = String(transaction.id);
  // The screening's parties carry the exposure type per address (they also include token and internal parties).
  const exposure = useMemo(
    () => ({
      senders: exposureByAddress(transaction.from_addresses),
      receivers: exposureByAddress(transaction.to_addresses),
    }),
    [transaction.from_addresses, transaction.to_addresses],
  );
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <PartyList
          title="Senders"
          testId="senders"
          transactionId={id}
          list="aggregated-inputs"
          exposure={exposure.senders}
          currency={transaction.currency}
        />
        <PartyList
          title="Receivers"
          testId="receivers"
          transactionId={id}
          list="aggregated-outputs"
          exposure={exposure.receivers}
          currency={transaction.currency}
        />
      </SimpleGrid>
      <TokenOnlyNote transaction={transaction} tab="Token Transfers" />
    </Stack>
  );
}

/** Exposure type per address of the screening's party list. */
export function exposureByAddress(parties: readonly Party[]): Map<string, Exposure> {
  const byAddress = new Map<string, Exposure>();
  for (const p of parties) if (!byAddress.get(p.address)) byAddress.set(p.address, p.exposure_type);
  return byAddress;
}

type ListProps = {
  title: string;
  testId: string;
  transactionId: string;
  list: LegListName;
  exposure: Map<string, Exposure>;
  currency: number;
};

function PartyList({ title, testId, transactionId, list, exposure, currency }: ListProps) {
  const { openAddressPreview } = usePreview();
  const [page, setPage] = useState(1);
  const query = useTransactionLegs(transactionId, list, page);
  const rows = query.data?.results ?? [];
  const count = query.data?.count ?? 0;
  const pages = Math.ceil(count / PAGE_SIZE.transfers);
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={5}>{title}</Title>
          {query.isSuccess && (
            <Text size="xs" c="dimmed" data-testid={`${testId}-count`}>
              {groupDigits(count)} {count === 1 ? 'address' : 'addresses'}
            </Text>
          )}
        </Group>
        <PlainTable
          minWidth={520}
          verticalSpacing="xs"
          headers={[
            'Address',
            'Entity',
            'Exposure',
            { label: 'Value', isNumeric: true, style: NO_WRAP },
            { label: 'Value USD', isNumeric: true, style: NO_WRAP },
          ]}
        >
          {query.isSuccess && rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text size="sm" c="dimmed" ta="center">
                  None
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((p) => (
            <PartyRow
              key={`${p.address}:${p.token_symbol}`}
              party={p}
              exposure={exposure.get(p.address) ?? null}
              onOpen={() => openAddressPreview({ currency, address: p.address })}
            />
          ))}
        </PlainTable>
        {query.isLoading && (
          <Center py="sm">
            <Loader size="sm" />
          </Center>
        )}
        {query.isError && (
          <Text size="sm" c="red" ta="center">
            {TRANSFERS_ERROR}
          </Text>
        )}
        {pages > 1 && (
          <Group justify="flex-end">
            <Pagination size="sm" value={page} total={pages} onChange={setPage} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function PartyRow({
  party: p,
  exposure,
  onOpen,
}: {
  party: TransferEntry;
  exposure: Exposure;
  onOpen: () => void;
}) {
  return (
    <Table.Tr data-testid="party-row">
      <Table.Td>
        <PartyIdentifier value={p.address} onOpen={onOpen} testId="party-address" />
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm" data-testid="party-entity">
            {p.tag_name_verbose ?? UNKNOWN_ENTITY}
          </Text>
          {p.tag_type_verbose && (
            <Text size="xs" c="dimmed" data-testid="party-entity-type">
              {p.tag_type_verbose}
              {p.tag_subtype_verbose && p.tag_subtype_verbose !== UNKNOWN_ENTITY
                ? ` · ${p.tag_subtype_verbose}`
                : ''}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        {exposure ? (
          <Badge
            size="sm"
            variant="light"
            color={exposure === 'direct' ? 'blue' : 'grape'}
            data-testid="party-exposure"
          >
            {exposure === 'direct' ? 'Direct' : 'Indirect'}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            -
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right" style={NO_WRAP} data-testid="party-value">
        {formatCrypto(p.value)} {p.token_symbol}
      </Table.Td>
      <Table.Td ta="right" style={NO_WRAP} data-testid="party-value-usd">
        {formatUsd(p.value_usd)}
      </Table.Td>
    </Table.Tr>
  );
}
