import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { fromKysely, fromPglite, PgBoss } from 'pg-boss';
import type { Db } from '../../../db/client.ts';
import type { JobContext, JobData, JobDefinition, JobQueue, SendOptions } from './job-types.ts';

/** pg-boss keeps its tables in a schema of its own, beside the product's. */
const SCHEMA = 'pgboss';
/** A worker that stops sending heartbeats (killed, frozen) loses its job to the next worker after this long. */
const HEARTBEAT_SECONDS = 10;
/** The longest one job may run (an upload of 10,000 rows takes about a minute). */
const EXPIRE_SECONDS = 60 * 60;

const NO_JOB = '00000000-0000-0000-0000-000000000000';

export type JobQueueDatabase = { db: Db; kind: 'pglite' | 'postgres'; pglite?: PGlite | undefined };

/**
 * The durable job queue: pg-boss over the product's own database. On PGlite it talks to the embedded engine
 * (its multi-statement maintenance needs the engine's simple protocol; PGlite serialises it with Kysely's
 * transactions); on a server it shares the app's connection pool through Kysely. A job is queued in the caller's
 * transaction (pg-boss's Kysely adapter), so a job exists exactly when the record it works on does.
 */
export class PgBossJobQueue implements JobQueue {
  readonly #boss: PgBoss;
  readonly #log: FastifyBaseLogger;
  readonly #stopping = new AbortController();
  #prepared: Promise<void> | undefined;
  #queues = new Set<string>();

  /** supervise: fail and retry jobs whose worker died; schedule: queue the jobs of definitions with a cron. */
  constructor(
    database: JobQueueDatabase,
    log: FastifyBaseLogger,
    options: { supervise: boolean; schedule?: boolean },
  ) {
    const adapter =
      database.kind === 'pglite' && database.pglite ? fromPglite(database.pglite) : fromKysely(database.db);
    this.#boss = new PgBoss({
      db: adapter,
      schema: SCHEMA,
      ...(database.kind === 'pglite' ? { backend: 'pglite' as const } : {}),
      supervise: options.supervise,
      schedule: options.schedule ?? false,
      migrate: true,
      // The pass that fails a job whose heartbeats stopped runs on the monitor's timer (60 s by default): at the
      // heartbeat's pace, an upload a killed server left resumes within seconds of the next start, not a minute.
      superviseIntervalSeconds: HEARTBEAT_SECONDS,
      monitorIntervalSeconds: HEARTBEAT_SECONDS,
    });
    this.#log = log;
    this.#boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  }

  /** Start pg-boss (creating or upgrading its schema) and create the queues of these jobs. Idempotent. */
  prepare(definitions: readonly JobDefinition[]): Promise<void> {
    this.#prepared ??= (async () => {
      await this.#boss.start();
      for (const definition of definitions) await this.#createQueue(definition);
    })();
    return this.#prepared;
  }

  async send(db: Db, name: string, data: JobData, options: SendOptions = {}): Promise<string | null> {
    if (!this.#queues.has(name)) throw new Error(`No job queue named ${name}`);
    const id = await this.#boss.send(name, data, {
      ...(db.isTransaction ? { db: fromKysely(db) } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
    if (!id && !options.singletonKey) throw new Error(`The job queue ${name} refused a job`);
    return id;
  }

  /** Run the workers of these jobs in this process (the server does; tests use drain). */
  async startWorkers(definitions: readonly JobDefinition[]): Promise<void> {
    await this.prepare(definitions);
    for (const definition of definitions) {
      await this.#boss.work<JobData>(
        definition.name,
        { pollingIntervalSeconds: 0.5, batchSize: 1, localConcurrency: definition.concurrency ?? 1 },
        async ([job]) => {
          if (!job) return;
          await definition.handler(job.data, this.#context(definition, job, job.signal));
        },
      );
      // A stately job's scheduled runs carry its name as their key, the key its nudges are sent with: stately is one
      // running job per key, so a scheduled run and a nudge never run at once on two servers (decision 0074).
      if (definition.cron)
        await this.#boss.schedule(
          definition.name,
          definition.cron,
          {},
          {
            tz: 'UTC',
            ...(definition.policy === 'stately' ? { singletonKey: definition.name } : {}),
          },
        );
    }
  }

  /**
   * Run every queued job of these kinds here and now, one at a time, until none is left (tests: deterministic,
   * no timers). A job that throws is failed and, while it has retries left, taken again.
   */
  async drain(definitions: readonly JobDefinition[]): Promise<number> {
    await this.prepare(definitions);
    let ran = 0;
    for (let found = true; found; ) {
      found = false;
      for (const definition of definitions) {
        const [job] = await this.#boss.fetch<JobData>(definition.name, { batchSize: 1 });
        if (!job) continue;
        found = true;
        ran += 1;
        try {
          await definition.handler(job.data, this.#context(definition, job));
          await this.#boss.complete(definition.name, job.id);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await this.#boss.fail(definition.name, job.id, { message });
        }
      }
    }
    return ran;
  }

  /** Stop taking jobs; running handlers see their signal aborted and get a moment to stop between units. */
  async stop(): Promise<void> {
    this.#stopping.abort();
    if (!this.#prepared) return;
    await this.#prepared.catch(() => {});
    await this.#boss.stop({ graceful: true, close: false, timeout: 5_000 });
  }

  async #createQueue(definition: JobDefinition): Promise<void> {
    await this.#boss.createQueue(definition.name, {
      ...(definition.policy ? { policy: definition.policy } : {}),
      retryLimit: retryLimitOf(definition),
      retryDelay: 2,
      retryBackoff: true,
      expireInSeconds: EXPIRE_SECONDS,
      heartbeatSeconds: HEARTBEAT_SECONDS,
    });
    // pg-boss looks a queue up on its own connection the first time a job is sent to it: done here, outside any
    // transaction, because on PGlite a lookup from inside the caller's transaction would wait for that
    // transaction to end.
    await this.#boss.getJobById(definition.name, NO_JOB);
    this.#queues.add(definition.name);
  }

  #context(
    definition: JobDefinition,
    job: { id: string; retryCount: number },
    signal?: AbortSignal,
  ): JobContext {
    return {
      jobId: job.id,
      log: this.#log.child({ job: definition.name, jobId: job.id }),
      signal: signal ? AbortSignal.any([signal, this.#stopping.signal]) : this.#stopping.signal,
      finalAttempt: job.retryCount >= retryLimitOf(definition),
    };
  }
}

/** Attempts after the first one fails (the definition's, default 2). */
function retryLimitOf(definition: JobDefinition): number {
  return definition.retryLimit ?? 2;
}
