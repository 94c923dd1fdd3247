import { Badge, Text, Tooltip } from '@mantine/core';
import { type AddressDetail, dataCoverageText, NO_DATA_LABEL, nativeSymbol } from '@riskscreen/shared';
import { EntityHeader } from '../../../components/entity-header/entity-header.tsx';
import { RescreenButton } from '../../../components/screening/index.ts';
import { RiskLevelBadge } from '../../../components/ui/risk-level-badge.tsx';
import { formatCrypto, formatDate, formatGmt, formatUsd } from '../../../lib/format.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useAttributionTimestamp } from '../api.ts';
import { SCREEN_FAILED } from '../messages.ts';
import { useRiskLevelReasons } from '../risk-level-reasons.ts';
import { AddressActionsMenu } from './address-actions-menu.tsx';
import { CustomTagBadges } from './custom-tag-badges.tsx';
import { MonitoringBadge } from './monitoring-badge.tsx';

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
 * Page header: identifier (shortened, copyable, full below), badges, custom tags (when enabled), risk level with
 * the rules that set it, actions and key facts.
 */
export function AddressHeader({ address, timeZone, hasScreenFailed }: Props) {
  const attribution = useAttributionTimestamp(String(address.id));
  const reasons = useRiskLevelReasons(String(address.id), address.risk_level);
  const profile = useProfile();
  const ownTag = tagText(address.tag_name_verbose, address.tag_type_verbose, address.tag_subtype_verbose);
  // Without the chain's data the balance and totals are unknown, not zero (decision 0046).
  const hasData = address.data_coverage === 'chain_data';
  const known = (text: string) => (hasData ? text : NO_DATA_LABEL);
  const ownerTag = tagText(
    address.tag_name_verbose_owner,
    address.tag_type_verbose_owner,
    address.tag_subtype_verbose_owner,
  );
  return (
    <EntityHeader
      kind="address"
      chain={{ short: address.currency_short, verbose: address.currency_verbose }}
      identifier={bareIdentifier(address)}
      copyLabel="Copy address"
      badges={
        <>
          {address.is_megahub && (
            <Tooltip label="An address with an unusually large number of counterparties" withArrow>
              <Badge color="violet" variant="filled" data-testid="megahub-badge">
                Megahub
              </Badge>
            </Tooltip>
          )}
          <MonitoringBadge address={address} isAvailable={profile.can_enable_continuous_monitoring} />
          {address.destination_tag !== null && (
            <Badge variant="outline" color="gray" data-testid="destination-tag">
              Destination Tag: {address.destination_tag}
            </Badge>
          )}
        </>
      }
      below={profile.is_custom_tags_enabled && <CustomTagBadges tags={address.custom_tags} />}
      actions={
        <>
          <RiskLevelBadge
            level={address.risk_level}
            lastScreenedTime={address.last_screened_time}
            timeZone={timeZone}
            failureText={hasScreenFailed ? SCREEN_FAILED : null}
            reasons={reasons}
            coverage={{
              dataCoverage: address.data_coverage,
              text: dataCoverageText(address.data_coverage, address.currency_verbose),
            }}
          />
          <RescreenButton
            kind="address"
            id={address.id}
            identifier={address.identifier}
            currency={address.currency}
            lastScreenedTime={address.last_screened_time}
          />
          <AddressActionsMenu address={address} />
        </>
      }
      facts={[
        {
          label: 'Balance',
          value: hasData ? (
            <>
              <Text size="sm" data-testid="balance">
                {formatCrypto(address.balance)} {nativeSymbol(address.currency)}
              </Text>
              <Text size="xs" c="dimmed" data-testid="balance-usd">
                {formatUsd(address.balance_usd)}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed" data-testid="balance">
              {NO_DATA_LABEL}
            </Text>
          ),
        },
        { label: 'Entity', value: <Text size="sm">{ownTag ?? 'Unknown'}</Text> },
        {
          label: 'Owner',
          value: (
            <Text size="sm" data-testid="owner-tag">
              {ownerTag ?? '-'}
            </Text>
          ),
        },
        {
          label: 'Attribution timestamp',
          value: (
            <Text size="sm" data-testid="attribution-time">
              {attribution.data ? formatGmt(attribution.data) : '-'}
            </Text>
          ),
        },
        {
          label: 'First transaction',
          value: <Text size="sm">{formatDate(address.earliest_transaction_time, timeZone)}</Text>,
        },
        {
          label: 'Last transaction',
          value: <Text size="sm">{formatDate(address.latest_transaction_time, timeZone)}</Text>,
        },
        {
          label: 'Total received',
          value: <Text size="sm">{known(formatUsd(address.total_incoming_value_usd))}</Text>,
        },
        {
          label: 'Total sent',
          value: <Text size="sm">{known(formatUsd(address.total_outgoing_value_usd))}</Text>,
        },
      ]}
    />
  );
}
