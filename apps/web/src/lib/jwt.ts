/** Expiry (ms since epoch) of a JWT, read without verifying it: only to refresh before the server says 401. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Expired, or expiring within the margin. */
export function isTokenExpired(token: string, now = Date.now(), marginMs = 10_000): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt - marginMs <= now;
}
