import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { SignInSlowdown } from './modules/accounts/index.ts';
import type { ChainAccess } from './modules/exposure/index.ts';
import type { JobQueue } from './modules/platform/index.ts';

/**
 * Everything the app's modules depend on, made once per process and passed explicitly (no registry keyed by the
 * database): the database, the configuration, the chain access of screening (in-memory graphs, on-demand
 * fetch), and the per-account slowdown of password guesses, which sign-in and the re-authentication of sensitive
 * actions (auth, api-keys) must share for a guess to count wherever it is made, and the job queue. A module's routes name the part
 * they use (lib/module.ts, RouteModule).
 */
export type AppDeps = {
  db: Db;
  config: Config;
  chains: ChainAccess;
  signInSlowdown: SignInSlowdown;
  /** The durable job queue (modules/jobs): work longer than a request, queued in the request's transaction. */
  jobs: JobQueue;
};
