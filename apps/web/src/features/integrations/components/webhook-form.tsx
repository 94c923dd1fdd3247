import { Button, Group, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Integration } from '@riskscreen/shared';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSaveIntegration, useTestWebhook } from '../api.ts';
import { AlertEventFields } from './alert-event-fields.tsx';
import { canSaveWebhook, newSigningKey, type WebhookFormValues } from './webhook-save-rule.ts';

type EntityType = 'address' | 'transaction' | 'customer';

const failureText = (error: unknown, fallback: string) =>
  (error instanceof ApiError && errorText(error.body)) || fallback;

/** The field errors of a 400 answer ({url: ['…']}), shown under their fields. */
function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const messages = (error.body as Record<string, unknown>)[field];
  return Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined;
}

/**
 * The webhook's configuration form (spec part 3 §3, §4.4, §5): URL, signing key (generated when there is none),
 * the risk levels whose changes are sent, alert items and resolutions. Save is enabled once a test passed for the
 * URL in the form and something changed.
 */
export function WebhookForm({
  integration,
  onSaved,
}: {
  integration: Integration | undefined;
  onSaved: () => void;
}) {
  const saved = integration?.config && 'url' in integration.config ? integration.config : null;
  const [values, setValues] = useState<WebhookFormValues>(
    () =>
      saved ?? {
        url: '',
        key: newSigningKey(),
        risk: [5, 4],
        alert_item: true,
        alert_resolution_notifications: true,
      },
  );
  const [entityType, setEntityType] = useState<EntityType>('address');
  const [testedUrl, setTestedUrl] = useState<string | null>(null);
  const test = useTestWebhook();
  const save = useSaveIntegration();
  const set = (change: Partial<WebhookFormValues>) => setValues((current) => ({ ...current, ...change }));

  const runTest = async () => {
    try {
      await test.mutateAsync({
        endpoint: values.url.trim(),
        entity_type: entityType,
        secret_key: values.key,
      });
      setTestedUrl(values.url.trim());
      notifications.show({ color: 'green', message: 'Validated successfully' });
    } catch (error) {
      setTestedUrl(null);
      notifications.show({
        color: 'red',
        message: failureText(error, 'Failed to validate. Please check the inputs.'),
      });
    }
  };

  const submit = async () => {
    try {
      await save.mutateAsync({
        id: integration?.id ?? null,
        body: { provider: 'webhook', is_active: true, config: { ...values, url: values.url.trim() } },
      });
      notifications.show({ color: 'green', message: 'Webhook Settings Updated' });
      onSaved();
    } catch (error) {
      notifications.show({ color: 'red', message: failureText(error, 'Error Updating Webhook Settings') });
    }
  };

  return (
    <Stack gap="md" data-testid="webhook-form">
      <TextInput
        label="Webhook URL"
        placeholder="https://example.com/hooks/screening"
        required
        value={values.url}
        onChange={(event) => set({ url: event.currentTarget.value })}
        error={fieldError(test.error, 'endpoint') ?? fieldError(save.error, 'url')}
      />
      <PasswordInput
        label="Signing key"
        description="Receivers check each call's signature with this key."
        required
        value={values.key}
        onChange={(event) => set({ key: event.currentTarget.value })}
        error={values.key.trim() === '' ? 'This field is required.' : undefined}
      />
      <AlertEventFields values={values} onChange={set} verb="sent" />
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <Select
            label="Test with"
            data={[
              { value: 'address', label: 'An address' },
              { value: 'transaction', label: 'A transaction' },
              { value: 'customer', label: 'A customer' },
            ]}
            value={entityType}
            onChange={(value) => setEntityType((value as EntityType | null) ?? 'address')}
            allowDeselect={false}
            w={160}
          />
          <Button
            variant="light"
            onClick={() => void runTest()}
            loading={test.isPending}
            disabled={values.url.trim() === '' || values.key.trim() === ''}
            data-testid="test-webhook"
          >
            Test Webhook
          </Button>
        </Group>
        <Button
          onClick={() => void submit()}
          loading={save.isPending}
          disabled={!canSaveWebhook(saved, values, testedUrl) || values.key.trim() === ''}
          data-testid="save-webhook"
        >
          Save Configuration
        </Button>
      </Group>
      {testedUrl !== values.url.trim() && (
        <Text size="xs" c="dimmed">
          Test the webhook to enable saving.
        </Text>
      )}
    </Stack>
  );
}
