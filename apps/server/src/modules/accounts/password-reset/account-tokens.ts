import { ACCOUNT_LINK_MESSAGES } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { randomToken, sha256 } from '../../../lib/hashing.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { invitationEnded, isEndedInvitation } from '../invitations/index.ts';

export type AccountTokenPurpose = 'sign_up' | 'password_reset';

/** How long a link works: an invitation waits a week for its invitee, a reset link an hour. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  sign_up: 7 * 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};

/** The web page each link opens; the token rides in the fragment, which browsers never send to a server. */
export function accountLinkPath(purpose: AccountTokenPurpose, token: string): string {
  const page = purpose === 'sign_up' ? '/accounts/signup' : '/accounts/password/reset';
  return `${page}#token=${token}`;
}

/**
 * A new one-time link for a user, in the caller's transaction. Only the token's SHA-256 is stored; the user's
 * older unused links of the same purpose stop working, so only the latest mail counts.
 */
export async function issueAccountToken(
  trx: Db,
  userId: number,
  purpose: AccountTokenPurpose,
  now = new Date(),
): Promise<string> {
  await trx
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  const token = randomToken(32);
  await trx
    .insertInto('account_tokens')
    .values({
      token_hash: sha256(token),
      user_id: userId,
      purpose,
      created_at: now,
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    })
    .execute();
  return token;
}

/** The same answer for an unknown, expired, used or mismatched link: nothing is learnt from which. */
export const invalidLink = () => HttpError.fields({ token: [ACCOUNT_LINK_MESSAGES.invalidLink] });

/** A link that does not work: an ended invitation says why (only the link's holder learns it), others say less. */
async function refuseLink(db: Db, token: string): Promise<HttpError> {
  return (await isEndedInvitation(db, token)) ? invitationEnded() : invalidLink();
}

/** The user a live link belongs to, without using it up (the page shows whose link it is). */
export async function peekAccountToken(db: Db, token: string) {
  const row = await db
    .selectFrom('account_tokens')
    .innerJoin('users', 'users.id', 'account_tokens.user_id')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .select([
      'account_tokens.purpose',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.is_active',
      'organizations.name as organization',
    ])
    .where('account_tokens.token_hash', '=', sha256(token))
    .where('account_tokens.used_at', 'is', null)
    .where('account_tokens.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row?.is_active) throw await refuseLink(db, token);
  return row;
}

/**
 * Use a link up, in the caller's transaction: its row is locked, so of two requests with the same link exactly
 * one succeeds and the other answers like a used link. Answers the user's id.
 */
export async function redeemAccountToken(
  trx: Db,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<number> {
  const row = await trx
    .selectFrom('account_tokens')
    .innerJoin('users', 'users.id', 'account_tokens.user_id')
    .select(['account_tokens.token_hash', 'account_tokens.user_id', 'users.is_active'])
    .where('account_tokens.token_hash', '=', sha256(token))
    .where('account_tokens.purpose', '=', purpose)
    .where('account_tokens.used_at', 'is', null)
    .where('account_tokens.expires_at', '>', new Date())
    .forUpdate('account_tokens')
    .executeTakeFirst();
  if (!row?.is_active) throw await refuseLink(trx, token);
  const used = await trx
    .updateTable('account_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', row.token_hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (used.numUpdatedRows === 0n) throw invalidLink();
  return row.user_id;
}
