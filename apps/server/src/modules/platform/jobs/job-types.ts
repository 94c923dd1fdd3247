import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';

/** A job's payload: plain JSON, validated by its handler (a job may outlive the code that queued it). */
export type JobData = Record<string, unknown>;

export type JobContext = {
  /** The queue's id of this job (stable across retries). */
  jobId: string;
  log: FastifyBaseLogger;
  /** Aborted when the process stops: a long job stops between units and resumes on the next start. */
  signal: AbortSignal;
  /**
   * No retry follows if this attempt fails with an error: a handler that keeps a status of its own (an upload's)
   * records the failure before it throws. (A worker that dies on its last attempt records nothing.)
   */
  finalAttempt: boolean;
};

/**
 * One kind of background work. A handler must be safe to run again after a crash (the job is retried when its
 * worker stops sending heartbeats): it records its progress in its own tables and resumes from there.
 */
export type JobDefinition = {
  /** The queue's name, e.g. `uploads.screen-file`; lower case, dots and dashes. */
  name: string;
  handler: (data: JobData, context: JobContext) => Promise<void>;
  /** Jobs of this kind run at once in one process (default 1). */
  concurrency?: number;
  /** Attempts after the first one fails with an error (default 2). */
  retryLimit?: number;
  /**
   * 'stately': at most one job per singleton key waits and one runs (a job sent while one waits is dropped), so
   * the jobs of one key run one after another. Its scheduled runs (cron) are sent with the job's name as their key:
   * send with `singletonKey: name` to share their one-at-a-time. Default: any number wait and run.
   */
  policy?: 'stately';
  /**
   * Also run on this schedule (cron, UTC), queued once per tick however many servers share the database. The data
   * of a scheduled job is empty.
   */
  cron?: string;
};

export type SendOptions = {
  /** At most one job with this key waits in the queue: a second send while one waits is dropped (null). */
  singletonKey?: string;
  /** Run it no sooner than this many seconds from now. */
  startAfterSeconds?: number;
};

/** What a module sends jobs through (AppDeps.jobs). */
export type JobQueue = {
  /**
   * Queue a job. Pass the transaction that writes the job's own record (an upload, a download) so the job exists
   * exactly when that record does; pass the plain database otherwise.
   */
  send(db: Db, name: string, data: JobData, options?: SendOptions): Promise<string | null>;
};

/** A domain's background work, made from the app's dependencies like its routes (modules/index.ts lists them). */
export type JobModule<Deps> = (deps: Deps) => JobDefinition[];
