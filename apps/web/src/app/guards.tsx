import { Navigate, Outlet } from 'react-router';
import { usePermissions } from '../lib/profile.ts';
import { routes } from '../lib/routes.ts';
import { useWorkspaceSlug, withWorkspace } from '../lib/workspace.ts';

/** Organisation settings: organisation admins only; others go to the dashboard. */
export function RequireOrgAdmin() {
  const { isOrgAdmin } = usePermissions();
  const workspace = useWorkspaceSlug();
  return isOrgAdmin ? <Outlet /> : <Navigate to={withWorkspace(routes.dashboard(), workspace)} replace />;
}

/** Workspace settings: admins of the current workspace or organisation admins; others go to the dashboard. */
export function RequireWorkspaceAdmin() {
  const { isAdmin, isOrgAdmin } = usePermissions();
  const workspace = useWorkspaceSlug();
  return isAdmin || isOrgAdmin ? (
    <Outlet />
  ) : (
    <Navigate to={withWorkspace(routes.dashboard(), workspace)} replace />
  );
}
