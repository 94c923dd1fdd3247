import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { routes } from '../../../lib/routes.ts';
import { linkTokenOf, useAccountLink, useSignUp } from '../account-links-api.ts';
import { formFailure } from '../link-failure.ts';
import { AuthLayout } from './auth-layout.tsx';
import { isPasswordReady, NewPasswordFields } from './new-password-fields.tsx';

/** /accounts/signup#token=…: the invitee's name and password, from the invitation's link (once, 7 days). */
export function SignUpPage() {
  const token = linkTokenOf(useLocation().hash);
  const link = useAccountLink(token);
  const signUp = useSignUp();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  useEffect(() => {
    if (!link.data) return;
    setFirstName((v) => v || (link.data?.first_name ?? ''));
    setLastName((v) => v || (link.data?.last_name ?? ''));
  }, [link.data]);
  const failure = formFailure(signUp.error);
  const linkFailure = token
    ? formFailure(link.error).message
    : 'This link has expired or has already been used.';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    signUp.mutate({
      token,
      first_name: firstName,
      last_name: lastName,
      new_password: password,
      new_password_2: confirmation,
    });
  };

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2}>Join RiskScreen</Title>
            {link.data && (
              <Text c="dimmed" size="sm" mt={4}>
                You were invited to <b>{link.data.organization}</b> as {link.data.email}.
              </Text>
            )}
          </div>
          {link.isLoading && <Loader size="sm" />}
          {signUp.isSuccess ? (
            <Alert
              color="green"
              variant="light"
              icon={<IconCircleCheck size={18} />}
              data-testid="sign-up-done"
            >
              {signUp.data.detail}
            </Alert>
          ) : linkFailure || failure.message ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="link-error">
              {failure.message ?? linkFailure}
            </Alert>
          ) : (
            link.data && (
              <>
                <Group grow>
                  <TextInput
                    label="First name"
                    required
                    value={firstName}
                    onChange={(e) => setFirstName(e.currentTarget.value)}
                    error={failure.fields.first_name}
                    maxLength={100}
                  />
                  <TextInput
                    label="Last name"
                    value={lastName}
                    onChange={(e) => setLastName(e.currentTarget.value)}
                    maxLength={100}
                  />
                </Group>
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
                  loading={signUp.isPending}
                  disabled={!firstName.trim() || !isPasswordReady(password, confirmation)}
                >
                  Create account
                </Button>
              </>
            )
          )}
          {signUp.isSuccess && (
            <Button component={Link} to={routes.login()} fullWidth>
              Sign in
            </Button>
          )}
          {!signUp.isSuccess && (
            <Text size="sm" ta="center">
              <Anchor component={Link} to={routes.login()}>
                Go to sign in
              </Anchor>
            </Text>
          )}
        </Stack>
      </form>
    </AuthLayout>
  );
}
