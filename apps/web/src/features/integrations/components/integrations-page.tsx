import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { useIntegrations, useIsCustodyEnabled } from '../api.ts';
import { PROVIDERS } from './integration-catalogue.ts';
import { IntegrationStatusBadge } from './integration-status-badge.tsx';

/**
 * /settings/workspace/integrations: a card for the chat service, the webhook and the custody service (the custody
 * card only with the account permission fireblocks_enabled), each with its status and a way to its page.
 */
export function IntegrationsPage() {
  const integrations = useIntegrations();
  const isCustodyEnabled = useIsCustodyEnabled();
  const workspace = useWorkspaceSlug();
  const shown = PROVIDERS.filter((entry) => entry.provider !== 'fireblocks' || isCustodyEnabled);
  return (
    <Stack gap="lg" maw={960} data-testid="integrations">
      <div>
        <Title order={2}>Integrations</Title>
        <Text size="sm" c="dimmed">
          Connect this workspace to your own systems.
        </Text>
      </div>
      {integrations.isError && (
        <Alert color="red" icon={<IconAlertTriangle />} title="Error Loading Data">
          The integrations could not be loaded.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {shown.map((entry) => {
          const integration = integrations.data?.results.find((row) => row.provider === entry.provider);
          return (
            <Card
              key={entry.provider}
              withBorder
              radius="md"
              data-testid={`integration-card-${entry.provider}`}
            >
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={3} size="h4">
                    {entry.name}
                  </Title>
                  {integrations.isPending ? (
                    <Skeleton height={20} width={80} />
                  ) : (
                    <IntegrationStatusBadge entry={entry} integration={integration} />
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {entry.summary}
                </Text>
                <Group justify="flex-end">
                  <Button
                    component={Link}
                    to={withWorkspace(`/settings/workspace/integrations/${entry.provider}`, workspace)}
                    variant="light"
                    size="xs"
                  >
                    {integration ? 'Open' : 'Details'}
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
