import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Integration, SavedSlackConfig } from '@riskscreen/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm-action.tsx';
import { SettingsSection } from '../../../components/ui/settings-section.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSaveIntegration, useSlackAuthorizeUrl } from '../api.ts';
import { IntegrationActionsMenu } from './integration-actions-menu.tsx';
import type { ProviderEntry } from './integration-catalogue.ts';
import { SetupSteps } from './setup-steps.tsx';
import { SlackSettingsForm } from './slack-settings-form.tsx';
import { WebhookLogsDialog } from './webhook-logs-dialog.tsx';

/** The browser leaves for the provider's consent page (a seam: tests see where it would go). */
export const browser = { assign: (url: string) => window.location.assign(url) };

function slackConfigOf(integration: Integration | undefined): SavedSlackConfig | null {
  return integration?.config && 'channel_id' in integration.config ? integration.config : null;
}

/**
 * The chat service's part of its page (spec part 3 §2.13, §4.4): Add Integration (or Reconnect) sends the admin to
 * the provider's consent page; once connected, the team and channel, the choices of what is posted, and the
 * actions menu (logs, deactivate with confirmation).
 */
export function SlackSection({
  entry,
  integration,
}: {
  entry: ProviderEntry;
  integration: Integration | undefined;
}) {
  const [isLogsOpen, setLogsOpen] = useState(false);
  const openLogs = () => setLogsOpen(true);
  const authorize = useSlackAuthorizeUrl();
  const save = useSaveIntegration();
  const config = slackConfigOf(integration);
  const isConnected = Boolean(integration?.is_active && config);

  const connect = () =>
    authorize
      .mutateAsync()
      .then(({ url }) => browser.assign(url))
      .catch((error: unknown) =>
        notifications.show({
          color: 'red',
          message: (error instanceof ApiError && errorText(error.body)) || 'Error connecting to slack',
        }),
      );

  const deactivate = () =>
    confirmAction({
      title: `Deactivate ${entry.name}`,
      message: 'Nothing more is posted to the channel until the integration is added again.',
      confirmLabel: 'Deactivate',
      danger: true,
      onConfirm: () => {
        if (!integration || !config) return;
        const { risk, alert_item, alert_resolution_notifications, summary } = config;
        save
          .mutateAsync({
            id: integration.id,
            body: {
              provider: 'slack',
              is_active: false,
              config: { risk, alert_item, alert_resolution_notifications, summary },
            },
          })
          .then(() =>
            notifications.show({ color: 'green', message: `${entry.name} Integration Deactivated` }),
          )
          .catch(() =>
            notifications.show({ color: 'red', message: `Error Updating ${entry.name} Settings` }),
          );
      },
    });

  return (
    <>
      <Group>
        {!isConnected && (
          <Button onClick={() => void connect()} loading={authorize.isPending} data-testid="add-integration">
            Add Integration
          </Button>
        )}
        <IntegrationActionsMenu integration={integration} onViewLogs={openLogs} onDeactivate={deactivate} />
      </Group>
      {isConnected && integration?.needs_reconnect && (
        <Alert
          color="red"
          icon={<IconAlertTriangle />}
          title="Reconnect needed"
          data-testid="slack-reconnect"
        >
          <Text size="sm">
            Slack refused the app's access (it was removed, or the channel is gone): nothing is posted until
            you connect again.
          </Text>
          <Button mt="sm" size="xs" onClick={() => void connect()} loading={authorize.isPending}>
            Reconnect
          </Button>
        </Alert>
      )}
      {isConnected && integration && config && (
        <SettingsSection title="Configuration">
          <Text size="sm" data-testid="slack-connection">
            Posting to <b>#{config.channel_name}</b> in <b>{config.team_name}</b>
          </Text>
          <SlackSettingsForm integration={integration} config={config} />
        </SettingsSection>
      )}
      <SetupSteps steps={entry.steps} />
      <WebhookLogsDialog
        opened={isLogsOpen}
        onClose={() => setLogsOpen(false)}
        provider="slack"
        title="Slack logs"
      />
    </>
  );
}
