import { Group, MultiSelect, Select, Stack, Switch, TagsInput, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CUSTODY_ACTION_STATUS_LABELS,
  type CustodySettings,
  type Integration,
  RISK_LEVEL_LABELS,
  type RiskLevel,
  type SavedCustodyConfig,
} from '@riskscreen/shared';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSaveIntegration } from '../api.ts';

const LEVELS: readonly RiskLevel[] = [5, 4, 3, 2, 1];
const STATUS_OPTIONS = ([1, 0, 2] as const).map((status) => ({
  value: String(status),
  label: CUSTODY_ACTION_STATUS_LABELS[status],
}));
const LEVEL_OPTIONS = LEVELS.map((level) => ({ value: String(level), label: RISK_LEVEL_LABELS[level] }));

function settingsOf(config: SavedCustodyConfig): CustodySettings {
  const { is_advanced_integration_enabled: _operatorOnly, ...settings } = config;
  return settings;
}

/**
 * The custody service's configuration (spec part 3 §3, §4.4): freezing and rejection, each a status (Enabled,
 * Disabled, Dry Run) and its risk levels, the notification addresses and switches. Each change is saved at once;
 * a refused one goes back. The advanced integration's toggle is read-only: only support changes it.
 */
export function CustodySettingsForm({
  integration,
  config,
}: {
  integration: Integration;
  config: SavedCustodyConfig;
}) {
  const [values, setValues] = useState<CustodySettings>(settingsOf(config));
  const save = useSaveIntegration();

  const change = (update: Partial<CustodySettings>) => {
    const before = values;
    const next = { ...values, ...update };
    setValues(next);
    save
      .mutateAsync({ id: integration.id, body: { provider: 'fireblocks', is_active: true, config: next } })
      .then((saved) => {
        if (saved.config && 'freezing_status' in saved.config) setValues(settingsOf(saved.config));
        notifications.show({ color: 'green', message: 'Fireblocks Settings Updated' });
      })
      .catch((error: unknown) => {
        setValues(before);
        notifications.show({
          color: 'red',
          message:
            (error instanceof ApiError && errorText(error.body)) || 'Error Updating Fireblocks Settings',
        });
      });
  };

  return (
    <Stack gap="md" mt="sm" data-testid="custody-settings">
      <Group align="flex-start" grow>
        <Select
          label="Freezing status"
          description="Freeze incoming transactions of these risk levels."
          data={STATUS_OPTIONS}
          value={String(values.freezing_status)}
          onChange={(value) => value !== null && change({ freezing_status: Number(value) })}
          allowDeselect={false}
          data-testid="custody-freezing-status"
        />
        <MultiSelect
          label="Freezing risk levels"
          data={LEVEL_OPTIONS}
          value={values.freezing_risk_levels.map(String)}
          onChange={(picked) => change({ freezing_risk_levels: picked.map(Number) })}
          data-testid="custody-freezing-levels"
        />
      </Group>
      <Group align="flex-start" grow>
        <Select
          label="Rejection status"
          description="Reject outgoing transactions of these risk levels."
          data={STATUS_OPTIONS}
          value={String(values.rejection_status)}
          onChange={(value) => value !== null && change({ rejection_status: Number(value) })}
          allowDeselect={false}
          data-testid="custody-rejection-status"
        />
        <MultiSelect
          label="Rejection risk levels"
          data={LEVEL_OPTIONS}
          value={values.rejection_risk_levels.map(String)}
          onChange={(picked) => change({ rejection_risk_levels: picked.map(Number) })}
          data-testid="custody-rejection-levels"
        />
      </Group>
      <TagsInput
        label="Notification emails"
        description="An entry without @ gets your e-mail domain."
        value={values.notification_emails}
        onChange={(emails) => change({ notification_emails: emails })}
        data-testid="custody-emails"
      />
      <Switch
        label="E-mail when a transaction is frozen"
        checked={values.is_freezing_notification_enabled}
        onChange={(event) => change({ is_freezing_notification_enabled: event.currentTarget.checked })}
      />
      <Switch
        label="E-mail when a transaction is rejected"
        checked={values.is_rejection_notification_enabled}
        onChange={(event) => change({ is_rejection_notification_enabled: event.currentTarget.checked })}
      />
      <Switch
        label="E-mail when the advanced settings change"
        checked={values.is_advanced_settings_notification_enabled}
        onChange={(event) =>
          change({ is_advanced_settings_notification_enabled: event.currentTarget.checked })
        }
      />
      <div>
        <Switch
          label="Advanced integration"
          checked={config.is_advanced_integration_enabled}
          disabled
          readOnly
          data-testid="custody-advanced"
        />
        <Text size="xs" c="dimmed" mt={4}>
          To enable or disable the advanced integration, contact support.
        </Text>
      </div>
    </Stack>
  );
}
