import {
  authorizeRequest,
  authorizeResponse,
  changePasswordRequest,
  codeExchangeRequest,
  ERROR_TEXTS,
  findOrgRequest,
  findOrgResponse,
  logoutRequest,
  passwordLoginRequest,
  refreshRequest,
  tokenPair,
  userProfile,
} from '@riskscreen/shared';
import { z } from 'zod';
import { hashPassword } from '../../lib/hashing.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { RouteModule } from '../../lib/module.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { loadUserProfile } from '../profile/index.ts';
import { openSession, refreshSession, revokeAllSessions, revokeSession } from '../sessions/index.ts';
import { issueAuthCode, redeemAuthCode } from './auth-codes.ts';
import { newBotChallenge, verifyBotToken } from './bot-check.ts';
import { verifyCredentials } from './credentials.ts';

const LOCKOUT_SECONDS = 15;

export const authRoutes: RouteModule = (api, { db, config }) => {
  const limited = {
    access: 'public' as const,
    rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' },
  };

  api.get('/auth/api/bot-challenge/', { config: { access: 'public' }, schema: { tags: ['auth'] } }, () =>
    newBotChallenge(config),
  );

  // findOrg: email + solved bot check → the organisation to sign in to.
  api.post(
    '/auth/api/organization/',
    { config: limited, schema: { tags: ['auth'], body: findOrgRequest, response: { 200: findOrgResponse } } },
    async (request) => {
      const { email, recaptcha_token } = request.body;
      if (!(await verifyBotToken(db, config, recaptcha_token))) {
        throw HttpError.fromCatalogue(400, 'captcha_failed', LOCKOUT_SECONDS);
      }
      const org = await db
        .selectFrom('users')
        .innerJoin('organizations', 'organizations.id', 'users.organization_id')
        .select('organizations.slug')
        .where('users.email', '=', email)
        .executeTakeFirst();
      if (!org) throw HttpError.fromCatalogue(400, 'no_organization_found');
      return { auth0_organization: org.slug, is_token_valid: true, is_score_valid: true };
    },
  );

  // The identity provider's password step for the browser: answers where to go next (the login callback).
  api.post(
    '/auth/api/authorize/',
    {
      config: limited,
      schema: { tags: ['auth'], body: authorizeRequest, response: { 200: authorizeResponse } },
    },
    async (request) => {
      const user = await verifyCredentials(db, request.body);
      const state = request.body.state ? `&state=${encodeURIComponent(request.body.state)}` : '';
      if (!user.isActive) return { redirect_to: `/accounts/login/complete?error=user_is_blocked${state}` };
      const code = await issueAuthCode(db, user.id);
      return { redirect_to: `/accounts/login/complete?code=${code}${state}` };
    },
  );

  // The same password step as JSON for scripts.
  api.post(
    '/auth/api/login/',
    { config: limited, schema: { tags: ['auth'], body: passwordLoginRequest, response: { 200: tokenPair } } },
    async (request) => {
      const user = await verifyCredentials(db, request.body);
      if (!user.isActive) throw HttpError.fromCatalogue(403, 'user_is_blocked');
      return openSession(db, config, user.id, request.headers['user-agent']);
    },
  );

  api.post(
    '/auth/api/token/',
    { config: limited, schema: { tags: ['auth'], body: codeExchangeRequest, response: { 200: tokenPair } } },
    async (request) => {
      const userId = await redeemAuthCode(db, request.body.code);
      if (userId === null) throw HttpError.fromCatalogue(400, 'invalid_credentials');
      return openSession(db, config, userId, request.headers['user-agent']);
    },
  );

  api.post(
    '/auth/api/token/refresh/',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: refreshRequest, response: { 200: tokenPair } },
    },
    async (request) => {
      const pair = await refreshSession(db, config, request.body.refresh_token);
      if (!pair) throw new HttpError(401, ERROR_TEXTS.session_expired_refresh, 'session_expired');
      return pair;
    },
  );

  api.post(
    '/auth/api/logout/',
    { config: { access: 'user' }, schema: { tags: ['auth'], body: logoutRequest.nullish() } },
    async (request, reply) => {
      const caller = requireCaller(request);
      if (caller.sessionId) await revokeSession(db, caller.sessionId);
      return reply.status(204).send();
    },
  );

  api.post(
    '/auth/api/change-password/',
    {
      config: { access: 'user', rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        body: changePasswordRequest,
        response: { 200: z.object({ detail: z.string() }) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const hash = await hashPassword(request.body.new_password);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: hash, password_changed_at: new Date() })
          .where('id', '=', caller.userId)
          .execute();
        // Every other session ends with the old password; the web sends the user to /accounts/logout.
        await revokeAllSessions(trx, caller.userId);
      });
      return { detail: 'Password changed successfully.' };
    },
  );

  api.get(
    '/auth/api/permissions/',
    { config: { access: 'user' }, schema: { tags: ['auth'], response: { 200: userProfile } } },
    async (request) => loadUserProfile(db, requireCaller(request).userId),
  );
};
