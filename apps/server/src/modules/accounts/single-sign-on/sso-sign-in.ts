import type { ErrorCode } from '@riskscreen/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/in-transaction.ts';
import { sha256 } from '../../../lib/hashing.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { refuseBeyondUserLimit } from '../billing/index.ts';
import { endOtherInvitations, lockAddress } from '../invitations/index.ts';
import { issueAuthCode } from '../sessions/index.ts';
import { authorizationRequest, discoverProvider, redeemCode, type VerifiedIdentity } from './oidc-client.ts';
import { callbackUrl, enabledProvider, type SsoProvider, ssoOrganisationFor } from './sso-settings.ts';

/** A sign-in in flight lasts as long as a person may take at the provider's login page. */
const SIGN_IN_TTL_MS = 10 * 60 * 1000;

/** A refusal of the callback: the login completion page shows the catalogue's text of its code. */
export class SsoFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * Start: the e-mail's organisation with an enabled provider, its authorization URL (PKCE, state, nonce), and the
 * state's row holding the verifier and nonce. Null: the organisation has no single sign-on.
 */
export async function startSsoSignIn(
  db: Db,
  publicUrl: string,
  input: { email: string; state?: string | undefined },
): Promise<string | null> {
  const org = await ssoOrganisationFor(db, input.email);
  const provider = org ? await enabledProvider(db, org.organizationId) : null;
  if (!provider) return null;
  const config = await discoverProvider(provider);
  const request = await authorizationRequest(config, callbackUrl(publicUrl), input.email);
  // Expired rows of earlier attempts go as new ones come: the table holds only sign-ins in flight.
  await db.deleteFrom('sso_sign_ins').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('sso_sign_ins')
    .values({
      state_hash: sha256(request.state),
      organization_id: provider.organizationId,
      nonce: request.nonce,
      code_verifier: request.codeVerifier,
      return_state: input.state ?? null,
      expires_at: new Date(Date.now() + SIGN_IN_TTL_MS),
    })
    .execute();
  return request.url;
}

export type CallbackQuery = { state?: string | undefined; error?: string | undefined };

/**
 * The callback: the state is taken once (a replayed or unknown one is refused), the code exchanged and the ID token
 * checked, the person matched to a member by verified e-mail (or provisioned from an allowed domain), then the same
 * one-time code as the password step. Answers the login completion's query.
 */
export async function finishSsoSignIn(
  db: Db,
  query: CallbackQuery,
  currentUrl: URL,
  log: FastifyBaseLogger,
): Promise<URLSearchParams> {
  let returnState: string | null = null;
  try {
    if (!query.state) throw new SsoFailure('sso_failed', 'no state');
    const flight = await db
      .updateTable('sso_sign_ins')
      .set({ used_at: new Date() })
      .where('state_hash', '=', sha256(query.state))
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returningAll()
      .executeTakeFirst();
    if (!flight) throw new SsoFailure('sso_failed', 'unknown, expired or used state');
    returnState = flight.return_state;
    if (query.error) throw new SsoFailure('sso_refused', `provider error ${query.error}`);
    const provider = await enabledProvider(db, flight.organization_id);
    if (!provider) throw new SsoFailure('sso_not_enabled', 'single sign-on was turned off');
    let identity: VerifiedIdentity;
    try {
      const config = await discoverProvider(provider);
      identity = await redeemCode(config, currentUrl, {
        state: query.state,
        nonce: flight.nonce,
        codeVerifier: flight.code_verifier,
      });
    } catch (error) {
      throw new SsoFailure('sso_failed', error instanceof Error ? error.message : String(error));
    }
    if (!identity.email || !identity.emailVerified)
      throw new SsoFailure('sso_email_unverified', 'email missing or not verified');
    const userId = await memberFor(db, provider, identity);
    const code = await issueAuthCode(db, userId);
    return withState(new URLSearchParams({ code }), returnState);
  } catch (error) {
    if (!(error instanceof SsoFailure)) throw error;
    log.warn({ code: error.code, reason: error.message }, 'single sign-on refused');
    return withState(new URLSearchParams({ error: error.code }), returnState);
  }
}

function withState(params: URLSearchParams, state: string | null): URLSearchParams {
  if (state) params.set('state', state);
  return params;
}

/**
 * The member an identity signs in as: the organisation's user with that e-mail (an invitation still pending is
 * accepted: its sign-up link stops working), or a new user when the e-mail's domain is allowed.
 */
async function memberFor(db: Db, provider: SsoProvider, identity: VerifiedIdentity): Promise<number> {
  const email = identity.email as string;
  return inTransaction(db, async (trx) => {
    await lockAddress(trx, email);
    // Several organisations may have invited the address (decision 0081): this organisation's user counts; another
    // organisation's pending invitation does not stop this one.
    const users = await trx
      .selectFrom('users')
      .select(['id', 'organization_id', 'is_active', 'password_hash', 'invited_at'])
      .where('email', '=', email)
      .execute();
    const user =
      users.find((u) => u.organization_id === provider.organizationId) ??
      users.find((u) => u.invited_at === null || u.password_hash !== null);
    if (user) {
      if (user.organization_id !== provider.organizationId)
        throw new SsoFailure('sso_not_member', 'a user of another organisation');
      if (!user.is_active) throw new SsoFailure('user_is_blocked', 'disabled user');
      if (user.password_hash === null && user.invited_at !== null) {
        await trx
          .updateTable('account_tokens')
          .set({ used_at: new Date() })
          .where('user_id', '=', user.id)
          .where('purpose', '=', 'sign_up')
          .where('used_at', 'is', null)
          .execute();
        // Accepted without a password: no longer a pending invitee, so the address is this organisation's.
        await trx.updateTable('users').set({ invited_at: null }).where('id', '=', user.id).execute();
        await endOtherInvitations(trx, user.id);
      }
      return user.id;
    }
    const domain = email.slice(email.lastIndexOf('@') + 1);
    if (!provider.allowedDomains.includes(domain))
      throw new SsoFailure('sso_not_member', 'no member and the domain is not allowed');
    const workspace = await trx
      .selectFrom('workspaces')
      .select('id')
      .where('organization_id', '=', provider.organizationId)
      .$if(provider.defaultWorkspaceId !== null, (q) =>
        q.where('id', '=', provider.defaultWorkspaceId as number),
      )
      .orderBy('id')
      .executeTakeFirst();
    if (!workspace) throw new SsoFailure('no_workspaces', 'the organisation has no workspace');
    // A provisioned person takes a seat of the plan like an invited one.
    await refuseBeyondUserLimit(trx, provider.organizationId, 1).catch((error: unknown) => {
      throw error instanceof HttpError ? new SsoFailure('sso_no_seat', 'user limit reached') : error;
    });
    const created = await trx
      .insertInto('users')
      .values({
        organization_id: provider.organizationId,
        email,
        first_name: identity.givenName,
        last_name: identity.familyName,
        password_hash: null,
        role: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('memberships')
      .values({ user_id: created.id, workspace_id: workspace.id, role: provider.defaultRole })
      .execute();
    await endOtherInvitations(trx, created.id);
    return created.id;
  });
}
