import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { type AddressDetail, displayCode, NO_DATA_LABEL } from '@riskscreen/shared';
import { riskLevelText } from '../../../components/ui/risk-level-badge.tsx';
import { formatCrypto, formatDate, formatGmt, formatUsd } from '../../../lib/format.ts';
import { type PreviewBase, useAttributionTime } from '../api.ts';
import { Fact, tagText } from './fact.tsx';

type Props = { address: AddressDetail; base: PreviewBase; timeZone: string | undefined };

/** The Overview tab: balance, attribution (own and owner's), activity span and totals. */
export function AddressPreviewOverview({ address, base, timeZone }: Props) {
  const attribution = useAttributionTime(base, true);
  const isLite = address.coverage === 'lite';
  const own = tagText(address.tag_name_verbose, address.tag_type_verbose, address.tag_subtype_verbose);
  const owner = tagText(
    address.tag_name_verbose_owner,
    address.tag_type_verbose_owner,
    address.tag_subtype_verbose_owner,
  );
  const isSanctioned =
    address.tag_type_verbose === 'Sanctions' || address.tag_type_verbose_owner === 'Sanctions';
  return (
    <Stack gap="md" data-testid="address-preview-overview">
      {isLite && (
        <Paper withBorder p="md" radius="md" data-testid="lite-overview">
          <Text size="sm">
            {isSanctioned
              ? 'This address is on a sanctions list.'
              : 'This address is not on any sanctions list we hold.'}{' '}
            Risk level: {riskLevelText(address.risk_level, address.data_coverage)}.
          </Text>
        </Paper>
      )}
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
          <Fact label="Risk Level" testId="preview-risk">
            {riskLevelText(address.risk_level, address.data_coverage)}
          </Fact>
          <Fact label="Entity" testId="preview-entity">
            {own ?? 'Unknown'}
          </Fact>
          <Fact label="Owner">{owner ?? '-'}</Fact>
          <Fact label="Balance" testId="preview-balance">
            {address.data_coverage === 'chain_data' ? (
              <>
                {formatCrypto(address.balance)} {displayCode(address.currency)}
                <Text size="xs" c="dimmed">
                  {formatUsd(address.balance_usd)}
                </Text>
              </>
            ) : (
              NO_DATA_LABEL
            )}
          </Fact>
          <Fact label="Attribution timestamp">{attribution.data ? formatGmt(attribution.data) : '-'}</Fact>
          {!isLite && (
            <>
              <Fact label="First transaction">{formatDate(address.earliest_transaction_time, timeZone)}</Fact>
              <Fact label="Last transaction">{formatDate(address.latest_transaction_time, timeZone)}</Fact>
              <Fact label="Total received">{formatUsd(address.total_incoming_value_usd)}</Fact>
              <Fact label="Total sent">{formatUsd(address.total_outgoing_value_usd)}</Fact>
            </>
          )}
          {address.is_screened && (
            <Fact label="Last screened">{formatDate(address.last_screened_time, timeZone)}</Fact>
          )}
          {address.customer_id && <Fact label="Customer ID">{address.customer_id}</Fact>}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
