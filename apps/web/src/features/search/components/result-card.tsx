import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { chainLabel, displayCode, type SearchResultEntity, TRUNCATE } from '@riskscreen/shared';
import { RiskLevelTag } from '../../../components/ui/risk-level-badge.tsx';
import { formatDate, truncateMiddle } from '../../../lib/format.ts';

const KIND_LABELS: Record<SearchResultEntity['item_type'], string> = {
  address: 'Address',
  transaction: 'Transaction',
  customer: 'Customer',
  case: 'Case',
};

/** The text a card leads with: the identifier, the customer id or the case name. */
function headline(item: SearchResultEntity): string {
  if (item.item_type === 'customer') return item.customer_id ?? item.identifier;
  if (item.item_type === 'case') return item.name ?? item.case_id ?? item.identifier;
  return truncateMiddle(item.identifier, 2 * TRUNCATE.addressHeader);
}

/** A search result: kind, chain, identifier, entity name, Screened or Unscreened, risk level when screened. */
export function ResultCard({
  item,
  timeZone,
  onOpen,
}: {
  item: SearchResultEntity;
  timeZone: string | undefined;
  onOpen: (item: SearchResultEntity) => void;
}) {
  const hasChain =
    item.currency !== null && (item.item_type === 'address' || item.item_type === 'transaction');
  return (
    <UnstyledButton onClick={() => onOpen(item)} w="100%" data-testid="search-result">
      <Paper withBorder p="sm" radius="md" style={{ cursor: 'pointer' }}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text size="xs" c="dimmed">
                {KIND_LABELS[item.item_type]}
              </Text>
              {hasChain && item.currency !== null && (
                <Badge size="xs" variant="light" color="gray" title={chainLabel(item.currency)}>
                  {displayCode(item.currency)}
                </Badge>
              )}
              {hasChain && item.currency !== null && (
                <Text size="xs" c="dimmed">
                  {chainLabel(item.currency)}
                </Text>
              )}
            </Group>
            <Text ff="monospace" size="sm" title={item.identifier} data-testid="search-result-identifier">
              {headline(item)}
            </Text>
            <Group gap="xs">
              {item.name && item.item_type !== 'case' && (
                <Text size="xs" fw={500} data-testid="search-result-name">
                  {item.name}
                </Text>
              )}
              {item.customer_id && item.item_type !== 'customer' && (
                <Text size="xs" c="dimmed">
                  Customer: {item.customer_id}
                </Text>
              )}
              {item.item_type === 'transaction' && item.block_date_time !== null && (
                <Text size="xs" c="dimmed">
                  {formatDate(item.block_date_time, timeZone)}
                </Text>
              )}
            </Group>
          </Stack>
          <Group gap={6} wrap="nowrap">
            {item.is_screened && item.risk_level !== null && (
              <RiskLevelTag level={item.risk_level} coverage={item.data_coverage} />
            )}
            {!item.is_screened && item.data_coverage === 'no_chain_data' && (
              <Badge variant="outline" color="gray" data-testid="search-result-no-data">
                No chain data
              </Badge>
            )}
            {!item.is_screened && item.data_coverage === 'not_on_chain' && (
              <Badge variant="outline" color="gray" data-testid="search-result-no-data">
                Not found on chain
              </Badge>
            )}
            <Badge
              variant={item.is_screened ? 'filled' : 'outline'}
              color={item.is_screened ? 'teal' : 'gray'}
              data-testid="search-result-badge"
            >
              {item.is_screened ? 'Screened' : 'Unscreened'}
            </Badge>
          </Group>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
