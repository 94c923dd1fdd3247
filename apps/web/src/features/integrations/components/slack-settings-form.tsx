import { Button, Group, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Integration, SavedSlackConfig, SlackSettings } from '@riskscreen/shared';
import { useState } from 'react';
import { useSaveIntegration } from '../api.ts';
import { AlertEventFields } from './alert-event-fields.tsx';

const NO_SUMMARY = 'none';

/**
 * What the chat service posts (the webhook's choices, spec part 3 §3) and which period summary (§9: weekly or
 * monthly). Saved at once with Save Configuration; the connection itself is not touched.
 */
export function SlackSettingsForm({
  integration,
  config,
}: {
  integration: Integration;
  config: SavedSlackConfig;
}) {
  const initial: SlackSettings = {
    risk: config.risk,
    alert_item: config.alert_item,
    alert_resolution_notifications: config.alert_resolution_notifications,
    summary: config.summary,
  };
  const [values, setValues] = useState<SlackSettings>(initial);
  const save = useSaveIntegration();
  const set = (change: Partial<SlackSettings>) => setValues((current) => ({ ...current, ...change }));
  const isChanged = JSON.stringify(values) !== JSON.stringify(initial);

  const submit = () =>
    save
      .mutateAsync({ id: integration.id, body: { provider: 'slack', is_active: true, config: values } })
      .then(() => notifications.show({ color: 'green', message: 'Slack Settings Updated' }))
      .catch(() => notifications.show({ color: 'red', message: 'Error Updating Slack Settings' }));

  return (
    <Stack gap="md" mt="sm">
      <AlertEventFields values={values} onChange={set} verb="posted" />
      <Select
        label="Summary report"
        description="The dashboard's figures for the last UTC week or month."
        data={[
          { value: 'weekly', label: 'Weekly' },
          { value: 'monthly', label: 'Monthly' },
          { value: NO_SUMMARY, label: 'None' },
        ]}
        value={values.summary ?? NO_SUMMARY}
        onChange={(value) => set({ summary: value === 'weekly' || value === 'monthly' ? value : null })}
        allowDeselect={false}
        w={200}
      />
      <Group justify="flex-end">
        <Button
          onClick={() => void submit()}
          loading={save.isPending}
          disabled={!isChanged}
          data-testid="save-slack"
        >
          Save Configuration
        </Button>
      </Group>
    </Stack>
  );
}
