import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ERROR_TEXTS } from '@riskscreen/shared';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useAuthorize } from '../api.ts';
import { normaliseEmail, validateLoginEmail } from '../email-validation.ts';
import { loginMemory } from '../login-memory.ts';

/**
 * The built-in identity provider's sign-in page (/auth/authorize?organization=…&login_hint=…&state=…). It looks
 * like a separate service on purpose: an organisation may point the login at an external provider instead.
 */
export function AuthorizePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const authorize = useAuthorize();
  const organization = params.get('organization') ?? '';
  const state = params.get('state') ?? undefined;
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: params.get('login_hint') ?? '', password: '' },
    validate: {
      email: validateLoginEmail,
      password: (v) => (v ? null : 'Password is required'),
    },
  });

  const submit = form.onSubmit(async ({ email, password }) => {
    try {
      const { redirect_to } = await authorize.mutateAsync({
        email: normaliseEmail(email),
        password,
        organization: organization || undefined,
        state,
        redirect_uri: '/accounts/login/complete',
      });
      if (redirect_to.startsWith('/') && !redirect_to.startsWith('//'))
        navigate(redirect_to, { replace: true });
      else window.location.assign(redirect_to);
    } catch {
      form.setFieldValue('password', '');
    }
  });

  const chooseAnotherAccount = () => {
    loginMemory.forgetOrganization();
    navigate('/accounts/login', { replace: true });
  };

  const failure = authorize.error
    ? (authorize.error instanceof ApiError && errorText(authorize.error.body)) ||
      ERROR_TEXTS.other_login_failure
    : null;

  return (
    <Box mih="100vh" style={{ background: 'linear-gradient(160deg, #0b1e3a 0%, #123a6b 55%, #1c5d8f 100%)' }}>
      <Center mih="100vh" p="md">
        <Paper w={400} radius="lg" p={36} shadow="xl">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Stack gap={6} align="center">
                <Center w={48} h={48} bg="indigo.0" style={{ borderRadius: '50%' }}>
                  <IconLock size={24} color="var(--mantine-color-indigo-7)" />
                </Center>
                <Text size="xs" tt="uppercase" fw={600} c="dimmed" style={{ letterSpacing: 1 }}>
                  RiskScreen Identity
                </Text>
                <Title order={3} ta="center">
                  Welcome
                </Title>
                <Text size="sm" c="dimmed" ta="center">
                  Enter your password to continue
                  {organization && (
                    <>
                      {' '}
                      to <b>{organization}</b>
                    </>
                  )}
                  .
                </Text>
              </Stack>
              {failure && (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertCircle size={18} />}
                  data-testid="authorize-error"
                >
                  {failure}
                </Alert>
              )}
              <TextInput
                label="Email address"
                type="email"
                autoComplete="username"
                {...form.getInputProps('email')}
              />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                autoFocus
                {...form.getInputProps('password')}
              />
              <Button type="submit" fullWidth color="indigo" loading={authorize.isPending}>
                Sign in
              </Button>
              <Text size="sm" ta="center">
                <Anchor component="button" type="button" onClick={chooseAnotherAccount}>
                  Use another account
                </Anchor>
              </Text>
            </Stack>
          </form>
        </Paper>
      </Center>
    </Box>
  );
}
