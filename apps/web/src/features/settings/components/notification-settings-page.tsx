import { Skeleton, Stack, Title } from '@mantine/core';
import { SettingsSection } from '../../../components/ui/settings-section.tsx';
import { useNotificationSubscriptions } from '../api.ts';
import { LoadFailure } from './load-failure.tsx';
import { NotificationSettingsForm } from './notification-settings-form.tsx';

/** /settings/user/notifications: which e-mails the user receives. */
export function NotificationSettingsPage() {
  const subscriptions = useNotificationSubscriptions();
  return (
    <Stack gap="lg" maw={880}>
      <Title order={2}>Email Notifications Settings</Title>
      <SettingsSection title="Subscriptions" description="Choose which e-mails you receive.">
        {subscriptions.isPending ? (
          <Skeleton height={320} />
        ) : subscriptions.isError ? (
          <LoadFailure error={subscriptions.error} />
        ) : (
          <NotificationSettingsForm subscriptions={subscriptions.data} />
        )}
      </SettingsSection>
    </Stack>
  );
}
