import { Anchor, Button, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Integration } from '@riskscreen/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { SettingsSection } from '../../../components/ui/settings-section.tsx';
import { useWorkspaceSlug, withWorkspace } from '../../../lib/workspace.ts';
import { useIntegrations, useIsCustodyEnabled, useSaveIntegration } from '../api.ts';
import { CustodySection } from './custody-section.tsx';
import { IntegrationActionsMenu } from './integration-actions-menu.tsx';
import { type ProviderEntry, providerEntry } from './integration-catalogue.ts';
import { IntegrationStatusBadge } from './integration-status-badge.tsx';
import { SetupSteps } from './setup-steps.tsx';
import { SlackSection } from './slack-section.tsx';
import { WebhookForm } from './webhook-form.tsx';
import { WebhookLogsDialog } from './webhook-logs-dialog.tsx';

/**
 * /settings/workspace/integrations/{integrationType} (spec part 3 §2.13, §4.4): status badge, Add Integration or
 * the actions menu (logs, deactivate with confirmation), the configuration form, setup steps and help links.
 */
export function IntegrationDetailPage() {
  const { integrationType } = useParams();
  const entry = providerEntry(integrationType);
  const workspace = useWorkspaceSlug();
  const integrations = useIntegrations();
  const isCustodyEnabled = useIsCustodyEnabled();
  const back = (
    <Anchor component={Link} to={withWorkspace('/settings/workspace/integrations', workspace)} size="sm">
      ← Integrations
    </Anchor>
  );
  if (!entry)
    return (
      <Stack>
        {back}
        <Text>This page could not be found</Text>
      </Stack>
    );
  const integration = integrations.data?.results.find((row) => row.provider === entry.provider);
  return (
    <Stack gap="lg" maw={880} data-testid={`integration-${entry.provider}`}>
      {back}
      <Group justify="space-between">
        <Group>
          <Title order={2}>{entry.name}</Title>
          {integrations.isPending ? (
            <Skeleton height={20} width={80} />
          ) : (
            <IntegrationStatusBadge entry={entry} integration={integration} />
          )}
        </Group>
      </Group>
      <Text c="dimmed">{entry.summary}</Text>
      {integrations.isPending ? (
        <Skeleton height={200} />
      ) : entry.provider === 'slack' ? (
        <SlackSection entry={entry} integration={integration} />
      ) : entry.provider === 'fireblocks' ? (
        isCustodyEnabled ? (
          <CustodySection entry={entry} integration={integration} />
        ) : (
          <Text data-testid="integration-not-available">
            {entry.name} is not enabled for your organisation. Contact support to enable it.
          </Text>
        )
      ) : entry.isAvailable ? (
        <WebhookSection entry={entry} integration={integration} />
      ) : (
        <Text data-testid="integration-not-available">
          This server has no connector for {entry.name} yet: it cannot be added here.
        </Text>
      )}
      <SettingsSection title="Help">
        <List size="sm">
          {entry.help.map((link) => (
            <List.Item key={link.href}>
              <Anchor href={link.href} target="_blank" rel="noreferrer">
                {link.label}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </SettingsSection>
    </Stack>
  );
}

function WebhookSection({
  entry,
  integration,
}: {
  entry: ProviderEntry;
  integration: Integration | undefined;
}) {
  const [isFormOpen, setFormOpen] = useState(integration?.is_active ?? false);
  const [isLogsOpen, setLogsOpen] = useState(false);
  const openLogs = () => setLogsOpen(true);
  const save = useSaveIntegration();

  const deactivate = () =>
    confirmAction({
      title: `Deactivate ${entry.name}`,
      message: 'Nothing more is sent to the endpoint until the integration is added again.',
      confirmLabel: 'Deactivate',
      danger: true,
      onConfirm: () => {
        if (!integration?.config || !('url' in integration.config)) return;
        save
          .mutateAsync({
            id: integration.id,
            body: { provider: 'webhook', is_active: false, config: integration.config },
          })
          .then(() => {
            setFormOpen(false);
            notifications.show({ color: 'green', message: `${entry.name} Integration Deactivated` });
          })
          .catch(() =>
            notifications.show({ color: 'red', message: `Error Updating ${entry.name} Settings` }),
          );
      },
    });

  return (
    <>
      <Group>
        {!integration?.is_active && !isFormOpen && (
          <Button onClick={() => setFormOpen(true)} data-testid="add-integration">
            Add Integration
          </Button>
        )}
        <IntegrationActionsMenu integration={integration} onViewLogs={openLogs} onDeactivate={deactivate} />
      </Group>
      {isFormOpen && (
        <SettingsSection title="Configuration">
          <WebhookForm integration={integration} onSaved={() => setFormOpen(true)} />
        </SettingsSection>
      )}
      <SetupSteps steps={entry.steps} />
      <WebhookLogsDialog opened={isLogsOpen} onClose={() => setLogsOpen(false)} />
    </>
  );
}
