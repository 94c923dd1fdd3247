import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../../config.ts';
import { HttpError } from '../../../lib/http-errors.ts';

/** A link is short-lived: it is made when the user clicks and opened at once in a new tab. */
const LINK_TTL_SECONDS = 15 * 60;
/** Its audience keeps it apart from access tokens signed with the same secret (they carry none). */
const AUDIENCE = 'riskscreen:download';

export type LinkClaims = { downloadId: string; userId: number; workspaceId: number };

function key(config: Config): Uint8Array {
  return new TextEncoder().encode(config.jwtSecret);
}

export async function signDownloadToken(config: Config, claims: LinkClaims): Promise<string> {
  return new SignJWT({ wid: claims.workspaceId, did: claims.downloadId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${LINK_TTL_SECONDS}s`)
    .sign(key(config));
}

/** The link's claims; 410 when it has expired, 403 when it is not one the server signed. */
export async function verifyDownloadToken(config: Config, token: string): Promise<LinkClaims> {
  try {
    const { payload } = await jwtVerify(token, key(config), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'wid', 'did'],
    });
    const userId = Number(payload.sub);
    const { wid, did } = payload;
    if (!Number.isInteger(userId) || typeof wid !== 'number' || typeof did !== 'string') throw invalidLink();
    return { userId, workspaceId: wid, downloadId: did };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired)
      throw new HttpError(
        410,
        'This download link has expired. Get a new link from the Download manager.',
        'link_expired',
      );
    if (error instanceof HttpError) throw error;
    throw invalidLink();
  }
}

const invalidLink = () => new HttpError(403, 'This download link is not valid.', 'link_invalid');
