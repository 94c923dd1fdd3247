import type { Db } from '../../../db/client.ts';
import type { JobDefinition, JobQueue } from '../../platform/index.ts';
import { activeWebhook } from '../integrations.repo.ts';
import type { TargetGuard } from '../outbound/target-guard.ts';
import { type OutboxChannel, outboxSenderJob, queueOutboxSender } from '../outbox/outbox-sender-job.ts';
import type { RetryPolicy } from '../outbox/retry-schedule.ts';
import { sendWebhook } from './send-webhook.ts';
import { messageIdOf } from './webhook-payload.ts';

export const WEBHOOK_DELIVERY_JOB = 'integrations.webhook-deliver';

const WEBHOOK = { provider: 'webhook', jobName: WEBHOOK_DELIVERY_JOB } as const;

/** The webhook as the outbox calls it: the signed body to its URL, through the target guard. */
function webhookChannel(guard: TargetGuard): OutboxChannel {
  return {
    ...WEBHOOK,
    async target(db, workspaceId) {
      const webhook = await activeWebhook(db, workspaceId);
      if (!webhook) return undefined;
      const { url, key } = webhook.config;
      return {
        endpoint: url,
        send: (delivery, now) =>
          sendWebhook(guard, {
            url,
            key,
            messageId: messageIdOf(delivery.eventId),
            body: delivery.body,
            now,
          }),
      };
    },
  };
}

/** Queue the workspace's webhook sender (one waits and one runs per workspace). */
export function queueWebhookDelivery(
  db: Db,
  jobs: JobQueue,
  workspaceId: number,
  startAfterSeconds?: number,
): Promise<void> {
  return queueOutboxSender(db, jobs, WEBHOOK, workspaceId, startAfterSeconds);
}

export { WEBHOOK as WEBHOOK_CHANNEL };

/**
 * The sender of a workspace's webhook deliveries, oldest first, in order per workspace, retried on the schedule
 * (the outbox's sender, decision 0077).
 */
export function webhookDeliveryJob(deps: {
  db: Db;
  jobs: JobQueue;
  guard: TargetGuard;
  retry: RetryPolicy;
}): JobDefinition {
  return outboxSenderJob({ ...deps, channel: webhookChannel(deps.guard) });
}
