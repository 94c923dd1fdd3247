import { ACCOUNT_LINK_MESSAGES } from '@riskscreen/shared';
import type { Db } from '../../../db/client.ts';
import { sha256 } from '../../../lib/hashing.ts';
import { HttpError } from '../../../lib/http-errors.ts';

/** The answer of a sign-up link whose invitation ended because its address joined another organisation. */
export const invitationEnded = () => HttpError.fields({ token: [ACCOUNT_LINK_MESSAGES.invitationEnded] });

/** Whether a link that is no longer live belongs to an invitation that ended (decision 0081). */
export async function isEndedInvitation(db: Db, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('ended_invitations')
    .select('token_hash')
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Lock every account of a link's address before the link is used, always in the order of their ids: two
 * organisations' invitees of one address accepting at once then take turns, and the second finds its invitation
 * ended instead of both succeeding or deadlocking.
 */
export async function lockAddressOfLink(trx: Db, token: string): Promise<void> {
  const link = await trx
    .selectFrom('account_tokens')
    .innerJoin('users', 'users.id', 'account_tokens.user_id')
    .select('users.email')
    .where('account_tokens.token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (link) await lockAddress(trx, link.email);
}

export async function lockAddress(trx: Db, email: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('email', '=', email).orderBy('id').forUpdate().execute();
}

/**
 * A user has accepted their address (signed up, reset a password or signed in by single sign-on): the other
 * organisations' pending invitations of it end. Their invitees are removed (with their memberships) and their
 * sign-up links kept as ended, so those links say why they stopped working. Call with the address locked.
 */
export async function endOtherInvitations(trx: Db, userId: number): Promise<void> {
  const user = await trx
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const others = await trx
    .selectFrom('users')
    .select(['id', 'invited_at', 'password_hash'])
    .where('email', '=', user.email)
    .where('id', '!=', userId)
    .execute();
  // Another organisation's account of the address came first (an invitation and a provisioning at once).
  if (others.some((o) => o.invited_at === null || o.password_hash !== null)) throw invitationEnded();
  if (others.length === 0) return;
  const ids = others.map((o) => o.id);
  const links = await trx
    .selectFrom('account_tokens')
    .select('token_hash')
    .where('user_id', 'in', ids)
    .where('purpose', '=', 'sign_up')
    .execute();
  if (links.length > 0)
    await trx
      .insertInto('ended_invitations')
      .values(links.map((l) => ({ token_hash: l.token_hash })))
      .onConflict((c) => c.doNothing())
      .execute();
  await trx.deleteFrom('users').where('id', 'in', ids).execute();
}
