import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { ERROR_TEXTS } from '@riskscreen/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { routes } from '../../../lib/routes.ts';
import { useStartSingleSignOn } from '../api.ts';
import { loginMemory } from '../login-memory.ts';
import { AuthLayout } from './auth-layout.tsx';

/**
 * The sign-in step of an organisation with single sign-on: instead of a password, the browser continues to the
 * organisation's OpenID Connect provider, which sends it back to /accounts/login/complete (decision 0037).
 */
export function SingleSignOnStep() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const start = useStartSingleSignOn();
  const organization = params.get('organization') ?? '';
  const email = params.get('login_hint') ?? '';
  const state = params.get('state') ?? undefined;

  const go = async () => {
    const { redirect_to } = await start.mutateAsync({ email, ...(state ? { state } : {}) });
    window.location.assign(redirect_to);
  };
  const chooseAnotherAccount = () => {
    loginMemory.forgetOrganization();
    navigate(routes.login(), { replace: true });
  };
  const failure = start.error
    ? (start.error instanceof ApiError && errorText(start.error.body)) || ERROR_TEXTS.other_login_failure
    : null;

  return (
    <AuthLayout>
      <Stack gap="md">
        <div>
          <Title order={2}>Single sign-on</Title>
          <Text c="dimmed" size="sm" mt={4}>
            {organization ? <b>{organization}</b> : 'Your organisation'} signs in with its identity provider
            {email && (
              <>
                {' '}
                as <b>{email}</b>
              </>
            )}
            .
          </Text>
        </div>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="sso-error">
            {failure}
          </Alert>
        )}
        <Button
          fullWidth
          autoFocus
          loading={start.isPending || start.isSuccess}
          onClick={() => void go().catch(() => undefined)}
        >
          Continue with single sign-on
        </Button>
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="sm" onClick={chooseAnotherAccount}>
            Use another account
          </Anchor>
        </Group>
      </Stack>
    </AuthLayout>
  );
}
