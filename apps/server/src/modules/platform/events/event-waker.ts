import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { JobQueue } from '../jobs/index.ts';
import { queueDeliveries } from './event-delivery-jobs.ts';
import { allWorkspaceIds, currentXmin, workspacesWithEventsSince } from './event-record.repo.ts';
import type { EventSubscriber } from './event-types.ts';

/**
 * Notices new events and queues their deliveries. It looks after every write request (API processes) and on a
 * short timer (worker processes, which see no requests); one look at a time, a call during a look asks for one
 * more. Its first look queues a delivery for every workspace, so events left by a stopped server go out.
 */
export class EventWaker {
  readonly #db: Db;
  readonly #jobs: JobQueue;
  readonly #subscribers: readonly EventSubscriber[];
  readonly #log: FastifyBaseLogger;
  /** The transaction id from which the next look reads (null: no look yet). */
  #seen: string | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #timer: NodeJS.Timeout | null = null;

  constructor(db: Db, jobs: JobQueue, subscribers: readonly EventSubscriber[], log: FastifyBaseLogger) {
    this.#db = db;
    this.#jobs = jobs;
    this.#subscribers = subscribers;
    this.#log = log;
  }

  /** Look for new events now; resolves when this look (and any asked for during it) is done. */
  wake(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      try {
        do {
          this.#again = false;
          await this.#look();
        } while (this.#again);
      } catch (error) {
        this.#log.error({ err: error }, 'looking for new domain events failed');
      } finally {
        this.#running = null;
      }
    })();
    return this.#running;
  }

  /** Look every intervalMs until stop(). */
  start(intervalMs: number): void {
    this.#timer ??= setInterval(() => void this.wake(), intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  async #look(): Promise<void> {
    if (this.#subscribers.length === 0) return;
    if (this.#seen === null) {
      const since = await currentXmin(this.#db);
      await queueDeliveries(this.#db, this.#jobs, this.#subscribers, await allWorkspaceIds(this.#db));
      this.#seen = since;
      return;
    }
    const { workspaceIds, nextTx } = await workspacesWithEventsSince(this.#db, this.#seen);
    await queueDeliveries(this.#db, this.#jobs, this.#subscribers, workspaceIds);
    this.#seen = nextTx;
  }
}
