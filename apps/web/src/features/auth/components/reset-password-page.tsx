import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { PlainForm } from '../../../components/ui/plain-form.tsx';
import { linkTokenOf, useAccountLink, useResetPassword } from '../account-links-api.ts';
import { formFailure } from '../link-failure.ts';
import { AccountLinkForm, linkFailureOf } from './account-link-form.tsx';
import { AuthLayout, GoToSignIn } from './auth-layout.tsx';
import { NewPasswordFields, useNewPassword } from './new-password-fields.tsx';

/** /accounts/password/reset#token=…: the new password, from the mailed link (once, within the hour). */
export function ResetPasswordPage() {
  const token = linkTokenOf(useLocation().hash);
  const link = useAccountLink(token);
  const reset = useResetPassword();
  const newPassword = useNewPassword();
  const failure = formFailure(reset.error);

  const submit = () => {
    reset.mutate({ token, ...newPassword.body });
  };

  return (
    <AuthLayout>
      <PlainForm onSubmit={submit}>
        <Stack gap="md">
          <Title order={2}>Choose a new password</Title>
          {link.isLoading && <Loader size="sm" />}
          <AccountLinkForm
            done={reset.isSuccess ? reset.data.detail : undefined}
            doneTestId="reset-done"
            failure={failure.message ?? linkFailureOf(token, link.error)}
          >
            {link.data && (
              <>
                <Text size="sm" c="dimmed">
                  For <b>{link.data.email}</b>
                </Text>
                <NewPasswordFields value={newPassword} errors={failure.fields} />
                <Button type="submit" fullWidth loading={reset.isPending} disabled={!newPassword.isReady}>
                  Save password
                </Button>
              </>
            )}
          </AccountLinkForm>
          <GoToSignIn />
        </Stack>
      </PlainForm>
    </AuthLayout>
  );
}
