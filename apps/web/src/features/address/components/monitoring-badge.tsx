import { Badge, Tooltip } from '@mantine/core';
import type { AddressDetail } from '@riskscreen/shared';

/**
 * The address's monitoring badge (spec part 2): Active or Inactive as the server reads it from the workspace's
 * level, lists and duration, with 'Muted' until the mute ends; without the plan's continuous monitoring it says the
 * feature is unavailable.
 */
export function MonitoringBadge({ address, isAvailable }: { address: AddressDetail; isAvailable: boolean }) {
  if (!isAvailable) {
    return (
      <Tooltip label="Continuous monitoring is unavailable on your plan. Please contact support." withArrow>
        <Badge color="gray" variant="outline" data-testid="monitoring-badge">
          Monitoring unavailable
        </Badge>
      </Tooltip>
    );
  }
  const isActive = address.is_monitored ?? address.is_custom_monitored;
  return (
    <>
      <Badge color={isActive ? 'teal' : 'gray'} variant="light" data-testid="monitoring-badge">
        Monitoring: {isActive ? 'Active' : 'Inactive'}
      </Badge>
      {address.is_muted && (
        <Tooltip
          label={
            address.monitoring_muted_until ? `Until ${address.monitoring_muted_until.slice(0, 10)}` : 'Muted'
          }
          withArrow
        >
          <Badge color="orange" variant="light" data-testid="monitoring-muted-badge">
            Muted
          </Badge>
        </Tooltip>
      )}
    </>
  );
}
