import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';

/**
 * Self-hosted proof-of-work bot check (ALTCHA) in place of a third-party captcha: the login page solves a
 * signed SHA-256 puzzle; the server verifies the signature, the expiry and that the solution was not used before.
 */
const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/** The wait a failed bot check names ('Please try again after 15 seconds'). */
export const BOT_CHECK_LOCKOUT_SECONDS = 15;

export async function newBotChallenge(config: Config) {
  const challenge = await createChallenge({
    hmacKey: config.jwtSecret,
    maxnumber: config.botCheckDifficulty,
    expires: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  return { ...challenge, maxnumber: config.botCheckDifficulty };
}

export async function verifyBotToken(db: Db, config: Config, token: string): Promise<boolean> {
  let signature: string;
  try {
    const decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { signature?: unknown };
    if (typeof decoded.signature !== 'string') return false;
    signature = decoded.signature;
    if (!(await verifySolution(token, config.jwtSecret, true))) return false;
  } catch {
    return false;
  }
  // One use per solved challenge: a replayed token fails.
  await db.deleteFrom('used_bot_challenges').where('expires_at', '<', new Date()).execute();
  const inserted = await db
    .insertInto('used_bot_challenges')
    .values({ signature, expires_at: new Date(Date.now() + CHALLENGE_TTL_MS) })
    .onConflict((oc) => oc.doNothing())
    .returning('signature')
    .executeTakeFirst();
  return inserted !== undefined;
}
