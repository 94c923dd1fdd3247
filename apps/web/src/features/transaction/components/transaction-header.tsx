import { Badge, Group, Text } from '@mantine/core';
import { dataCoverageText, NO_DATA_LABEL, nativeSymbol, type TransactionDetail } from '@riskscreen/shared';
import { EntityHeader } from '../../../components/entity-header/entity-header.tsx';
import { RescreenButton } from '../../../components/screening/index.ts';
import { RiskLevelBadge } from '../../../components/ui/risk-level-badge.tsx';
import { formatCrypto, formatDate, formatUsd } from '../../../lib/format.ts';
import { NOT_IN_CHAIN_DATA, SCREEN_FAILED } from '../messages.ts';
import { TransactionActionsMenu } from './transaction-actions-menu.tsx';

type Props = { transaction: TransactionDetail; timeZone: string | undefined; hasScreenFailed: boolean };

/** Customer transaction types (spec part 2 §9). */
const TYPE_LABELS: Record<number, string> = { 1: 'Deposit', 2: 'Withdrawal' };

/** Hash (shortened, copyable, full below), chain, risk level and the key facts of the transaction. */
export function TransactionHeader({ transaction: tx, timeZone, hasScreenFailed }: Props) {
  // Without the chain's data the value and fee are unknown, not zero (decision 0046).
  const hasData = tx.data_coverage === 'chain_data';
  return (
    <EntityHeader
      kind="transaction"
      chain={{ short: tx.currency_short, verbose: tx.currency_verbose, testId: 'transaction-chain' }}
      identifier={tx.identifier}
      copyLabel="Copy transaction hash"
      badges={
        tx.is_known_to_provider &&
        !tx.is_confirmed && (
          <Badge color="gray" variant="outline" data-testid="unconfirmed-badge">
            Unconfirmed
          </Badge>
        )
      }
      actions={
        <>
          <RiskLevelBadge
            level={tx.risk_level}
            lastScreenedTime={tx.last_screened_time}
            timeZone={timeZone}
            failureText={hasScreenFailed ? SCREEN_FAILED : null}
            coverage={{
              dataCoverage: tx.data_coverage,
              text: dataCoverageText(tx.data_coverage, tx.currency_verbose),
            }}
          />
          <RescreenButton
            kind="transaction"
            id={tx.id}
            identifier={tx.identifier}
            currency={tx.currency}
            lastScreenedTime={tx.last_screened_time}
          />
          <TransactionActionsMenu transaction={tx} />
        </>
      }
      facts={[
        { label: 'Blockchain', value: <Text size="sm">{tx.currency_verbose}</Text> },
        {
          label: 'Block time',
          value: (
            <Text size="sm" data-testid="block-time">
              {!tx.is_known_to_provider
                ? NOT_IN_CHAIN_DATA
                : tx.block_date_time === null
                  ? 'Unconfirmed'
                  : formatDate(tx.block_date_time, timeZone)}
            </Text>
          ),
        },
        {
          label: 'Value',
          value: hasData ? (
            <>
              <Text size="sm" data-testid="transaction-value">
                {formatCrypto(tx.value)} {tx.value_token_symbol}
              </Text>
              <Text size="xs" c="dimmed" data-testid="transaction-value-usd">
                {formatUsd(tx.value_usd)}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed" data-testid="transaction-value">
              {NO_DATA_LABEL}
            </Text>
          ),
        },
        {
          label: 'Fee',
          value: hasData ? (
            <>
              <Text size="sm" data-testid="transaction-fee">
                {formatCrypto(tx.fee)} {nativeSymbol(tx.currency)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatUsd(tx.fee_usd)}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed" data-testid="transaction-fee">
              {NO_DATA_LABEL}
            </Text>
          ),
        },
        { label: 'Customer Id', value: <Text size="sm">{tx.customer_id ?? '-'}</Text> },
        {
          label: 'Type',
          value: <Text size="sm">{tx.type === null ? '-' : (TYPE_LABELS[tx.type] ?? '-')}</Text>,
        },
        { label: 'Date Added', value: <Text size="sm">{formatDate(tx.created_at, timeZone)}</Text> },
        {
          label: 'Last Screened At',
          value: <Text size="sm">{formatDate(tx.last_screened_time, timeZone)}</Text>,
        },
      ]}
      footer={
        tx.digital_assets.length > 1 && (
          <Group gap="xs" data-testid="transaction-assets">
            <Text size="xs" c="dimmed">
              Assets moved
            </Text>
            {tx.digital_assets.map((a) => (
              <Badge key={a.token} variant="light" color="blue" size="sm">
                {formatCrypto(a.value)} {a.token} · {formatUsd(a.value_usd)}
              </Badge>
            ))}
          </Group>
        )
      }
    />
  );
}
