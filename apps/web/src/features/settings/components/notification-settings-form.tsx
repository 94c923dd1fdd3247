import { Button, Checkbox, Divider, Group, Radio, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type NotificationSubscriptions, RISK_LEVEL_LABELS, SHELL_MESSAGES } from '@riskscreen/shared';
import { useUpdateNotificationSubscriptions } from '../api.ts';
import { serverMessage } from '../error-message.ts';
import {
  type NotificationFormValues,
  RISK_LEVEL_KEYS,
  type RiskLevelKey,
  toFormValues,
  toSubscriptions,
} from '../notification-form-values.ts';

/** The e-mail subscriptions; the master switch disables every option beneath it. */
export function NotificationSettingsForm({ subscriptions }: { subscriptions: NotificationSubscriptions }) {
  const update = useUpdateNotificationSubscriptions();
  const form = useForm<NotificationFormValues>({ initialValues: toFormValues(subscriptions) });
  const v = form.values;
  const off = !v.enabled;

  const save = form.onSubmit((values) => {
    update.mutate(toSubscriptions(values), {
      onSuccess: () => {
        // Keep what the user sees (e.g. master off with choices remembered) as the new clean state.
        form.setInitialValues(values);
        form.resetDirty(values);
        notifications.show({ color: 'green', message: SHELL_MESSAGES.notificationsUpdated });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: serverMessage(error, SHELL_MESSAGES.notificationsFailed),
        }),
    });
  });

  const toggle = (field: keyof NotificationFormValues, label: string, description: string) => (
    <Switch
      label={label}
      description={description}
      disabled={off}
      {...form.getInputProps(field, { type: 'checkbox' })}
    />
  );

  return (
    <form onSubmit={save}>
      <Stack gap="lg">
        <Switch
          size="md"
          label="Email notifications"
          description="Turn off to stop every e-mail below."
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <Divider />
        <Stack gap="xs">
          {toggle(
            'summary_report',
            'Summary report',
            'A summary of screenings, alerts and cases in your workspaces.',
          )}
          <Radio.Group pl={52} aria-label="Report frequency" {...form.getInputProps('report_type')}>
            <Group gap="lg">
              <Radio value="weekly" label="Weekly" disabled={off || !v.summary_report} />
              <Radio value="monthly" label="Monthly" disabled={off || !v.summary_report} />
            </Group>
          </Radio.Group>
        </Stack>
        {toggle('file_upload_status', 'File upload status', 'When a file you uploaded has been processed.')}
        <Stack gap="sm">
          {toggle(
            'risk_detection',
            'Risk detection notifications',
            'When a screened address or transaction is found at one of the chosen risk levels.',
          )}
          {v.risk_detection && (
            <Stack gap="sm" pl={52}>
              <Checkbox.Group
                label="Risk levels"
                value={v.risk_levels}
                onChange={(levels) =>
                  form.setFieldValue(
                    'risk_levels',
                    RISK_LEVEL_KEYS.filter((k) => levels.includes(k)),
                  )
                }
              >
                <Group gap="lg" mt={6}>
                  {RISK_LEVEL_KEYS.map((level: RiskLevelKey) => (
                    <Checkbox
                      key={level}
                      value={level}
                      label={RISK_LEVEL_LABELS[Number(level) as 1 | 2 | 3 | 4 | 5]}
                      disabled={off}
                    />
                  ))}
                </Group>
              </Checkbox.Group>
              <Checkbox
                label="Exposure change detection"
                description="When the exposure of a monitored address changes."
                disabled={off}
                {...form.getInputProps('alert_item_notifications', { type: 'checkbox' })}
              />
            </Stack>
          )}
        </Stack>
        {toggle(
          'assignment_notifications',
          'Assignment notifications',
          'When an alert or case is assigned to you, and when the approver decides on a case you sent or hold.',
        )}
        {toggle('mention_notifications', 'Mentions', 'When someone mentions you in a comment.')}
        {toggle(
          'alert_resolution_notifications',
          'Alert resolution notifications',
          'When an alert you follow is resolved.',
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Update
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
