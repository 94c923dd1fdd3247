import { createHmac, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { randomToken, sha256 } from '../../../lib/hashing.ts';

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
    // A token without an expiry, a subject or a session is refused even when its signature is right.
    const { payload } = await jwtVerify(token, key(config), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'sid'],
    });
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

/** How long a just-replaced refresh token still works: two tabs refreshing at once must not log the user out. */
export const REFRESH_GRACE_SECONDS = 30;

/**
 * The secret that replaces a refresh secret. Derived (keyed with the server secret) rather than random, so that
 * the replaced token, presented again within the grace window, leads to the very same successor without the
 * server keeping any token in clear: both tabs end up holding one valid refresh token.
 */
function successorOf(config: Config, sessionId: string, secret: string): string {
  return createHmac('sha256', config.jwtSecret).update(`refresh:${sessionId}:${secret}`).digest('base64url');
}

/**
 * Rotate a refresh token: the old one stops working (after the grace window), the session lives on. The token
 * just replaced, presented again within REFRESH_GRACE_SECONDS of its rotation, answers the same successor.
 * Null when invalid, revoked, expired or replaced longer ago.
 */
export async function refreshSession(
  db: Db,
  config: Config,
  refreshToken: string,
): Promise<TokenPair | null> {
  const [sessionId, secret] = refreshToken.split('.');
  if (!sessionId || !secret || !/^[0-9a-f-]{36}$/.test(sessionId)) return null;
  const next = successorOf(config, sessionId, secret);
  const now = new Date();
  const rotated = await db
    .updateTable('sessions')
    .set({ refresh_hash: sha256(next), rotated_at: now })
    .where('id', '=', sessionId)
    .where('refresh_hash', '=', sha256(secret))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id'])
    .executeTakeFirst();
  // Not the current token: it may be the one replaced a moment ago by a concurrent refresh (its successor is
  // then the current one).
  const row =
    rotated ??
    (await db
      .selectFrom('sessions')
      .select('user_id')
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .where('refresh_hash', '=', sha256(next))
      .where('rotated_at', '>', new Date(now.getTime() - REFRESH_GRACE_SECONDS * 1000))
      .executeTakeFirst());
  if (!row) {
    await revokeOnReplay(db, config, sessionId, secret);
    return null;
  }
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

/** How many rotations back a replayed refresh token is still recognised as this session's (about a working day). */
const REPLAY_GENERATIONS = 40;

/**
 * Reuse detection: a refresh token that was rotated away, presented after the grace window, means two parties hold
 * the session's tokens (one of them stolen). The whole session is revoked, so the thief's successor dies too. The
 * successors are derived, so a replayed token is recognised by deriving forward to the current one.
 */
async function revokeOnReplay(db: Db, config: Config, sessionId: string, secret: string): Promise<void> {
  const session = await db
    .selectFrom('sessions')
    .select('refresh_hash')
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!session) return;
  let candidate = secret;
  for (let generation = 1; generation <= REPLAY_GENERATIONS; generation++) {
    candidate = successorOf(config, sessionId, candidate);
    if (sha256(candidate) === session.refresh_hash) {
      await revokeSession(db, sessionId);
      return;
    }
  }
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
