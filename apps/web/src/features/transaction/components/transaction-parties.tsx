import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TransactionDetail } from '@riskscreen/shared';
import { formatCrypto, formatUsd, truncateMiddle } from '../../../lib/format.ts';
import { usePreview } from '../../previews/index.ts';
import { UNKNOWN_ENTITY } from '../messages.ts';

type Party = TransactionDetail['from_addresses'][number];
type Props = { transaction: TransactionDetail };

/** Senders and receivers side by side, each with its attribution and exposure type. */
export function TransactionParties({ transaction }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <PartyList
        title="Senders"
        testId="senders"
        parties={transaction.from_addresses}
        currency={transaction.currency}
      />
      <PartyList
        title="Receivers"
        testId="receivers"
        parties={transaction.to_addresses}
        currency={transaction.currency}
      />
    </SimpleGrid>
  );
}

function PartyList(props: { title: string; testId: string; parties: Party[]; currency: number }) {
  const { title, testId, parties, currency } = props;
  const { openAddressPreview } = usePreview();
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={5}>{title}</Title>
          <Text size="xs" c="dimmed">
            {parties.length} {parties.length === 1 ? 'address' : 'addresses'}
          </Text>
        </Group>
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Address</Table.Th>
                <Table.Th>Entity</Table.Th>
                <Table.Th>Exposure</Table.Th>
                <Table.Th ta="right">Value</Table.Th>
                <Table.Th ta="right">Value USD</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {parties.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text size="sm" c="dimmed" ta="center">
                      None
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {parties.map((p) => (
                <Table.Tr key={`${p.address}:${p.token_symbol}`} data-testid="party-row">
                  <Table.Td>
                    <Anchor
                      component="button"
                      size="sm"
                      ff="monospace"
                      title={p.address}
                      onClick={() => openAddressPreview({ currency, address: p.address })}
                      data-testid="party-address"
                    >
                      {truncateMiddle(p.address, 16)}
                    </Anchor>
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
                    {p.exposure_type ? (
                      <Badge
                        size="sm"
                        variant="light"
                        color={p.exposure_type === 'direct' ? 'blue' : 'grape'}
                        data-testid="party-exposure"
                      >
                        {p.exposure_type === 'direct' ? 'Direct' : 'Indirect'}
                      </Badge>
                    ) : (
                      <Text size="sm" c="dimmed">
                        -
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatCrypto(p.value)} {p.token_symbol}
                  </Table.Td>
                  <Table.Td ta="right">{formatUsd(p.value_usd)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
