import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/hashing.ts';

export type AccessClaims = { userId: number; sessionId: string };

function key(config: Config): Uint8Array {
  return new TextEncoder().encode(config.jwtSecret);
}

export async function signAccessToken(config: Config, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(`${config.accessTokenTtlSeconds}s`)
    .sign(key(config));
}

export async function verifyAccessToken(config: Config, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(config), { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
    return { userId, sessionId: payload.sid };
  } catch {
    return null;
  }
}

export type TokenPair = { access_token: string; refresh_token: string; expires_in: number };

/** Open a session: a refresh token (stored hashed) and a short-lived access token bound to it. */
export async function openSession(
  db: Db,
  config: Config,
  userId: number,
  userAgent?: string,
): Promise<TokenPair> {
  const sessionId = randomUUID();
  const refresh = randomToken();
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      user_id: userId,
      refresh_hash: sha256(refresh),
      expires_at: new Date(Date.now() + config.refreshTokenTtlSeconds * 1000),
      user_agent: userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return {
    access_token: await signAccessToken(config, { userId, sessionId }),
    refresh_token: `${sessionId}.${refresh}`,
    expires_in: config.accessTokenTtlSeconds,
  };
}

/** Rotate a refresh token: the old one stops working, the session lives on. Null when invalid or revoked. */
export async function refreshSession(
  db: Db,
  config: Config,
  refreshToken: string,
): Promise<TokenPair | null> {
  const [sessionId, secret] = refreshToken.split('.');
  if (!sessionId || !secret || !/^[0-9a-f-]{36}$/.test(sessionId)) return null;
  const next = randomToken();
  const row = await db
    .updateTable('sessions')
    .set({ refresh_hash: sha256(next) })
    .where('id', '=', sessionId)
    .where('refresh_hash', '=', sha256(secret))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['user_id'])
    .executeTakeFirst();
  if (!row) return null;
  const user = await db
    .selectFrom('users')
    .select('is_active')
    .where('id', '=', row.user_id)
    .executeTakeFirst();
  if (!user?.is_active) return null;
  return {
    access_token: await signAccessToken(config, { userId: row.user_id, sessionId }),
    refresh_token: `${sessionId}.${next}`,
    expires_in: config.accessTokenTtlSeconds,
  };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).execute();
}

export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
