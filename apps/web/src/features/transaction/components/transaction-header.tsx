import {
  ActionIcon,
  Badge,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { nativeSymbol, TIMERS_MS, TRUNCATE, type TransactionDetail } from '@riskscreen/shared';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RescreenButton } from '../../../components/screening/index.ts';
import { RiskLevelBadge } from '../../../components/ui/risk-level-badge.tsx';
import { formatCrypto, formatDate, formatUsd, truncateMiddle } from '../../../lib/format.ts';
import { NOT_IN_CHAIN_DATA, SCREEN_FAILED } from '../messages.ts';

type Props = { transaction: TransactionDetail; timeZone: string | undefined; hasScreenFailed: boolean };

/** Customer transaction types (spec part 2 §9). */
const TYPE_LABELS: Record<number, string> = { 1: 'Deposit', 2: 'Withdrawal' };

/** Hash (shortened, copyable, full below), chain, risk level and the key facts of the transaction. */
export function TransactionHeader({ transaction: tx, timeZone, hasScreenFailed }: Props) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="transaction-header">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Badge variant="light" color="gray" title={tx.currency_verbose} data-testid="transaction-chain">
                {tx.currency_short}
              </Badge>
              <Title order={2} ff="monospace" fz={22} data-testid="transaction-title">
                {truncateMiddle(tx.identifier, TRUNCATE.addressHeader)}
              </Title>
              <CopyButton value={tx.identifier} timeout={TIMERS_MS.copyConfirmation}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'teal' : 'gray'}
                      onClick={copy}
                      aria-label="Copy transaction hash"
                    >
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
              {tx.is_known_to_provider && !tx.is_confirmed && (
                <Badge color="gray" variant="outline" data-testid="unconfirmed-badge">
                  Unconfirmed
                </Badge>
              )}
            </Group>
            <Text
              size="sm"
              c="dimmed"
              ff="monospace"
              style={{ wordBreak: 'break-all' }}
              data-testid="transaction-full"
            >
              {tx.identifier}
            </Text>
          </Stack>
          <Group gap="sm" wrap="nowrap">
            <RiskLevelBadge
              level={tx.risk_level}
              lastScreenedTime={tx.last_screened_time}
              timeZone={timeZone}
              failureText={hasScreenFailed ? SCREEN_FAILED : null}
            />
            <RescreenButton
              kind="transaction"
              id={tx.id}
              identifier={tx.identifier}
              currency={tx.currency}
              lastScreenedTime={tx.last_screened_time}
            />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <Fact label="Blockchain">
            <Text size="sm">{tx.currency_verbose}</Text>
          </Fact>
          <Fact label="Block time">
            <Text size="sm" data-testid="block-time">
              {!tx.is_known_to_provider
                ? NOT_IN_CHAIN_DATA
                : tx.block_date_time === null
                  ? 'Unconfirmed'
                  : formatDate(tx.block_date_time, timeZone)}
            </Text>
          </Fact>
          <Fact label="Value">
            <Text size="sm" data-testid="transaction-value">
              {formatCrypto(tx.value)} {tx.value_token_symbol}
            </Text>
            <Text size="xs" c="dimmed" data-testid="transaction-value-usd">
              {formatUsd(tx.value_usd)}
            </Text>
          </Fact>
          <Fact label="Fee">
            <Text size="sm" data-testid="transaction-fee">
              {formatCrypto(tx.fee)} {nativeSymbol(tx.currency)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatUsd(tx.fee_usd)}
            </Text>
          </Fact>
          <Fact label="Customer Id">
            <Text size="sm">{tx.customer_id ?? '-'}</Text>
          </Fact>
          <Fact label="Type">
            <Text size="sm">{tx.type === null ? '-' : (TYPE_LABELS[tx.type] ?? '-')}</Text>
          </Fact>
          <Fact label="Date Added">
            <Text size="sm">{formatDate(tx.created_at, timeZone)}</Text>
          </Fact>
          <Fact label="Last Screened At">
            <Text size="sm">{formatDate(tx.last_screened_time, timeZone)}</Text>
          </Fact>
        </SimpleGrid>
        {tx.digital_assets.length > 1 && (
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
        )}
      </Stack>
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
