import { useSearchParams } from 'react-router';

export const WORKSPACE_PARAM = 'workspace';

/** Add (or replace) the workspace query parameter of an in-app path. */
export function withWorkspace(to: string, workspace: string | null): string {
  if (!workspace) return to;
  const url = new URL(to, 'http://app.local');
  url.searchParams.set(WORKSPACE_PARAM, workspace);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The workspace to show: the URL's when the user may use it, else the stored one, else the first. Null when the
 * user has no workspace at all.
 */
export function resolveWorkspace(
  available: string[],
  fromUrl: string | null,
  stored: string | null,
): string | null {
  if (fromUrl && available.includes(fromUrl)) return fromUrl;
  if (stored && available.includes(stored)) return stored;
  return available[0] ?? null;
}

/** The current workspace slug (from the URL; the authenticated layout keeps it there). */
export function useWorkspaceSlug(): string | null {
  const [params] = useSearchParams();
  return params.get(WORKSPACE_PARAM);
}
