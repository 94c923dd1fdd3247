import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PlainForm } from '../../../components/ui/plain-form.tsx';
import { routes } from '../../../lib/routes.ts';
import { useRequestPasswordReset } from '../account-links-api.ts';
import { normaliseEmail, validateLoginEmail } from '../email-validation.ts';
import { formFailure } from '../link-failure.ts';
import { AuthLayout } from './auth-layout.tsx';

/** /accounts/password/forgot: "forgot password" from the sign-in page; a reset link is mailed. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const failure = formFailure(request.error);

  const submit = () => {
    const problem = validateLoginEmail(email);
    setInvalid(problem);
    if (!problem) request.mutate(normaliseEmail(email));
  };

  return (
    <AuthLayout>
      <PlainForm onSubmit={submit}>
        <Stack gap="md">
          <div>
            <Title order={2}>Reset your password</Title>
            <Text c="dimmed" size="sm" mt={4}>
              We will mail you a link to choose a new password.
            </Text>
          </div>
          {request.isSuccess ? (
            <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} data-testid="reset-sent">
              {request.data.detail}
            </Alert>
          ) : (
            <>
              {(failure.message || failure.fields.email) && (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertCircle size={18} />}
                  data-testid="reset-error"
                >
                  {failure.fields.email ?? failure.message}
                </Alert>
              )}
              <TextInput
                label="Email Address"
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={invalid}
                autoFocus
              />
              <Button type="submit" fullWidth loading={request.isPending}>
                Send reset link
              </Button>
            </>
          )}
          <Text size="sm" ta="center">
            <Anchor component={Link} to={routes.login()}>
              Back to sign in
            </Anchor>
          </Text>
        </Stack>
      </PlainForm>
    </AuthLayout>
  );
}
