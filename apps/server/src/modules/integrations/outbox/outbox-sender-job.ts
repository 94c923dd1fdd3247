import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { OutboxProvider } from '../../../db/integrations-schema.ts';
import type { JobDefinition, JobQueue } from '../../platform/index.ts';
import { nextAttemptAt, type RetryPolicy } from './retry-schedule.ts';

/**
 * What one attempt got: `ok`, or why not. By default a failure is tried again on the retry schedule; `failure`
 * says otherwise: 'drop' gives this delivery up (the provider will never take this message) and the next goes;
 * 'reconnect' means the provider refused the integration's credentials or destination, so the integration is
 * marked for reconnection and nothing more is tried until it is connected again.
 */
export type OutboxAnswer = {
  ok: boolean;
  /** The provider's HTTP status; null when no answer came. */
  responseCode: number | null;
  error: string | null;
  failure?: 'retry' | 'drop' | 'reconnect';
  /** The provider asked to be called again no sooner than this (a rate limit's Retry-After). */
  retryAfterSeconds?: number;
};

/** The workspace's active integration as the sender calls it. */
export type OutboxTarget = {
  /** What the audit trail names as the endpoint (the webhook's URL, the chat channel). */
  endpoint: string;
  send(delivery: { eventId: string; body: string }, now: Date): Promise<OutboxAnswer>;
};

/** One integration whose messages go through the outbox: its rows, its sender job, and how it is called. */
export type OutboxChannel = {
  provider: OutboxProvider;
  jobName: string;
  /** The workspace's integration ready to be called, or undefined (none, deactivated, waiting for reconnection). */
  target(db: Db, workspaceId: number): Promise<OutboxTarget | undefined>;
};

/** Deliveries one job sends before it hands over to the next (a long backlog does not hold one job for hours). */
const DELIVERIES_PER_JOB = 100;

const senderData = z.object({ workspaceId: z.number().int() });

/**
 * Queue the workspace's sender of one integration: one waits and one runs per workspace and integration (stately,
 * keyed by both), so its deliveries go out one after another, in the order of the workspace's events.
 */
export async function queueOutboxSender(
  db: Db,
  jobs: JobQueue,
  channel: Pick<OutboxChannel, 'provider' | 'jobName'>,
  workspaceId: number,
  startAfterSeconds?: number,
): Promise<void> {
  await jobs.send(
    db,
    channel.jobName,
    { workspaceId },
    {
      singletonKey: `${channel.provider}|${workspaceId}`,
      ...(startAfterSeconds !== undefined && { startAfterSeconds }),
    },
  );
}

/**
 * The sender of a workspace's deliveries to one integration, oldest first (decision 0077, shared by the chat service
 * in 0085). A delivery that fails is tried again on the retry schedule and the ones after it wait: the receiver gets
 * every event in order per workspace, once it is back. A delivery older than the retry window that still fails is
 * given up (failed), and the next one goes. Each attempt is kept for the audit trail.
 */
export function outboxSenderJob(deps: {
  db: Db;
  jobs: JobQueue;
  retry: RetryPolicy;
  channel: OutboxChannel;
}): JobDefinition {
  const { db, jobs, retry, channel } = deps;
  const requeue = (workspaceId: number, after?: number) =>
    queueOutboxSender(db, jobs, channel, workspaceId, after);
  const pending = (workspaceId: number) =>
    db
      .updateTable('webhook_deliveries')
      .where('workspace_id', '=', workspaceId)
      .where('provider', '=', channel.provider)
      .where('status', '=', 'pending');
  return {
    name: channel.jobName,
    policy: 'stately',
    concurrency: 4,
    handler: async (data) => {
      const { workspaceId } = senderData.parse(data);
      for (let sent = 0; sent < DELIVERIES_PER_JOB; sent += 1) {
        const delivery = await db
          .selectFrom('webhook_deliveries')
          .select(['id', 'event_id', 'body', 'attempts', 'next_attempt_at', 'created_at'])
          .where('workspace_id', '=', workspaceId)
          .where('provider', '=', channel.provider)
          .where('status', '=', 'pending')
          .orderBy('id')
          .limit(1)
          .executeTakeFirst();
        if (!delivery) return;
        const now = new Date();
        const wait = delivery.next_attempt_at.getTime() - now.getTime();
        if (wait > 0) return requeue(workspaceId, Math.ceil(wait / 1000));
        const target = await channel.target(db, workspaceId);
        if (!target) {
          // Deactivated, removed or waiting for reconnection since the event: what waits is not sent.
          await pending(workspaceId).set({ status: 'cancelled', finished_at: now }).execute();
          return;
        }
        const answer = await target.send({ eventId: delivery.event_id, body: delivery.body }, now);
        const attempt = delivery.attempts + 1;
        const failure = answer.ok ? null : (answer.failure ?? 'retry');
        const retryAt = failure === 'retry' ? retryTime(retry, delivery, attempt, answer) : null;
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('webhook_attempts')
            .values({
              delivery_id: delivery.id,
              workspace_id: workspaceId,
              provider: channel.provider,
              endpoint: target.endpoint,
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
              ...(failure === null
                ? { status: 'delivered', finished_at: new Date() }
                : retryAt
                  ? { next_attempt_at: retryAt }
                  : { status: 'failed', finished_at: new Date() }),
            })
            .where('id', '=', delivery.id)
            .execute();
          if (failure === 'reconnect') {
            // The credentials are refused: every later message would be too. Nothing more is tried until the
            // integration is connected again (the card says so).
            await trx
              .updateTable('integrations')
              .set({ needs_reconnect: true, updated_at: new Date() })
              .where('workspace_id', '=', workspaceId)
              .where('provider', '=', channel.provider)
              .execute();
            await trx
              .updateTable('webhook_deliveries')
              .set({ status: 'cancelled', finished_at: new Date() })
              .where('workspace_id', '=', workspaceId)
              .where('provider', '=', channel.provider)
              .where('status', '=', 'pending')
              .execute();
          }
        });
        if (failure === 'reconnect') return;
        if (retryAt) {
          const pause = Math.max(0, Math.ceil((retryAt.getTime() - Date.now()) / 1000));
          return requeue(workspaceId, pause);
        }
      }
      await requeue(workspaceId);
    },
  };
}

/** The next attempt's time: the schedule's, or later when the provider asked to wait longer; null: given up. */
function retryTime(
  retry: RetryPolicy,
  delivery: { created_at: Date },
  attempt: number,
  answer: OutboxAnswer,
): Date | null {
  const now = new Date();
  const next = nextAttemptAt(retry, { createdAt: delivery.created_at, failedAttempts: attempt }, now);
  if (!next || answer.retryAfterSeconds === undefined) return next;
  const asked = now.getTime() + answer.retryAfterSeconds * 1000;
  return new Date(Math.max(next.getTime(), asked));
}
