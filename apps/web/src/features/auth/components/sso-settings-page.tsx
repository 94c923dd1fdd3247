import {
  Alert,
  Button,
  Code,
  Group,
  Loader,
  PasswordInput,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ssoSettings } from '@riskscreen/shared';
import { useEffect } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSaveSsoSettings, useSsoSettings } from '../api.ts';

type Settings = z.infer<typeof ssoSettings>;
type Values = {
  is_enabled: boolean;
  issuer: string;
  client_id: string;
  client_secret: string;
  allowed_domains: string[];
};

const valuesOf = (s: Settings): Values => ({
  is_enabled: s.is_configured ? s.is_enabled : true,
  issuer: s.issuer ?? '',
  client_id: s.client_id ?? '',
  client_secret: '',
  allowed_domains: s.allowed_domains,
});

/**
 * /settings/organisation/single-sign-on (decision 0037): the organisation's OpenID Connect provider. The client
 * secret is write-only: left empty, the stored one is kept.
 */
export function SsoSettingsPage() {
  const settings = useSsoSettings();
  if (settings.isPending) return <Loader size="sm" />;
  if (settings.error)
    return (
      <Alert color="red" variant="light">
        {(settings.error instanceof ApiError && errorText(settings.error.body)) || 'Something went wrong'}
      </Alert>
    );
  return <SsoSettingsForm settings={settings.data} />;
}

function SsoSettingsForm({ settings }: { settings: Settings }) {
  const save = useSaveSsoSettings();
  const form = useForm<Values>({ mode: 'controlled', initialValues: valuesOf(settings) });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    setValues(valuesOf(settings));
    resetDirty(valuesOf(settings));
  }, [settings, setValues, resetDirty]);

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        ...values,
        client_secret: values.client_secret || undefined,
        default_workspace: settings.default_workspace,
        default_role: settings.default_role,
      },
      {
        onSuccess: () => notifications.show({ color: 'green', message: 'Single sign-on settings saved.' }),
        onError: (error) => {
          const body = error instanceof ApiError ? error.body : null;
          if (body && typeof body === 'object' && !('detail' in body))
            form.setErrors(
              Object.fromEntries(
                Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, errorText(v)]),
              ),
            );
        },
      },
    ),
  );
  const failure =
    save.error instanceof ApiError &&
    save.error.body &&
    typeof save.error.body === 'object' &&
    'detail' in save.error.body
      ? errorText(save.error.body)
      : null;

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={2}>Single sign-on</Title>
        <Text size="sm" c="dimmed">
          Members sign in through your OpenID Connect provider (Keycloak, Auth0, Okta…) instead of a password.
          They are matched by their verified e-mail address.
        </Text>
      </div>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light">
              {failure}
            </Alert>
          )}
          <Text size="sm">
            Redirect URI to register at the provider: <Code>{settings.redirect_uri}</Code>
          </Text>
          <Switch
            label="Sign in with single sign-on"
            {...form.getInputProps('is_enabled', { type: 'checkbox' })}
          />
          <TextInput
            label="Issuer URL"
            placeholder="https://id.example.com/realms/acme"
            required
            {...form.getInputProps('issuer')}
          />
          <TextInput label="Client ID" required {...form.getInputProps('client_id')} />
          <PasswordInput
            label="Client secret"
            description={
              settings.has_client_secret
                ? 'A secret is stored. Leave empty to keep it.'
                : 'Required the first time.'
            }
            autoComplete="new-password"
            {...form.getInputProps('client_secret')}
          />
          <TagsInput
            label="Domains that may join"
            description="People of these e-mail domains who are not members yet get an account at their first sign-in. Empty: members only."
            placeholder="example.com"
            {...form.getInputProps('allowed_domains')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
