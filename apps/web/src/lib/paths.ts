import { routes } from './routes.ts';

/** Shapes of the route table (spec part 1 §2) that several parts of the shell need to recognise. */
const ENTITY_SEGMENTS = new Set(['addresses', 'transactions', 'cases', 'customers']);

function segments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

/** An id after addresses, transactions, cases or customers, with no third segment. */
export function isDetailPage(pathname: string): boolean {
  const parts = segments(pathname);
  return parts.length === 2 && ENTITY_SEGMENTS.has(parts[0] ?? '');
}

/** A detail page or the search page. */
export function isEntityPage(pathname: string): boolean {
  return isDetailPage(pathname) || segments(pathname)[0] === 'search';
}

/** Pages whose content belongs to one workspace's objects: after a workspace switch they fall back to the dashboard. */
export function isDashboardLike(pathname: string): boolean {
  const first = segments(pathname)[0];
  return first === undefined || first === 'dashboard' || first === 'pdf' || isEntityPage(pathname);
}

/**
 * Where a workspace switch lands: the dashboard from a dashboard-like page; otherwise the same path, except that
 * a policy or rule detail inside workspace settings goes back to its list (the object belongs to the old one).
 */
export function pathAfterWorkspaceSwitch(pathname: string): string {
  if (isDashboardLike(pathname)) return routes.dashboard();
  const parts = segments(pathname);
  if (parts[0] === 'settings' && parts[1] === 'workspace') {
    const section = parts[2];
    if (section === 'policies' && parts.length > 3) return routes.policies();
    if (section === 'rules' && parts.length > 3) return routes.rules();
  }
  return pathname;
}
