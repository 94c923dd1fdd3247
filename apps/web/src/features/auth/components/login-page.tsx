import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ERROR_TEXTS } from '@riskscreen/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { LINKS } from '../../../lib/links.ts';
import { session } from '../../../lib/session.ts';
import { useFindOrganisation } from '../api.ts';
import { solveBotCheck } from '../bot-check.ts';
import { normaliseEmail, validateLoginEmail } from '../email-validation.ts';
import { authorizeUrl, lockoutRemaining, loginMemory, safeReturnPath } from '../login-memory.ts';
import { AuthLayout } from './auth-layout.tsx';

/** The lockout after a failed bot check, re-evaluated when it runs out. */
function useCaptchaLockout() {
  const [failedAt, setFailedAt] = useState(() => loginMemory.captchaFailedAt());
  const remaining = lockoutRemaining(failedAt, Date.now());
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setFailedAt(loginMemory.captchaFailedAt()), remaining + 50);
    return () => window.clearTimeout(timer);
  }, [remaining]);
  return {
    isLocked: remaining > 0,
    lock() {
      loginMemory.markCaptchaFailed();
      setFailedAt(loginMemory.captchaFailedAt() ?? Date.now());
    },
  };
}

/** A bot-check token solved in the background, so Continue rarely waits; each token is used once. */
function useBotCheck() {
  const pending = useRef<Promise<string> | null>(null);
  const [hasFailed, setFailed] = useState(false);
  const prepare = () => {
    const attempt = solveBotCheck();
    attempt.catch(() => setFailed(true));
    pending.current = attempt;
  };
  useEffect(prepare, []);
  return {
    hasFailed,
    /** Start solving the next token (after a token was spent on a failed attempt). */
    prepare,
    take(): Promise<string> {
      const token = pending.current ?? solveBotCheck();
      pending.current = null;
      return token;
    },
  };
}

export function LoginPage() {
  const [params] = useSearchParams();
  const returnPath = safeReturnPath(params.get('redirect'));
  const remembered = loginMemory.organizationInfo();
  if (session.isAuthenticated()) return <Navigate to={returnPath ?? '/'} replace />;
  // A remembered organisation and e-mail continue straight to the password step.
  const isLocked = lockoutRemaining(loginMemory.captchaFailedAt(), Date.now()) > 0;
  if (remembered && !isLocked) return <Navigate to={authorizeUrl(remembered, returnPath)} replace />;
  return <LoginForm returnPath={returnPath} />;
}

function LoginForm({ returnPath }: { returnPath: string | null }) {
  const navigate = useNavigate();
  const lockout = useCaptchaLockout();
  const botCheck = useBotCheck();
  const findOrganisation = useFindOrganisation();
  const [isSolving, setSolving] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: validateLoginEmail },
  });

  const submit = form.onSubmit(async ({ email: raw }) => {
    const email = normaliseEmail(raw);
    let token: string;
    setSolving(true);
    try {
      token = await botCheck.take();
    } catch {
      form.setFieldError('email', ERROR_TEXTS.captcha_error);
      botCheck.prepare();
      return;
    } finally {
      setSolving(false);
    }
    try {
      const answer = await findOrganisation.mutateAsync({ email, recaptcha_token: token });
      if (!answer.is_token_valid || !answer.is_score_valid) {
        lockout.lock();
        botCheck.prepare();
        return;
      }
      const info = {
        organization: answer.auth0_organization,
        email,
        ...(answer.single_sign_on ? { sso: true } : {}),
      };
      loginMemory.rememberOrganization(info);
      navigate(authorizeUrl(info, returnPath));
    } catch (error) {
      botCheck.prepare();
      const code = error instanceof ApiError ? (error.body as { code?: unknown } | null)?.code : null;
      if (code === 'captcha_failed') lockout.lock();
      else {
        const body = error instanceof ApiError ? error.body : null;
        form.setFieldError('email', errorText(body) || ERROR_TEXTS.other_login_failure);
      }
    }
  });

  const emailError = lockout.isLocked ? ERROR_TEXTS.captcha_failed_login : form.errors.email;
  const isBusy = isSolving || findOrganisation.isPending;

  return (
    <AuthLayout
      footer={
        <Group justify="center" gap="lg">
          <Anchor href={LINKS.privacyPolicy} target="_blank" rel="noreferrer" size="sm" c="dimmed">
            Privacy Policy
          </Anchor>
          <Anchor href={LINKS.terms} target="_blank" rel="noreferrer" size="sm" c="dimmed">
            Terms of Service
          </Anchor>
        </Group>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2}>Log In</Title>
            <Text c="dimmed" size="sm" mt={4}>
              Enter your work e-mail address to continue.
            </Text>
          </div>
          {botCheck.hasFailed && (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              {ERROR_TEXTS.captcha_error}
            </Alert>
          )}
          <TextInput
            label="Email Address"
            placeholder="you@company.com"
            type="email"
            autoComplete="username"
            autoFocus
            {...form.getInputProps('email')}
            error={emailError}
          />
          <Button type="submit" fullWidth loading={isBusy} disabled={lockout.isLocked}>
            Continue
          </Button>
          {isSolving && (
            <Text size="sm" c="dimmed" ta="center">
              {ERROR_TEXTS.captcha_loading}
            </Text>
          )}
        </Stack>
      </form>
    </AuthLayout>
  );
}
