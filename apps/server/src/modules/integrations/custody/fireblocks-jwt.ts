import { createHash, createPrivateKey, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';

/** The custody API refuses a token older than 30 seconds; it is made per call, so a short life is enough. */
const LIFETIME_SECONDS = 25;

/**
 * The custody API's authentication of one call (Fireblocks API): an RS256 JWT signed with the API user's private
 * key, naming the path and query called (`uri`), a fresh `nonce`, `iat` and `exp`, the API key (`sub`) and the
 * hex SHA-256 of the exact body sent (`bodyHash`, of the empty string when there is none). The API checks each, so
 * a token cannot be replayed for another call, another body or after it expired.
 */
export async function fireblocksToken(
  credentials: { apiKey: string; privateKey: string },
  call: { uri: string; body: string },
  now = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    uri: call.uri,
    nonce: randomUUID(),
    iat,
    exp: iat + LIFETIME_SECONDS,
    sub: credentials.apiKey,
    bodyHash: createHash('sha256').update(call.body).digest('hex'),
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .sign(createPrivateKey(credentials.privateKey));
}
