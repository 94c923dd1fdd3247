import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { hashPassword } from '../../../lib/hashing.ts';
import { revokeApiKeysOf } from '../api-keys/index.ts';
import { storePasswordEndingSessions } from '../passwords/index.ts';

/**
 * A user's new password, in one transaction with what it ends: every session (the web then sends the user to
 * /accounts/logout), and every API key of the user in all workspaces when asked. Keys are kept by default: they
 * run integrations that a password change should not break unasked. The current password is the route's check.
 */
export async function changePassword(
  db: Db,
  userId: number,
  newPassword: string,
  options: { revokeApiKeys: boolean },
): Promise<{ revokedApiKeys: number }> {
  const hash = await hashPassword(newPassword);
  return inTransaction(db, async (trx) => {
    await storePasswordEndingSessions(trx, userId, hash);
    const revokedApiKeys = options.revokeApiKeys
      ? await revokeApiKeysOf(trx, userId, { kind: 'owner', userId })
      : 0;
    return { revokedApiKeys };
  });
}
