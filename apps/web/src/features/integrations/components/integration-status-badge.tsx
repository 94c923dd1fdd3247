import { Badge } from '@mantine/core';
import type { Integration } from '@riskscreen/shared';
import type { ProviderEntry } from './integration-catalogue.ts';

/** Active, Inactive (set up and deactivated), Not set up, or Not available on this server. */
export function IntegrationStatusBadge({
  entry,
  integration,
}: {
  entry: ProviderEntry;
  integration: Integration | undefined;
}) {
  if (!entry.isAvailable)
    return (
      <Badge color="gray" variant="light">
        Not available on this server
      </Badge>
    );
  if (!integration)
    return (
      <Badge color="gray" variant="outline">
        Not set up
      </Badge>
    );
  if (integration.is_active && integration.needs_reconnect)
    return (
      <Badge color="red" variant="light">
        Reconnect needed
      </Badge>
    );
  return integration.is_active ? (
    <Badge color="green">Active</Badge>
  ) : (
    <Badge color="orange" variant="light">
      Inactive
    </Badge>
  );
}
