import type { Db } from '../../../db/client.ts';
import type { BaseDeps } from '../../../lib/module.ts';
import type { JobModule, JobQueue } from '../jobs/index.ts';
import { createMailDeliverer } from './deliver-mail.ts';

export const DELIVER_MAIL_JOB = 'mail.deliver';

/**
 * Ask for the outbox to be delivered once the caller's transaction commits: for mail queued off a request (an event
 * subscriber, a scheduled summary), which no answered request delivers. One waits at most; it sends all pending.
 */
export async function queueMailDelivery(trx: Db, jobs: JobQueue): Promise<void> {
  await jobs.send(trx, DELIVER_MAIL_JOB, {}, { singletonKey: 'outbox' });
}

/** The job that delivers the outbox's pending mail (the same deliverer the API runs after its write requests). */
export const mailDeliveryJobs: JobModule<BaseDeps> = ({ db, config }) => [
  {
    name: DELIVER_MAIL_JOB,
    policy: 'stately',
    handler: async (_data, context) => {
      const deliverer = createMailDeliverer(db, config, context.log);
      try {
        await deliverer.deliver();
      } finally {
        await deliverer.close();
      }
    },
  },
];
