import { Alert, Stack } from '@mantine/core';
import { ERROR_TEXTS, type ErrorCode, TIMERS_MS } from '@riskscreen/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { profileQuery } from '../../../lib/profile.ts';
import { routes } from '../../../lib/routes.ts';
import { session } from '../../../lib/session.ts';
import { resolveWorkspace, WORKSPACE_PARAM, withWorkspace } from '../../../lib/workspace.ts';
import { exchangeCode, revokeSession } from '../api.ts';
import { loginMemory } from '../login-memory.ts';
import { AuthLayout } from './auth-layout.tsx';

/** The message for an error code in the callback's query: the catalogue's text, else the generic one. */
export function loginErrorMessage(code: string): string {
  return code in ERROR_TEXTS ? ERROR_TEXTS[code as ErrorCode] : ERROR_TEXTS.other_login_failure;
}

/**
 * /accounts/login/complete ('Logging in'): the identity provider sends the browser here with a one-time code
 * (or an error). The code becomes the session; then the dashboard, or the page the user first asked for.
 */
export function LoginCompletePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Codes are single-use: never redeem twice, even if the effect runs again.
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const error = params.get('error');

    const fail = (message: string) => {
      session.clear();
      queryClient.clear();
      setFailure(message);
      window.setTimeout(() => navigate(routes.login(), { replace: true }), TIMERS_MS.logoutRedirect);
    };

    if (error || !code) {
      fail(loginErrorMessage(error ?? 'other_login_failure'));
      return;
    }
    void (async () => {
      try {
        session.store(await exchangeCode(code));
        queryClient.removeQueries();
        const profile = await queryClient.fetchQuery(profileQuery);
        const slugs = profile.workspaces.map((w) => w.slug);
        const returnPath = loginMemory.takeReturnPath(params.get('state')) ?? routes.dashboard();
        const asked = new URL(returnPath, window.location.origin).searchParams.get(WORKSPACE_PARAM);
        const workspace = resolveWorkspace(slugs, asked, session.storedWorkspace());
        if (!workspace) {
          await revokeSession().catch(() => undefined);
          fail(ERROR_TEXTS.no_workspaces);
          return;
        }
        session.storeWorkspace(workspace);
        navigate(withWorkspace(returnPath, workspace), { replace: true });
      } catch (e) {
        fail((e instanceof ApiError && errorText(e.body)) || ERROR_TEXTS.other_login_failure);
      }
    })();
  }, [params, navigate, queryClient]);

  return (
    <AuthLayout>
      {failure ? (
        <Stack>
          <Alert color="red" variant="light" data-testid="login-error">
            {failure}
          </Alert>
          <PageLoader label="Returning to login" minHeight="80px" />
        </Stack>
      ) : (
        <PageLoader label="Logging in" minHeight="160px" />
      )}
    </AuthLayout>
  );
}
