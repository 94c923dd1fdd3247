import { z } from 'zod';
import { inTransaction } from '../../../db/in-transaction.ts';
import type { BaseDeps } from '../../../lib/module.ts';
import type { JobModule } from '../../platform/index.ts';
import { createMailDeliverer, queueMail } from '../../platform/index.ts';
import { accountLinkPath, issueAccountToken } from './account-tokens.ts';

export const RESET_MAIL_JOB = 'accounts.password-reset-mail';

const resetMailData = z.object({ email: z.string() });

/**
 * The mail of a "forgot password" request, off the request: the request answers the same, in the same time, for
 * an address with an active account and one without, so it cannot tell who has an account (decision 0065). An
 * address without an active account gets nothing. Run again after a crash, it mails a newer link that replaces the
 * first (issuing a link ends the older ones).
 */
export const passwordResetJobs: JobModule<BaseDeps> = ({ db, config }) => [
  {
    name: RESET_MAIL_JOB,
    handler: async (data, context) => {
      const { email } = resetMailData.parse(data);
      const queued = await inTransaction(db, async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['id', 'email', 'is_active'])
          .where('email', '=', email)
          .executeTakeFirst();
        if (!user?.is_active) return false;
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
        return true;
      });
      // The API delivers the outbox after its write requests; a job's mail is delivered by the job, once committed.
      if (!queued) return;
      const deliverer = createMailDeliverer(db, config, context.log);
      await deliverer.deliver();
      await deliverer.close();
    },
  },
];
