import { Button, Code, CopyButton, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { custodySettings, type Integration, type SavedCustodyConfig } from '@riskscreen/shared';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { SettingsSection } from '../../../components/ui/settings-section.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSaveIntegration } from '../api.ts';
import { CustodyLogsDialog } from './custody-logs-dialog.tsx';
import { CustodySettingsForm } from './custody-settings-form.tsx';
import { IntegrationActionsMenu } from './integration-actions-menu.tsx';
import type { ProviderEntry } from './integration-catalogue.ts';
import { SetupSteps } from './setup-steps.tsx';

function custodyConfigOf(integration: Integration | undefined): SavedCustodyConfig | null {
  return integration?.config && 'freezing_status' in integration.config ? integration.config : null;
}

/** The URL the custody service's console is given for its webhook (the integration's slug names it). */
export function custodyWebhookUrl(slug: string): string {
  return `${window.location.origin}/integrations/fireblocks/webhook/${slug}/`;
}

/**
 * The custody service's part of its page (spec part 3 §2.13, §4.4): Add Integration toggles is_active, the actions
 * menu (logs, deactivate with confirmation), the webhook URL for the custody console and the configuration.
 */
export function CustodySection({
  entry,
  integration,
}: {
  entry: ProviderEntry;
  integration: Integration | undefined;
}) {
  const [isLogsOpen, setLogsOpen] = useState(false);
  const openLogs = () => setLogsOpen(true);
  const save = useSaveIntegration();
  const config = custodyConfigOf(integration);
  const isActive = Boolean(integration?.is_active && config);
  const settings = config ?? custodySettings.parse({});

  const setActive = (active: boolean) =>
    save
      .mutateAsync({
        id: integration?.id ?? null,
        body: { provider: 'fireblocks', is_active: active, config: settings },
      })
      .then(() =>
        notifications.show({
          color: 'green',
          message: active ? `${entry.name} Integration Added` : `${entry.name} Integration Deactivated`,
        }),
      )
      .catch((error: unknown) =>
        notifications.show({
          color: 'red',
          message:
            (error instanceof ApiError && errorText(error.body)) || `Error Updating ${entry.name} Settings`,
        }),
      );

  const deactivate = () =>
    confirmAction({
      title: `Deactivate ${entry.name}`,
      message:
        'Fireblocks transactions are no longer screened, frozen or rejected until the integration is added again.',
      confirmLabel: 'Deactivate',
      danger: true,
      onConfirm: () => void setActive(false),
    });

  return (
    <>
      <Group>
        {!isActive && (
          <Button onClick={() => void setActive(true)} loading={save.isPending} data-testid="add-integration">
            Add Integration
          </Button>
        )}
        <IntegrationActionsMenu integration={integration} onViewLogs={openLogs} onDeactivate={deactivate} />
      </Group>
      {isActive && integration && config && (
        <SettingsSection title="Configuration">
          {integration.webhook_slug && (
            <Group gap="xs">
              <Text size="sm">Webhook URL for the Fireblocks Console:</Text>
              <Code data-testid="custody-webhook-url">{custodyWebhookUrl(integration.webhook_slug)}</Code>
              <CopyButton value={custodyWebhookUrl(integration.webhook_slug)}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant="subtle" onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          )}
          <CustodySettingsForm key={integration.id} integration={integration} config={config} />
        </SettingsSection>
      )}
      <SetupSteps steps={entry.steps} />
      <CustodyLogsDialog opened={isLogsOpen} onClose={() => setLogsOpen(false)} />
    </>
  );
}
