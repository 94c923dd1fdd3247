import { notifications } from '@mantine/notifications';
import { API_PAGES } from '@riskscreen/shared/endpoints/pages'; // by file: see app.tsx
import { ERROR_TEXTS } from '@riskscreen/shared/errors/catalogue'; // by file: see app.tsx
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { onSessionExpired } from '../lib/api-client.ts';
import { session } from '../lib/session.ts';
import { useVersionCheck } from '../lib/use-version-check.ts';

const isSignInPath = (path: string) => path.startsWith('/accounts/') || path.startsWith(API_PAGES.authorize);

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
      const query = new URLSearchParams({ clear: 'false' });
      if (!isSignInPath(window.location.pathname)) query.set('redirect', here);
      navigate(`/accounts/logout?${query}`, { replace: true });
    });
    const stopListening = session.onRemoteLogout(() => {
      if (isSignInPath(window.location.pathname)) return;
      navigate('/accounts/logout', { replace: true });
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
