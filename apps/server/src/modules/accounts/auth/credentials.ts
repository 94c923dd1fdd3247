import type { Db } from '../../../db/client.ts';
import { hashPassword, verifyPassword } from '../../../lib/hashing.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import type { SignInSlowdown } from '../passwords/index.ts';

// Verifying against a throwaway hash when the user is unknown keeps the timing the same either way.
let dummyHash: Promise<string> | undefined;

export type VerifiedUser = { id: number; isActive: boolean; organizationSlug: string };

/**
 * The password step: the user, or invalid_credentials. Blocked users are told so only after a right password. An
 * account in its slowdown pause is refused before its password is evaluated.
 */
export async function verifyCredentials(
  db: Db,
  input: { email: string; password: string; organization?: string | undefined },
  slowdown: SignInSlowdown,
): Promise<VerifiedUser> {
  slowdown.check(input.email);
  const user = await db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .select(['users.id', 'users.password_hash', 'users.is_active', 'organizations.slug'])
    .where('users.email', '=', input.email)
    .executeTakeFirst();
  dummyHash ??= hashPassword('not-a-real-password-0');
  const ok = await verifyPassword(user?.password_hash ?? (await dummyHash), input.password);
  if (!user || !ok || (input.organization && input.organization !== user.slug)) {
    slowdown.failed(input.email);
    throw HttpError.fromCatalogue(400, 'invalid_credentials');
  }
  slowdown.succeeded(input.email);
  return { id: user.id, isActive: user.is_active, organizationSlug: user.slug };
}
