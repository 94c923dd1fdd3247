import type { versionInfo } from '@riskscreen/shared';
import type { z } from 'zod';

export type VersionInfo = z.infer<typeof versionInfo>;

/** A new deployment shows as a different version or a different build time. */
export function isNewVersion(known: VersionInfo | null, latest: VersionInfo | null): boolean {
  if (!known || !latest) return false;
  return known.version !== latest.version || known.built_at !== latest.built_at;
}

export async function fetchVersion(): Promise<VersionInfo | null> {
  try {
    // The contract (and zod with it) loads with the first check, not with the sign-in page's first JavaScript.
    const { version } = (await import('@riskscreen/shared/endpoints/system')).systemEndpoints;
    // A plain fetch: no workspace, no token, never cached.
    const res = await fetch(version.path, { cache: 'no-store' });
    if (!res.ok) return null;
    const parsed = version.response.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
