import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { routes } from '../../../lib/routes.ts';
import { linkTokenOf, useAccountLink, useResetPassword } from '../account-links-api.ts';
import { formFailure } from '../link-failure.ts';
import { AuthLayout } from './auth-layout.tsx';
import { isPasswordReady, NewPasswordFields } from './new-password-fields.tsx';

/** /accounts/password/reset#token=…: the new password, from the mailed link (once, within the hour). */
export function ResetPasswordPage() {
  const token = linkTokenOf(useLocation().hash);
  const link = useAccountLink(token);
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const failure = formFailure(reset.error);
  const linkFailure = token
    ? formFailure(link.error).message
    : 'This link has expired or has already been used.';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    reset.mutate({ token, new_password: password, new_password_2: confirmation });
  };

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2}>Choose a new password</Title>
          {link.isLoading && <Loader size="sm" />}
          {reset.isSuccess ? (
            <Alert
              color="green"
              variant="light"
              icon={<IconCircleCheck size={18} />}
              data-testid="reset-done"
            >
              {reset.data.detail}
            </Alert>
          ) : linkFailure || failure.message ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="link-error">
              {failure.message ?? linkFailure}
            </Alert>
          ) : (
            link.data && (
              <>
                <Text size="sm" c="dimmed">
                  For <b>{link.data.email}</b>
                </Text>
                <NewPasswordFields
                  password={password}
                  confirmation={confirmation}
                  onPassword={setPassword}
                  onConfirmation={setConfirmation}
                  errors={failure.fields}
                />
                <Button
                  type="submit"
                  fullWidth
                  loading={reset.isPending}
                  disabled={!isPasswordReady(password, confirmation)}
                >
                  Save password
                </Button>
              </>
            )
          )}
          <Text size="sm" ta="center">
            <Anchor component={Link} to={routes.login()}>
              Go to sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
