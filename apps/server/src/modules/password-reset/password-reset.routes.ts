import { ACCOUNT_LINK_MESSAGES, endpoints } from '@riskscreen/shared';
import { inTransaction } from '../../db/in-transaction.ts';
import { route } from '../../lib/endpoint-route.ts';
import { hashPassword } from '../../lib/hashing.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { BaseDeps, RouteModule } from '../../lib/module.ts';
import { queueMail } from '../mail/index.ts';
import { revokeAllSessions } from '../sessions/index.ts';
import {
  accountLinkPath,
  issueAccountToken,
  peekAccountToken,
  redeemAccountToken,
} from './account-tokens.ts';

/**
 * "Forgot password" and the invitation's sign-up: a one-time link by mail (through the one outbox), then a new
 * password under the change-password rules. A reset ends every session of the account, as a password change does.
 */
export const passwordResetRoutes: RouteModule = (api, { db, config }: BaseDeps) => {
  // One budget per client for the anonymous calls: each is a guess at an e-mail address or a token.
  const budget = api.rateLimit({ max: config.loginRateLimit, timeWindow: '1 minute' });
  const limited = { access: 'public' as const, onRequest: budget };

  route(api, endpoints.accountLinks.requestPasswordReset, limited, async (request) => {
    const { email } = request.body;
    await inTransaction(db, async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select(['id', 'email', 'is_active'])
        .where('email', '=', email)
        .executeTakeFirst();
      // The specification's answer for an unknown or inactive user (part 1 §8).
      if (!user?.is_active) throw HttpError.fromCatalogue(400, 'no_active_user');
      const token = await issueAccountToken(trx, user.id, 'password_reset');
      await queueMail(trx, [
        {
          to: user.email,
          subject: 'Reset your RiskScreen password',
          text:
            `Somebody asked to reset the password of the RiskScreen account ${user.email}.\n` +
            'The link below works once and for one hour. If it was not you, ignore this mail: your password ' +
            'stays as it is.',
          link: accountLinkPath('password_reset', token),
        },
      ]);
    });
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
      const userId = await redeemAccountToken(trx, token, 'password_reset');
      await trx
        .updateTable('users')
        .set({ password_hash: hash, password_changed_at: new Date() })
        .where('id', '=', userId)
        .execute();
      await revokeAllSessions(trx, userId);
    });
    return { detail: ACCOUNT_LINK_MESSAGES.passwordReset };
  });

  route(api, endpoints.accountLinks.signUp, limited, async (request) => {
    const { token, first_name, last_name, new_password } = request.body;
    const hash = await hashPassword(new_password);
    await inTransaction(db, async (trx) => {
      const userId = await redeemAccountToken(trx, token, 'sign_up');
      await trx
        .updateTable('users')
        .set({ first_name, last_name, password_hash: hash, password_changed_at: new Date() })
        .where('id', '=', userId)
        .execute();
    });
    return { detail: ACCOUNT_LINK_MESSAGES.signedUp };
  });
};
