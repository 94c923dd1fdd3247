import type { Db } from '../../../db/client.ts';
import { randomToken, sha256 } from '../../../lib/hashing.ts';

const CODE_TTL_MS = 2 * 60 * 1000;

/** One-time code handed to /accounts/login/complete, exchanged for tokens (authorization-code style). */
export async function issueAuthCode(db: Db, userId: number): Promise<string> {
  const code = randomToken(24);
  await db
    .insertInto('auth_codes')
    .values({ code_hash: sha256(code), user_id: userId, expires_at: new Date(Date.now() + CODE_TTL_MS) })
    .execute();
  return code;
}

export async function redeemAuthCode(db: Db, code: string): Promise<number | null> {
  const row = await db
    .updateTable('auth_codes')
    .set({ used_at: new Date() })
    .where('code_hash', '=', sha256(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}
