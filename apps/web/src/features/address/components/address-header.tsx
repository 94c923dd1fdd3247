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
import { type AddressDetail, nativeSymbol, TIMERS_MS, TRUNCATE } from '@riskscreen/shared';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RescreenButton } from '../../../components/screening/index.ts';
import { formatCrypto, formatDate, formatGmt, formatUsd, truncateMiddle } from '../../../lib/format.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useAttributionTimestamp } from '../api.ts';
import { AddressActionsMenu } from './address-actions-menu.tsx';
import { CustomTagBadges } from './custom-tag-badges.tsx';
import { RiskLevelBadge } from './risk-level-badge.tsx';

type Props = { address: AddressDetail; timeZone: string | undefined; hasScreenFailed: boolean };

/** Tags as 'Name (Type · Subtype)', or null when nothing is attributed. */
function tagText(name: string | null, type: string | null, subtype: string | null): string | null {
  if (!name && !type) return null;
  const detail = [type, subtype && subtype !== 'Unknown' ? subtype : null].filter(Boolean).join(' · ');
  return detail ? `${name ?? 'Unknown'} (${detail})` : (name ?? 'Unknown');
}

/** The identifier without a ':number' destination tag suffix, when the server parsed one. */
function bareIdentifier(address: AddressDetail): string {
  const suffix = address.destination_tag === null ? null : `:${address.destination_tag}`;
  return suffix && address.identifier.endsWith(suffix)
    ? address.identifier.slice(0, -suffix.length)
    : address.identifier;
}

/**
 * Page header: identifier (shortened, copyable, full below), badges, custom tags (when enabled), risk level,
 * actions and key facts.
 */
export function AddressHeader({ address, timeZone, hasScreenFailed }: Props) {
  const attribution = useAttributionTimestamp(String(address.id));
  const profile = useProfile();
  const identifier = bareIdentifier(address);
  const ownTag = tagText(address.tag_name_verbose, address.tag_type_verbose, address.tag_subtype_verbose);
  const ownerTag = tagText(
    address.tag_name_verbose_owner,
    address.tag_type_verbose_owner,
    address.tag_subtype_verbose_owner,
  );
  return (
    <Paper withBorder p="md" radius="md" data-testid="address-header">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Badge variant="light" color="gray" title={address.currency_verbose}>
                {address.currency_short}
              </Badge>
              <Title order={2} ff="monospace" fz={22} data-testid="address-title">
                {truncateMiddle(identifier, TRUNCATE.addressHeader)}
              </Title>
              <CopyButton value={identifier} timeout={TIMERS_MS.copyConfirmation}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'teal' : 'gray'}
                      onClick={copy}
                      aria-label="Copy address"
                    >
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
              {address.is_megahub && (
                <Tooltip label="An address with an unusually large number of counterparties" withArrow>
                  <Badge color="violet" variant="filled" data-testid="megahub-badge">
                    Megahub
                  </Badge>
                </Tooltip>
              )}
              {address.destination_tag !== null && (
                <Badge variant="outline" color="gray" data-testid="destination-tag">
                  Destination Tag: {address.destination_tag}
                </Badge>
              )}
            </Group>
            <Text
              size="sm"
              c="dimmed"
              ff="monospace"
              style={{ wordBreak: 'break-all' }}
              data-testid="address-full"
            >
              {identifier}
            </Text>
            {profile.is_custom_tags_enabled && <CustomTagBadges tags={address.custom_tags} />}
          </Stack>
          <Group gap="sm" wrap="nowrap">
            <RiskLevelBadge
              addressId={String(address.id)}
              level={address.risk_level}
              lastScreenedTime={address.last_screened_time}
              timeZone={timeZone}
              hasScreenFailed={hasScreenFailed}
            />
            <RescreenButton
              kind="address"
              id={address.id}
              identifier={address.identifier}
              currency={address.currency}
              lastScreenedTime={address.last_screened_time}
            />
            <AddressActionsMenu address={address} />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <Fact label="Balance">
            <Text size="sm" data-testid="balance">
              {formatCrypto(address.balance)} {nativeSymbol(address.currency)}
            </Text>
            <Text size="xs" c="dimmed" data-testid="balance-usd">
              {formatUsd(address.balance_usd)}
            </Text>
          </Fact>
          <Fact label="Entity">
            <Text size="sm">{ownTag ?? 'Unknown'}</Text>
          </Fact>
          <Fact label="Owner">
            <Text size="sm" data-testid="owner-tag">
              {ownerTag ?? '-'}
            </Text>
          </Fact>
          <Fact label="Attribution timestamp">
            <Text size="sm" data-testid="attribution-time">
              {attribution.data ? formatGmt(attribution.data) : '-'}
            </Text>
          </Fact>
          <Fact label="First transaction">
            <Text size="sm">{formatDate(address.earliest_transaction_time, timeZone)}</Text>
          </Fact>
          <Fact label="Last transaction">
            <Text size="sm">{formatDate(address.latest_transaction_time, timeZone)}</Text>
          </Fact>
          <Fact label="Total received">
            <Text size="sm">{formatUsd(address.total_incoming_value_usd)}</Text>
          </Fact>
          <Fact label="Total sent">
            <Text size="sm">{formatUsd(address.total_outgoing_value_usd)}</Text>
          </Fact>
        </SimpleGrid>
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
