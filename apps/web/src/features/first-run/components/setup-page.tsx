import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { AppLogo } from '../../../components/ui/app-logo.tsx';
import { DoneAlert } from '../../../components/ui/done-alert.tsx';
import { PlainForm } from '../../../components/ui/plain-form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { routes } from '../../../lib/routes.ts';
import { useFirstRunState, useSetUp } from '../api.ts';

const EMPTY = {
  setup_token: '',
  organization_name: '',
  workspace_name: '',
  email: '',
  first_name: '',
  last_name: '',
  new_password: '',
  new_password_2: '',
};
type Field = keyof typeof EMPTY;

function fieldErrors(error: unknown): Partial<Record<Field, string>> & { detail?: string } {
  if (!(error instanceof ApiError)) return error ? { detail: 'An error occurred' } : {};
  const body = (error.body ?? {}) as Record<string, unknown>;
  const out: Partial<Record<Field, string>> & { detail?: string } = {};
  for (const [key, value] of Object.entries(body))
    if (Array.isArray(value)) out[key as Field] = value.join(' ');
  if (Object.keys(out).length === 0) out.detail = errorText(error.body) || 'An error occurred';
  return out;
}

/**
 * /setup: the first run without the demo. It exists only while the server has no organisation; the setup token
 * is the one the server printed in its log when it started.
 */
export function SetupPage() {
  const state = useFirstRunState();
  const setUp = useSetUp();
  const [form, setForm] = useState(EMPTY);
  const errors = fieldErrors(setUp.error);

  if (state.isPending) return <Loader m="xl" />;
  if (!setUp.isSuccess && state.data?.setup_required !== true)
    return <Navigate to={routes.login()} replace />;

  const input = (field: Field, label: string, extra: { type?: string; description?: string } = {}) => (
    <TextInput
      label={label}
      value={form[field]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setForm((f) => ({ ...f, [field]: value }));
      }}
      error={errors[field]}
      required={field !== 'last_name'}
      {...extra}
    />
  );
  const password = (field: 'new_password' | 'new_password_2', label: string) => (
    <PasswordInput
      label={label}
      autoComplete="new-password"
      value={form[field]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setForm((f) => ({ ...f, [field]: value }));
      }}
      error={errors[field]}
      required
    />
  );

  return (
    <Box mih="100vh" bg="gray.0">
      <Center mih="100vh" p="md">
        <Stack w={560} gap="lg">
          <Center>
            <AppLogo />
          </Center>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            {setUp.isSuccess ? (
              <Stack>
                <DoneAlert testId="setup-done">{setUp.data.detail}</DoneAlert>
                <Button component={Link} to={routes.login()}>
                  Sign in
                </Button>
              </Stack>
            ) : (
              <PlainForm onSubmit={() => setUp.mutate(form)}>
                <Stack gap="md">
                  <div>
                    <Title order={2}>Set up RiskScreen</Title>
                    <Text size="sm" c="dimmed" mt={4}>
                      Create your organisation, its first workspace and your administrator account.
                    </Text>
                  </div>
                  {errors.detail && (
                    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
                      {errors.detail}
                    </Alert>
                  )}
                  {input('setup_token', 'Setup token', { description: 'Printed in the server log at start' })}
                  <Group grow>
                    {input('organization_name', 'Organisation name')}
                    {input('workspace_name', 'First workspace')}
                  </Group>
                  {input('email', 'Your email address', { type: 'email' })}
                  <Group grow>
                    {input('first_name', 'First name')}
                    {input('last_name', 'Last name')}
                  </Group>
                  <Group grow align="flex-start">
                    {password('new_password', 'Password')}
                    {password('new_password_2', 'Confirm password')}
                  </Group>
                  <Text size="xs" c="dimmed">
                    At least 8 characters with at least 1 numeric character.
                  </Text>
                  <Button type="submit" loading={setUp.isPending}>
                    Create organisation
                  </Button>
                </Stack>
              </PlainForm>
            )}
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
