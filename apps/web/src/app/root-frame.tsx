import { notifications } from '@mantine/notifications';
import { API_PAGES } from '@riskscreen/shared/endpoints/pages'; // by file: see app.tsx
import { ERROR_TEXTS } from '@riskscreen/shared/errors/catalogue'; // by file: see app.tsx
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { onSessionExpired } from '../lib/api-client.ts';
import { ACCOUNT_PAGES, routes } from '../lib/routes.ts';
import { session } from '../lib/session.ts';
import { useVersionCheck } from '../lib/use-version-check.ts';

const isSignInPath = (path: string) => path.startsWith(ACCOUNT_PAGES) || path.startsWith(API_PAGES.authorize);

/**
 * Around every route: the session's events (expiry, logout in another tab), the new-version check and the
 * loading state of lazily loaded pages.
 */
export function RootFrame() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useVersionCheck();

  useEffect(() => {
    onSessionExpired(() => {
      // Several requests may fail at once; the first one handles it.
      if (!session.isAuthenticated()) return;
      session.clear();
      session.broadcastLogout();
      queryClient.clear();
      notifications.show({ color: 'red', message: ERROR_TEXTS.session_expired });
      const here = `${window.location.pathname}${window.location.search}`;
      const redirect = isSignInPath(window.location.pathname) ? undefined : here;
      navigate(routes.logout({ clear: 'false', redirect }), { replace: true });
    });
    const stopListening = session.onRemoteLogout(() => {
      if (isSignInPath(window.location.pathname)) return;
      navigate(routes.logout(), { replace: true });
    });
    return () => {
      onSessionExpired(() => {});
      stopListening();
    };
  }, [navigate, queryClient]);

  return (
    <Suspense fallback={<PageLoader minHeight="100vh" />}>
      <Outlet />
    </Suspense>
  );
}
