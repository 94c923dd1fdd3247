import { ERROR_TEXTS, endpoints } from '@riskscreen/shared';
import { route } from '../../../lib/endpoint-route.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import type { BaseDeps, RouteModule } from '../../../lib/module.ts';
import { requireCaller } from '../../../plugins/auth.ts';
import { confirmPassword, type PasswordDeps } from '../passwords/index.ts';
import { loadUserProfile } from '../profile/index.ts';
import {
  issueAuthCode,
  openSession,
  redeemAuthCode,
  refreshSession,
  revokeSession,
} from '../sessions/index.ts';
import { ssoOrganisationFor } from '../single-sign-on/index.ts';
import { BOT_CHECK_LOCKOUT_SECONDS, newBotChallenge, verifyBotToken } from './bot-check.ts';
import { changePassword } from './change-password.ts';
import { verifyCredentials } from './credentials.ts';

export const authRoutes: RouteModule<BaseDeps & PasswordDeps> = (api, deps) => {
  const { db, config, signInSlowdown: slowdown } = deps;
  // One budget per client for every step of sign-in: a guess counts the same at any step (and at change-password).
  const signInBudget = api.rateLimit({ max: config.loginRateLimit, timeWindow: '1 minute' });
  const limited = { access: 'public' as const, onRequest: signInBudget };

  route(api, endpoints.auth.botChallenge, { access: 'public' }, () => newBotChallenge(config));

  // findOrg: email + solved bot check → the organisation to sign in to.
  route(api, endpoints.auth.findOrganisation, limited, async (request) => {
    const { email, recaptcha_token } = request.body;
    if (!(await verifyBotToken(db, config, recaptcha_token))) {
      throw HttpError.fromCatalogue(400, 'captcha_failed', BOT_CHECK_LOCKOUT_SECONDS);
    }
    const org = await db
      .selectFrom('users')
      .innerJoin('organizations', 'organizations.id', 'users.organization_id')
      .select('organizations.slug')
      .where('users.email', '=', email)
      .executeTakeFirst();
    // Single sign-on (decision 0037): the organisation's provider instead of the password step; an unknown
    // e-mail of a domain the organisation provisions from signs in there too.
    const sso = await ssoOrganisationFor(db, email);
    const slug = org?.slug ?? sso?.slug;
    if (!slug) throw HttpError.fromCatalogue(400, 'no_organization_found');
    return {
      auth0_organization: slug,
      is_token_valid: true,
      is_score_valid: true,
      // Only when it applies: the specification's answer is unchanged for the built-in password step.
      ...(sso?.slug === slug ? { single_sign_on: true } : {}),
    };
  });

  // The identity provider's password step for the browser: answers where to go next (the login callback).
  route(api, endpoints.auth.authorize, limited, async (request) => {
    const user = await verifyCredentials(db, request.body, slowdown);
    const state = request.body.state ? `&state=${encodeURIComponent(request.body.state)}` : '';
    if (!user.isActive) return { redirect_to: `/accounts/login/complete?error=user_is_blocked${state}` };
    const code = await issueAuthCode(db, user.id);
    return { redirect_to: `/accounts/login/complete?code=${code}${state}` };
  });

  // The same password step as JSON for scripts.
  route(api, endpoints.auth.login, limited, async (request) => {
    const user = await verifyCredentials(db, request.body, slowdown);
    if (!user.isActive) throw HttpError.fromCatalogue(403, 'user_is_blocked');
    return openSession(db, config, user.id, request.headers['user-agent']);
  });

  route(api, endpoints.auth.token, limited, async (request) => {
    const userId = await redeemAuthCode(db, request.body.code);
    if (userId === null) throw HttpError.fromCatalogue(400, 'invalid_credentials');
    return openSession(db, config, userId, request.headers['user-agent']);
  });

  route(api, endpoints.auth.refresh, { access: 'public' }, async (request) => {
    const pair = await refreshSession(db, config, request.body.refresh_token);
    if (!pair) throw new HttpError(401, ERROR_TEXTS.session_expired_refresh, 'session_expired');
    return pair;
  });

  route(api, endpoints.auth.logout, { access: 'user' }, async (request) => {
    const caller = requireCaller(request);
    if (caller.sessionId) await revokeSession(db, caller.sessionId);
  });

  const changePasswordRoute = { access: 'user' as const, onRequest: signInBudget };
  route(api, endpoints.auth.changePassword, changePasswordRoute, async (request) => {
    const caller = requireCaller(request);
    const { current_password, new_password, revoke_api_keys } = request.body;
    // A stolen access token alone must not take the account over: the current password is asked for.
    if (!(await confirmPassword(db, caller, current_password, slowdown)))
      throw HttpError.fields({ current_password: [ERROR_TEXTS.current_password_incorrect] });
    await changePassword(db, caller.userId, new_password, { revokeApiKeys: revoke_api_keys });
    return { detail: 'Password changed successfully.' };
  });

  route(api, endpoints.auth.permissions, { access: 'user' }, async (request) =>
    loadUserProfile(db, requireCaller(request).userId, request.scope?.slug ?? null),
  );
};
