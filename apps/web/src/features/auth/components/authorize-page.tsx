import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ERROR_TEXTS } from '@riskscreen/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { routes } from '../../../lib/routes.ts';
import { useAuthorize } from '../api.ts';
import { normaliseEmail, validateLoginEmail } from '../email-validation.ts';
import { loginMemory } from '../login-memory.ts';
import { AuthLayout } from './auth-layout.tsx';
import { SingleSignOnStep } from './single-sign-on-step.tsx';

/**
 * The built-in identity provider's sign-in page (/auth/authorize?organization=…&login_hint=…&state=…). It looks
 * like a separate service on purpose: an organisation may point the login at an external provider instead.
 */
export function AuthorizePage() {
  const [params] = useSearchParams();
  // An organisation with its own OpenID Connect provider: no password here (decision 0037).
  if (params.get('sso') === '1') return <SingleSignOnStep />;
  return <PasswordStep />;
}

function PasswordStep() {
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
        redirect_uri: routes.loginComplete(),
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
    navigate(routes.login(), { replace: true });
  };

  const failure = authorize.error
    ? (authorize.error instanceof ApiError && errorText(authorize.error.body)) ||
      ERROR_TEXTS.other_login_failure
    : null;

  // The same frame, card and type as the e-mail step: two steps of one sign-in, not two products.
  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2}>Enter your password</Title>
            <Text c="dimmed" size="sm" mt={4}>
              Continue
              {organization && (
                <>
                  {' '}
                  to <b>{organization}</b>
                </>
              )}
              .
            </Text>
          </div>
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
            label="Email Address"
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
          <Button type="submit" fullWidth loading={authorize.isPending}>
            Sign in
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} size="sm" to={routes.forgotPassword({ email: form.values.email })}>
              Forgot password?
            </Anchor>
            <Anchor component="button" type="button" size="sm" onClick={chooseAnotherAccount}>
              Use another account
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
