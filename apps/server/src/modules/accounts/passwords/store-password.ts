import type { Db } from '../../../db/client.ts';
import { revokeAllSessions } from '../sessions/index.ts';

/**
 * A user's new password hash, stored in the caller's transaction with the end of every session of the user: a
 * changed or reset password signs the account out everywhere.
 */
export async function storePasswordEndingSessions(trx: Db, userId: number, hash: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({ password_hash: hash, password_changed_at: new Date() })
    .where('id', '=', userId)
    .execute();
  await revokeAllSessions(trx, userId);
}
