import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { userId as userIdOf } from '../../../test-support/fixture-ids.test-support.ts';
import { useTestApp } from '../../../test-support/test-app.test-support.ts';
import { openSession, REFRESH_GRACE_SECONDS, refreshSession, verifyAccessToken } from './tokens.ts';

let userId: number;
const ctx = useTestApp();
beforeAll(async () => {
  userId = await userIdOf(ctx.db, 'agent@acme.test');
});

/** A token signed with the server's own key, with only the claims given. */
function signed(claims: { sub?: string; sid?: string; exp?: boolean }) {
  let jwt = new SignJWT(claims.sid ? { sid: claims.sid } : {})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt();
  if (claims.sub) jwt = jwt.setSubject(claims.sub);
  if (claims.exp) jwt = jwt.setExpirationTime('15m');
  return jwt.sign(new TextEncoder().encode(ctx.config.jwtSecret));
}

const sessionOf = (token: string) => token.split('.')[0] as string;
const revokedAt = async (sessionId: string) =>
  (
    await ctx.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow()
  ).revoked_at;
/** Move the session's last rotation back in time, past or within the grace window. */
const rotatedSecondsAgo = (sessionId: string, seconds: number) =>
  ctx.db
    .updateTable('sessions')
    .set({ rotated_at: new Date(Date.now() - seconds * 1000) })
    .where('id', '=', sessionId)
    .execute();

describe('access tokens', () => {
  it('are refused without an expiry, a subject or a session, even when correctly signed', async () => {
    const sid = 'a0000000-0000-4000-8000-000000000000';
    expect(
      await verifyAccessToken(ctx.config, await signed({ sub: String(userId), sid, exp: true })),
    ).toEqual({
      userId,
      sessionId: sid,
    });
    expect(await verifyAccessToken(ctx.config, await signed({ sub: String(userId), sid }))).toBeNull();
    expect(await verifyAccessToken(ctx.config, await signed({ sid, exp: true }))).toBeNull();
    expect(await verifyAccessToken(ctx.config, await signed({ sub: String(userId), exp: true }))).toBeNull();
  });
});

describe('refresh token reuse', () => {
  it('gives the same successor to the replaced token within the grace window', async () => {
    const first = await openSession(ctx.db, ctx.config, userId);
    const next = await refreshSession(ctx.db, ctx.config, first.refresh_token);
    const again = await refreshSession(ctx.db, ctx.config, first.refresh_token);
    expect(again?.refresh_token).toBe(next?.refresh_token);
    expect(await revokedAt(sessionOf(first.refresh_token))).toBeNull();
  });

  it('revokes the whole session when a rotated token is replayed after the grace window', async () => {
    const first = await openSession(ctx.db, ctx.config, userId);
    const sessionId = sessionOf(first.refresh_token);
    const next = await refreshSession(ctx.db, ctx.config, first.refresh_token);
    expect(next).not.toBeNull();
    await rotatedSecondsAgo(sessionId, REFRESH_GRACE_SECONDS + 5);

    expect(await refreshSession(ctx.db, ctx.config, first.refresh_token)).toBeNull();
    expect(await revokedAt(sessionId)).not.toBeNull();
    // The holder of the current token is signed out as well: one of the two is a thief.
    expect(await refreshSession(ctx.db, ctx.config, next?.refresh_token ?? '')).toBeNull();
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/profile/api/v1/team-members/me/',
      headers: { authorization: `Bearer ${next?.access_token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('recognises a token several rotations old, and leaves a garbage token alone', async () => {
    const first = await openSession(ctx.db, ctx.config, userId);
    const sessionId = sessionOf(first.refresh_token);
    let current = first.refresh_token;
    for (let i = 0; i < 3; i++) {
      current = (await refreshSession(ctx.db, ctx.config, current))?.refresh_token ?? '';
      await rotatedSecondsAgo(sessionId, REFRESH_GRACE_SECONDS + 5);
    }
    expect(await refreshSession(ctx.db, ctx.config, `${sessionId}.not-a-token-of-this-session`)).toBeNull();
    expect(await revokedAt(sessionId)).toBeNull();
    expect(await refreshSession(ctx.db, ctx.config, first.refresh_token)).toBeNull();
    expect(await revokedAt(sessionId)).not.toBeNull();
  });
});
