import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { JobDefinition, JobQueue } from '../jobs/index.ts';
import { deliverEvents } from './deliver-events.ts';
import type { EventSubscriber } from './event-types.ts';

export const DELIVER_EVENTS_JOB = 'events.deliver';

const deliveryData = z.object({ subscriber: z.string(), workspaceId: z.number().int() });

/** At most one delivery per subscriber and workspace waits and one runs: in order, never two at once. */
export function deliveryKey(subscriber: string, workspaceId: number): string {
  return `${subscriber}|${workspaceId}`;
}

/** Queue a delivery to every subscriber of the workspaces (a queued one already waiting is enough). */
export async function queueDeliveries(
  db: Db,
  jobs: JobQueue,
  subscribers: readonly EventSubscriber[],
  workspaceIds: readonly number[],
  startAfterSeconds?: number,
): Promise<void> {
  for (const workspaceId of workspaceIds) {
    for (const subscriber of subscribers) {
      await jobs.send(
        db,
        DELIVER_EVENTS_JOB,
        { subscriber: subscriber.name, workspaceId },
        {
          singletonKey: deliveryKey(subscriber.name, workspaceId),
          ...(startAfterSeconds !== undefined && { startAfterSeconds }),
        },
      );
    }
  }
}

/**
 * The job that delivers a subscriber's events of one workspace. A failed delivery is retried with a growing pause
 * (the position has not moved, so the same events come again, in order); a full batch or events held back by a
 * running transaction queue the next delivery.
 */
export function eventDeliveryJob(
  db: Db,
  jobs: JobQueue,
  subscribers: readonly EventSubscriber[],
  // The pause before looking again at events an older transaction still running holds back.
  heldBackPauseSeconds = 1,
): JobDefinition {
  const byName = new Map(subscribers.map((subscriber) => [subscriber.name, subscriber]));
  return {
    name: DELIVER_EVENTS_JOB,
    policy: 'stately',
    retryLimit: 20,
    concurrency: 4,
    handler: async (data, { log }) => {
      const { subscriber: name, workspaceId } = deliveryData.parse(data);
      const subscriber = byName.get(name);
      if (!subscriber) {
        log.warn({ subscriber: name }, 'events for a subscriber this server does not have: left for later');
        return;
      }
      const outcome = await deliverEvents(db, subscriber, workspaceId);
      if (outcome.left !== 'none') {
        await queueDeliveries(
          db,
          jobs,
          [subscriber],
          [workspaceId],
          outcome.left === 'held' ? heldBackPauseSeconds : undefined,
        );
      }
    },
  };
}
