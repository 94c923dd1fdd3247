import type { Db } from '../../../db/client.ts';
import { verifyPassword } from '../../../lib/hashing.ts';
import type { SignInSlowdown } from './sign-in-slowdown.ts';

/**
 * Whether a signed-in user typed their own password again (before a sensitive action: a password change, a new
 * API key). It is a password guess like any sign-in, so it goes through the account's slowdown: refused (429)
 * unevaluated inside a pause, and a failure or a success counts for the account's sign-in as well.
 */
export async function confirmPassword(
  db: Db,
  user: { userId: number; email: string },
  password: string,
  slowdown: SignInSlowdown,
): Promise<boolean> {
  slowdown.check(user.email);
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', user.userId)
    .executeTakeFirst();
  const isRight = await verifyPassword(row?.password_hash ?? null, password);
  if (isRight) slowdown.succeeded(user.email);
  else slowdown.failed(user.email);
  return isRight;
}
