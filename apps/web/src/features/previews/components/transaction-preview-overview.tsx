import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { displayCode, TRUNCATE } from '@riskscreen/shared';
import { riskLevelText } from '../../../components/ui/risk-level-badge.tsx';
import { formatCrypto, formatDate, formatUsd, truncateMiddle } from '../../../lib/format.ts';
import type { TransactionAnswer } from '../api.ts';
import { Fact, tagText } from './fact.tsx';

type Party = TransactionAnswer['from_addresses'][number];

/** The transaction's Overview: value, fee, date (or unconfirmed), risks detected, senders and receivers. */
export function TransactionPreviewOverview({
  transaction,
  timeZone,
}: {
  transaction: TransactionAnswer;
  timeZone: string | undefined;
}) {
  const code = displayCode(transaction.currency);
  return (
    <Stack gap="md" data-testid="transaction-preview-overview">
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
          <Fact label="Risk Level" testId="preview-risk">
            {riskLevelText(transaction.risk_level)}
          </Fact>
          <Fact label="Value" testId="preview-value">
            {formatCrypto(transaction.value)} {code}
            <Text size="xs" c="dimmed">
              {formatUsd(transaction.value_usd)}
            </Text>
          </Fact>
          <Fact label="Fee">
            {formatCrypto(transaction.fee)} {code}
            <Text size="xs" c="dimmed">
              {formatUsd(transaction.fee_usd)}
            </Text>
          </Fact>
          <Fact label="Date" testId="preview-date">
            {transaction.is_confirmed && transaction.block_date_time !== null ? (
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
      {transaction.risks_detected.length > 0 && (
        <Paper withBorder p="md" radius="md" data-testid="preview-risks">
          <Title order={5} mb="xs">
            Risks Detected
          </Title>
          <Group gap="xs">
            {transaction.risks_detected.map((r) => (
              <Badge
                key={`${r.tag_name_verbose}|${r.exposure_type}|${r.direction ?? ''}`}
                variant="light"
                color="red"
              >
                {r.tag_name_verbose} ({r.tag_type_verbose}, {r.exposure_type}) {formatUsd(r.value_usd)}
              </Badge>
            ))}
          </Group>
        </Paper>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Parties title="Senders" parties={transaction.from_addresses} testId="preview-senders" />
        <Parties title="Receivers" parties={transaction.to_addresses} testId="preview-receivers" />
      </SimpleGrid>
    </Stack>
  );
}

function Parties({ title, parties, testId }: { title: string; parties: Party[]; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Title order={5} mb="xs">
        {title}
      </Title>
      <Table>
        <Table.Tbody>
          {parties.map((p) => (
            <Table.Tr key={`${p.address}|${p.token_symbol}`}>
              <Table.Td>
                <Text size="sm" ff="monospace" title={p.address}>
                  {truncateMiddle(p.address, TRUNCATE.addressHeader)}
                </Text>
                <Text size="xs" c="dimmed">
                  {tagText(p.tag_name_verbose, p.tag_type_verbose, p.tag_subtype_verbose) ?? 'Unknown'}
                  {p.exposure_type ? ` · ${p.exposure_type}` : ''}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">
                  {formatCrypto(p.value)} {p.token_symbol}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatUsd(p.value_usd)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
