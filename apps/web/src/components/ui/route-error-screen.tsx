import { useRouteError } from 'react-router';
import { toScreenError } from '../../lib/error-screen.ts';
import { ErrorScreen } from './error-screen.tsx';

/** Route error boundary: whatever a page threw (including 401/403 from its queries) as the error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  return <ErrorScreen error={toScreenError(error)} />;
}

export function NotFoundScreen() {
  return <ErrorScreen error={{ status: 404, message: null, errorId: null }} />;
}
