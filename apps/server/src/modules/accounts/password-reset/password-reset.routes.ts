import { ACCOUNT_LINK_MESSAGES, endpoints } from '@riskscreen/shared';
import { inTransaction } from '../../../db/in-transaction.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { hashPassword } from '../../../lib/hashing.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import type { BaseDeps, RouteModule } from '../../../lib/module.ts';
import type { JobQueue } from '../../platform/index.ts';
import { revokeApiKeysOf } from '../api-keys/index.ts';
import { BOT_CHECK_LOCKOUT_SECONDS, verifyBotToken } from '../auth/index.ts';
import { endOtherInvitations, lockAddressOfLink } from '../invitations/index.ts';
import { storePasswordEndingSessions } from '../passwords/index.ts';
import { peekAccountToken, redeemAccountToken } from './account-tokens.ts';
import { RESET_MAIL_JOB } from './reset-mail-job.ts';

/**
 * "Forgot password" (behind the sign-in's bot check, its mail queued) and the invitation's sign-up: a one-time link
 * by mail (through the one outbox), then a new
 * password under the change-password rules. A reset ends every session and every API key of the account.
 */
export const passwordResetRoutes: RouteModule<BaseDeps & { jobs: JobQueue }> = (
  api,
  { db, config, jobs },
) => {
  // One budget per client for the anonymous calls: each is a guess at an e-mail address or a token.
  const budget = api.rateLimit({ max: config.loginRateLimit, timeWindow: '1 minute' });
  const limited = { access: 'public' as const, onRequest: budget };

  route(api, endpoints.accountLinks.requestPasswordReset, limited, async (request) => {
    const { email, recaptcha_token } = request.body;
    if (!(await verifyBotToken(db, config, recaptcha_token)))
      throw HttpError.fromCatalogue(400, 'captcha_failed', BOT_CHECK_LOCKOUT_SECONDS);
    // The same work and answer whoever the address belongs to: the lookup and the mail are the job's.
    await jobs.send(db, RESET_MAIL_JOB, { email });
    return { detail: ACCOUNT_LINK_MESSAGES.resetSent };
  });

  route(api, endpoints.accountLinks.linkInfo, limited, async (request) => {
    const link = await peekAccountToken(db, request.body.token);
    return {
      purpose: link.purpose,
      email: link.email,
      organization: link.organization,
      first_name: link.first_name,
      last_name: link.last_name,
    };
  });

  route(api, endpoints.accountLinks.resetPassword, limited, async (request) => {
    const { token, new_password } = request.body;
    const hash = await hashPassword(new_password);
    await inTransaction(db, async (trx) => {
      // A pending invitee who resets a password has accepted the address, like a sign-up (decision 0081).
      await lockAddressOfLink(trx, token);
      const userId = await redeemAccountToken(trx, token, 'password_reset');
      await endOtherInvitations(trx, userId);
      await storePasswordEndingSessions(trx, userId, hash);
      // The lost-account path: whoever held the account may have minted keys, so they end with its sessions, for
      // good (decision 0065).
      await revokeApiKeysOf(trx, userId, { kind: 'password_reset' });
    });
    return { detail: ACCOUNT_LINK_MESSAGES.passwordReset };
  });

  route(api, endpoints.accountLinks.signUp, limited, async (request) => {
    const { token, first_name, last_name, new_password } = request.body;
    const hash = await hashPassword(new_password);
    await inTransaction(db, async (trx) => {
      await lockAddressOfLink(trx, token);
      const userId = await redeemAccountToken(trx, token, 'sign_up');
      await endOtherInvitations(trx, userId);
      await trx
        .updateTable('users')
        .set({ first_name, last_name, password_hash: hash, password_changed_at: new Date() })
        .where('id', '=', userId)
        .execute();
    });
    return { detail: ACCOUNT_LINK_MESSAGES.signedUp };
  });
};
