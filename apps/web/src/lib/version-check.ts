import { versionInfo } from '@riskscreen/shared';
import type { z } from 'zod';

export type VersionInfo = z.infer<typeof versionInfo>;

/** A new deployment shows as a different version or a different build time. */
export function isNewVersion(known: VersionInfo | null, latest: VersionInfo | null): boolean {
  if (!known || !latest) return false;
  return known.version !== latest.version || known.built_at !== latest.built_at;
}

export async function fetchVersion(): Promise<VersionInfo | null> {
  try {
    const res = await fetch('/version.json', { cache: 'no-store' });
    if (!res.ok) return null;
    const parsed = versionInfo.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
