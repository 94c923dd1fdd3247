import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { routes } from '../../../lib/routes.ts';
import { session } from '../../../lib/session.ts';
import { revokeSession } from '../api.ts';
import { loginMemory, safeReturnPath } from '../login-memory.ts';
import { AuthLayout } from './auth-layout.tsx';

/**
 * /accounts/logout ('Logging out'): ends the session on the server, clears it here, tells the other tabs, and
 * goes to login. clear=true also forgets the remembered organisation and e-mail, so the next login starts blank.
 */
export function LogoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const forget = params.get('clear') === 'true';
    const returnPath = safeReturnPath(params.get('redirect'));
    void (async () => {
      // Only the tab that held the session revokes and broadcasts; tabs told by the broadcast just follow.
      const hadSession = session.accessToken() !== null;
      if (hadSession) await revokeSession().catch(() => undefined);
      session.clear();
      queryClient.clear();
      if (hadSession) session.broadcastLogout();
      if (forget) loginMemory.forgetOrganization();
      navigate(routes.login({ redirect: returnPath || undefined }), { replace: true });
    })();
  }, [params, navigate, queryClient]);

  return (
    <AuthLayout>
      <PageLoader label="Logging out" minHeight="160px" />
    </AuthLayout>
  );
}
