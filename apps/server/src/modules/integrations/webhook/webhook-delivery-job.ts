import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { JobDefinition, JobQueue } from '../../platform/index.ts';
import { activeWebhook } from '../integrations.repo.ts';
import type { TargetGuard } from '../outbound/target-guard.ts';
import { nextAttemptAt, type RetryPolicy } from './retry-schedule.ts';
import { sendWebhook } from './send-webhook.ts';
import { messageIdOf } from './webhook-payload.ts';

export const WEBHOOK_DELIVERY_JOB = 'integrations.webhook-deliver';

/** Deliveries one job sends before it hands over to the next (a long backlog does not hold one job for hours). */
const DELIVERIES_PER_JOB = 100;

const deliveryData = z.object({ workspaceId: z.number().int() });

/**
 * Queue the workspace's sender: one waits and one runs per workspace (stately, keyed by workspace), so the
 * workspace's deliveries go out one after another, in the order of its events.
 */
export async function queueWebhookDelivery(
  db: Db,
  jobs: JobQueue,
  workspaceId: number,
  startAfterSeconds?: number,
): Promise<void> {
  await jobs.send(
    db,
    WEBHOOK_DELIVERY_JOB,
    { workspaceId },
    {
      singletonKey: `webhook|${workspaceId}`,
      ...(startAfterSeconds !== undefined && { startAfterSeconds }),
    },
  );
}

/**
 * The sender of a workspace's webhook deliveries, oldest first. A delivery that fails is tried again on the retry
 * schedule and the ones after it wait: the receiver gets every event in order per workspace, once it is back. A
 * delivery older than the retry window that still fails is given up (failed), and the next one goes. Each attempt
 * is kept for the audit trail.
 */
export function webhookDeliveryJob(deps: {
  db: Db;
  jobs: JobQueue;
  guard: TargetGuard;
  retry: RetryPolicy;
}): JobDefinition {
  const { db, jobs, guard, retry } = deps;
  return {
    name: WEBHOOK_DELIVERY_JOB,
    policy: 'stately',
    concurrency: 4,
    handler: async (data) => {
      const { workspaceId } = deliveryData.parse(data);
      for (let sent = 0; sent < DELIVERIES_PER_JOB; sent += 1) {
        const delivery = await db
          .selectFrom('webhook_deliveries')
          .select(['id', 'event_id', 'body', 'attempts', 'next_attempt_at', 'created_at'])
          .where('workspace_id', '=', workspaceId)
          .where('status', '=', 'pending')
          .orderBy('id')
          .limit(1)
          .executeTakeFirst();
        if (!delivery) return;
        const now = new Date();
        const wait = delivery.next_attempt_at.getTime() - now.getTime();
        if (wait > 0) return queueWebhookDelivery(db, jobs, workspaceId, Math.ceil(wait / 1000));
        const webhook = await activeWebhook(db, workspaceId);
        if (!webhook) {
          // Deactivated (or removed) since the event: what waits is not sent.
          await db
            .updateTable('webhook_deliveries')
            .set({ status: 'cancelled', finished_at: now })
            .where('workspace_id', '=', workspaceId)
            .where('status', '=', 'pending')
            .execute();
          return;
        }
        const answer = await sendWebhook(guard, {
          url: webhook.config.url,
          key: webhook.config.key,
          messageId: messageIdOf(delivery.event_id),
          body: delivery.body,
          now,
        });
        const attempt = delivery.attempts + 1;
        const retryAt = answer.ok
          ? null
          : nextAttemptAt(retry, { createdAt: delivery.created_at, failedAttempts: attempt }, new Date());
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('webhook_attempts')
            .values({
              delivery_id: delivery.id,
              workspace_id: workspaceId,
              endpoint: webhook.config.url,
              attempt,
              response_code: answer.responseCode,
              error: answer.error,
              attempted_at: now,
            })
            .execute();
          await trx
            .updateTable('webhook_deliveries')
            .set({
              attempts: attempt,
              ...(answer.ok
                ? { status: 'delivered', finished_at: new Date() }
                : retryAt
                  ? { next_attempt_at: retryAt }
                  : { status: 'failed', finished_at: new Date() }),
            })
            .where('id', '=', delivery.id)
            .execute();
        });
        if (!answer.ok && retryAt) {
          const pause = Math.max(0, Math.ceil((retryAt.getTime() - Date.now()) / 1000));
          return queueWebhookDelivery(db, jobs, workspaceId, pause);
        }
      }
      await queueWebhookDelivery(db, jobs, workspaceId);
    },
  };
}
