import { Badge, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { nativeSymbol } from '@riskscreen/shared';
import { useMemo } from 'react';
import { RisksDetected, TokenOnlyNote } from '../../../components/screening/index.ts';
import { PartyIdentifier } from '../../../components/ui/party-identifier.tsx';
import { riskLevelText } from '../../../components/ui/risk-level-badge.tsx';
import { formatCrypto, formatDate, formatUsd, groupDigits } from '../../../lib/format.ts';
import { type LegList, type PreviewBase, type TransactionAnswer, useTransactionLegs } from '../api.ts';
import { Fact, tagText } from './fact.tsx';
import { TRANSFERS_ERROR } from './transaction-transfers.tsx';

type Party = TransactionAnswer['from_addresses'][number];

/**
 * The transaction's Overview: value, fee, date (or unconfirmed), risks detected, and the senders and receivers of
 * the native transfer (as on the transaction page; internal and token transfers are in the Transfers tab).
 */
export function TransactionPreviewOverview({
  transaction,
  base,
  timeZone,
}: {
  transaction: TransactionAnswer;
  /** Where the preview reads its senders and receivers (the screened row's paths or the preview's). */
  base: PreviewBase;
  timeZone: string | undefined;
}) {
  return (
    <Stack gap="md" data-testid="transaction-preview-overview">
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
          <Fact label="Risk Level" testId="preview-risk">
            {riskLevelText(transaction.risk_level, transaction.data_coverage)}
          </Fact>
          <Fact label="Value" testId="preview-value">
            {formatCrypto(transaction.value)} {transaction.value_token_symbol}
            <Text size="xs" c="dimmed">
              {formatUsd(transaction.value_usd)}
            </Text>
          </Fact>
          <Fact label="Fee" testId="preview-fee">
            {formatCrypto(transaction.fee)} {nativeSymbol(transaction.currency)}
            <Text size="xs" c="dimmed">
              {formatUsd(transaction.fee_usd)}
            </Text>
          </Fact>
          <Fact label="Date" testId="preview-date">
            {!transaction.is_known_to_provider ? (
              <Text size="sm" c="dimmed">
                Not in chain data
              </Text>
            ) : transaction.is_confirmed && transaction.block_date_time !== null ? (
              formatDate(transaction.block_date_time, timeZone)
            ) : (
              <Badge color="orange" variant="light">
                Unconfirmed
              </Badge>
            )}
          </Fact>
          {transaction.is_screened && (
            <Fact label="Last screened">{formatDate(transaction.last_screened_time, timeZone)}</Fact>
          )}
        </SimpleGrid>
      </Paper>
      <RisksDetected risks={transaction.risks_detected} testId="preview-risks" />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Parties
          title="Senders"
          base={base}
          list="aggregated-inputs"
          exposure={transaction.from_addresses}
          testId="preview-senders"
        />
        <Parties
          title="Receivers"
          base={base}
          list="aggregated-outputs"
          exposure={transaction.to_addresses}
          testId="preview-receivers"
        />
      </SimpleGrid>
      <TokenOnlyNote transaction={transaction} tab="Transfers" />
    </Stack>
  );
}

/**
 * Senders or receivers of the native transfer, as on the transaction page's Transaction tab; the exposure type
 * comes from the screening's party list.
 */
function Parties(props: {
  title: string;
  base: PreviewBase;
  list: LegList;
  exposure: Party[];
  testId: string;
}) {
  const { title, base, list, exposure, testId } = props;
  const query = useTransactionLegs(base, list, 1);
  const exposureOf = useMemo(() => new Map(exposure.map((p) => [p.address, p.exposure_type])), [exposure]);
  const rows = query.data?.results ?? [];
  const count = query.data?.count ?? 0;
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Group justify="space-between" mb="xs">
        <Title order={5}>{title}</Title>
        {query.isSuccess && (
          <Text size="xs" c="dimmed">
            {groupDigits(count)} {count === 1 ? 'address' : 'addresses'}
            {count > rows.length ? ` (first ${rows.length} in Transfers)` : ''}
          </Text>
        )}
      </Group>
      {query.isLoading && <Loader size="sm" />}
      {query.isError && (
        <Text size="sm" c="red">
          {TRANSFERS_ERROR}
        </Text>
      )}
      <Table>
        <Table.Tbody>
          {rows.map((p) => {
            const exposureType = exposureOf.get(p.address);
            return (
              <Table.Tr key={`${p.address}|${p.token_symbol}`} data-testid="preview-party">
                <Table.Td>
                  <PartyIdentifier value={p.address} />
                  <Text size="xs" c="dimmed">
                    {tagText(p.tag_name_verbose, p.tag_type_verbose, p.tag_subtype_verbose) ?? 'Unknown'}
                    {exposureType ? ` · ${exposureType === 'direct' ? 'Direct' : 'Indirect'}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatCrypto(p.value)} {p.token_symbol}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatUsd(p.value_usd)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
