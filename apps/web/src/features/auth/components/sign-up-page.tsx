import { Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PlainForm } from '../../../components/ui/plain-form.tsx';
import { routes } from '../../../lib/routes.ts';
import { linkTokenOf, useAccountLink, useSignUp } from '../account-links-api.ts';
import { formFailure } from '../link-failure.ts';
import { AccountLinkForm, linkFailureOf } from './account-link-form.tsx';
import { AuthLayout, GoToSignIn } from './auth-layout.tsx';
import { NewPasswordFields, useNewPassword } from './new-password-fields.tsx';

/** /accounts/signup#token=…: the invitee's name and password, from the invitation's link (once, 7 days). */
export function SignUpPage() {
  const token = linkTokenOf(useLocation().hash);
  const link = useAccountLink(token);
  const signUp = useSignUp();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const newPassword = useNewPassword();
  useEffect(() => {
    if (!link.data) return;
    setFirstName((v) => v || (link.data?.first_name ?? ''));
    setLastName((v) => v || (link.data?.last_name ?? ''));
  }, [link.data]);
  const failure = formFailure(signUp.error);

  const submit = () => {
    signUp.mutate({
      token,
      first_name: firstName,
      last_name: lastName,
      ...newPassword.body,
    });
  };

  return (
    <AuthLayout>
      <PlainForm onSubmit={submit}>
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
          <AccountLinkForm
            done={signUp.isSuccess ? signUp.data.detail : undefined}
            doneTestId="sign-up-done"
            failure={failure.message ?? linkFailureOf(token, link.error)}
          >
            {link.data && (
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
                <NewPasswordFields value={newPassword} errors={failure.fields} />
                <Button
                  type="submit"
                  fullWidth
                  loading={signUp.isPending}
                  disabled={!firstName.trim() || !newPassword.isReady}
                >
                  Create account
                </Button>
              </>
            )}
          </AccountLinkForm>
          {signUp.isSuccess && (
            <Button component={Link} to={routes.login()} fullWidth>
              Sign in
            </Button>
          )}
          {!signUp.isSuccess && <GoToSignIn />}
        </Stack>
      </PlainForm>
    </AuthLayout>
  );
}
