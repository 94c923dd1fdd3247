import { Navigate, useLocation } from 'react-router';

/** A redirect inside the app that keeps the query string (the workspace with it). */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}
